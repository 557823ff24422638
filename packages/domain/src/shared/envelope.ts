import { z } from 'zod'
import { ERROR_CODES } from './error-codes.js'
import { MAX_PAGE } from './pages.js'

/** The paging fields every list answer carries (DESIGN.md §3). */
export const PageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalDocs: z.number().int(),
  totalPages: z.number().int(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
  /**
   * Present (true) when a list counts no further than a cap to stay cheap at any size: totalDocs is
   * then the cap, and the pages stop there (decision 003).
   */
  totalDocsCapped: z.literal(true).optional(),
})
export type PageMeta = z.infer<typeof PageMetaSchema>

export const pageOf = <T extends z.ZodType>(doc: T) =>
  z.object({ docs: z.array(doc), meta: PageMetaSchema })

export const MAX_PAGE_LIMIT = 50

/** `page` and `limit` as they arrive in a query string: every list's one page rule. */
export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE.toLocaleString('en-NG')}`)
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .default(10),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

/** A page size from the query string, with its own default. */
export const limitField = (defaultLimit: number) =>
  z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .default(defaultLimit)

export function pageMeta(
  page: number,
  limit: number,
  totalDocs: number,
  totalDocsCapped = false,
): PageMeta {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit))
  return {
    page,
    limit,
    totalDocs,
    totalPages,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    ...(totalDocsCapped && { totalDocsCapped: true as const }),
  }
}

export const successOf = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string().optional(), data })

/** `message` is for people; `code` is what programs branch on. */
export const ErrorBodySchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.record(z.string(), z.string()).optional(),
  /** On an unexpected failure: the request's id in the server's log, for people to quote to support. */
  requestId: z.string().optional(),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
