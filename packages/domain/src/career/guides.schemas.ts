import { z } from 'zod'
import { limitField, PageQuerySchema } from '../shared/envelope.js'
import { GUIDE_TAGS } from './guides.rules.js'

export * from './guides.rules.js'

export const GUIDE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const GUIDE_SLUG_MAX_LENGTH = 80
export const GUIDE_TITLE_MAX_LENGTH = 90
/** Search engines show about 160 characters of a page's description. */
export const GUIDE_SUMMARY_MAX_LENGTH = 170
/** Every guide fits one page of the list (decision 066). */
export const GUIDES_PAGE_SIZE = 50

/** The head of an article's Markdown file: checked when the server loads the guides. */
export const GuideFrontMatterSchema = z.object({
  slug: z.string().max(GUIDE_SLUG_MAX_LENGTH).regex(GUIDE_SLUG_PATTERN),
  title: z.string().min(10).max(GUIDE_TITLE_MAX_LENGTH),
  summary: z.string().min(60).max(GUIDE_SUMMARY_MAX_LENGTH),
  updatedAt: z.iso.date(),
  tags: z.array(z.enum(GUIDE_TAGS)).min(1),
})
export type GuideFrontMatter = z.infer<typeof GuideFrontMatterSchema>

/** One guide in `GET /guides`. */
export const GuideSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  readingMinutes: z.number().int().positive(),
  /** The day it was last updated, 'YYYY-MM-DD'. */
  updatedAt: z.string(),
  tags: z.array(z.enum(GUIDE_TAGS)),
})
export type GuideSummary = z.infer<typeof GuideSummarySchema>

export const GuidesQuerySchema = PageQuerySchema.extend({ limit: limitField(GUIDES_PAGE_SIZE) })
export type GuidesQuery = z.infer<typeof GuidesQuerySchema>
