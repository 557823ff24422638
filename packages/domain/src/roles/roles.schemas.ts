import { z } from 'zod'
import { PageQuerySchema } from '../shared/envelope.js'

export const ROLE_TYPES = ['on_site', 'remote', 'hybrid'] as const
export type RoleType = (typeof ROLE_TYPES)[number]
export const ROLE_TYPE_LABELS: Record<RoleType, string> = {
  on_site: 'On-Site',
  remote: 'Remote',
  hybrid: 'Hybrid',
}

export const ROLE_TERMS = ['month', 'year(s)'] as const
export type RoleTerm = (typeof ROLE_TERMS)[number]

export const PUBLIC_ROLES_PAGE_SIZE = 10
export const ROLE_SEARCH_MAX_LENGTH = 100
/**
 * Browse lists count and page no further than this many matches, so a request reads a bounded
 * number of rows whatever the number of roles; narrower filters reach the rest.
 */
export const ROLE_LIST_CAP = 1000
export const ROLE_SORTS = ['recent', 'relevant'] as const
export type RoleSort = (typeof ROLE_SORTS)[number]

const searchText = (field: string) =>
  z
    .string()
    .trim()
    .max(ROLE_SEARCH_MAX_LENGTH, `${field} must be at most ${ROLE_SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

export const PublicRolesQuerySchema = PageQuerySchema.extend({
  search: searchText('search'),
  location: searchText('location'),
  type: z.enum(ROLE_TYPES, { message: 'type must be remote, on_site or hybrid' }).optional(),
  sort: z.enum(ROLE_SORTS, { message: 'sort must be recent or relevant' }).default('recent'),
})
export type PublicRolesQuery = z.input<typeof PublicRolesQuerySchema>

/** A role as anyone may see it on the public browse page. */
export const PublicRoleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.object({
    id: z.uuid(),
    companyName: z.string(),
    logoUrl: z.string().nullable(),
    industryType: z.string().nullable(),
    verified: z.boolean(),
    /** 'Usually responds within N days' (responses.rules.ts); null below 5 responses. */
    medianResponseDays: z.number().int().nullable(),
    /** Whether visitors may open the company's page (its profile is public). */
    profilePublic: z.boolean(),
  }),
  location: z.string(),
  type: z.enum(ROLE_TYPES),
  roleSummary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  minimumSalary: z.number().int(),
  maximumSalary: z.number().int().nullable(),
  duration: z.number(),
  term: z.enum(ROLE_TERMS),
  applicationDeadline: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type PublicRole = z.infer<typeof PublicRoleSchema>
