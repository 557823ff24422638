import { z } from 'zod'
import { ScreeningQuestionSchema } from './screening-questions.schemas.js'
import { placesLeftField } from './applicant-cap.schemas.js'
import { PageQuerySchema } from '../shared/envelope.js'
import { NIGERIAN_STATES } from '../shared/lists.js'
import { PLACEMENT_TYPES } from './placement-types.js'

import { ROLE_SEARCH_MAX_LENGTH, ROLE_TYPES } from './role-words.js'

// In zod-free modules, so the early script's cards and the public pages need no zod (036, 051).
export {
  PERKS,
  PERK_LABELS,
  PUBLIC_ROLES_PAGE_SIZE,
  ROLE_SEARCH_MAX_LENGTH,
  ROLE_TYPES,
  ROLE_TYPE_LABELS,
  type Perk,
  type RoleType,
} from './role-words.js'

export {
  PLACEMENT_BADGE_CLASS,
  PLACEMENT_TYPES,
  PLACEMENT_TYPE_LABELS,
  placementBadgeDetail,
  type PlacementBadgeFacts,
  type PlacementType,
} from './placement-types.js'
export const PLACEMENT_TYPE_MESSAGE = 'placementType must be internship, siwes, nysc or graduate'

/** A SIWES/IT placement lasts one of these many weeks (the ITF's two schemes). */
export const SIWES_WEEKS = [16, 24] as const
export type SiwesWeeks = (typeof SIWES_WEEKS)[number]
/** The programmes whose students go on SIWES: diplomas, NCE and degrees. */
export const SIWES_PROGRAMMES = ['ND', 'HND', 'NCE', 'BSc'] as const
export type SiwesProgramme = (typeof SIWES_PROGRAMMES)[number]
/** An NYSC place of primary assignment is in one of the 36 states or the FCT. */
export const NYSC_STATES = NIGERIAN_STATES
export type NyscState = (typeof NYSC_STATES)[number]

/** What a role offers besides its stipend; a perk not named is not offered. */
export const RolePerksSchema = z.object(
  {
    accommodation: z.boolean().optional(),
    transport: z.boolean().optional(),
    meals: z.boolean().optional(),
  },
  { message: 'perks must be an object of accommodation, transport and meals (true or false)' },
)
export type RolePerks = z.infer<typeof RolePerksSchema>

/** How a role says what it is, on every answer that carries a role. */
export const rolePlacementFields = {
  placementType: z.enum(PLACEMENT_TYPES),
  /** 16 or 24 for a SIWES/IT role, else null. */
  siwesWeeks: z.number().int().nullable(),
  /** The programmes a SIWES/IT role takes; empty for other roles. */
  siwesProgrammes: z.array(z.enum(SIWES_PROGRAMMES)),
  /** The state of an NYSC role's place of primary assignment, else null. */
  nyscState: z.string().nullable(),
  perks: z.object({ accommodation: z.boolean(), transport: z.boolean(), meals: z.boolean() }),
}

/** How fresh a role is (decision 070), on every answer that carries a role. */
export const roleFreshnessFields = {
  /** When the role was first published: its created time ('Posted 3 days ago'). */
  postedAt: z.iso.datetime(),
  /** Its company opened or decided one of its applications in the last 14 days. */
  activelyReviewing: z.boolean(),
}

export const ROLE_TERMS = ['month', 'year(s)'] as const
export type RoleTerm = (typeof ROLE_TERMS)[number]

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
  placementType: z.enum(PLACEMENT_TYPES, { message: PLACEMENT_TYPE_MESSAGE }).optional(),
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
    /** 'Pays stipends on time' (stipends.rules.ts paysOnTime); null below 3 confirmed months. */
    paysOnTime: z.boolean().nullable(),
    /** Whether visitors may open the company's page (its profile is public). */
    profilePublic: z.boolean(),
  }),
  location: z.string(),
  type: z.enum(ROLE_TYPES),
  ...rolePlacementFields,
  roleSummary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  minimumSalary: z.number().int(),
  maximumSalary: z.number().int().nullable(),
  duration: z.number(),
  term: z.enum(ROLE_TERMS),
  applicationDeadline: z.string().nullable(),
  /** Applying takes a short cover note (decision 065). */
  asksCoverNote: z.boolean(),
  /** Its screening questions, asked when applying (decision 069). */
  questions: z.array(ScreeningQuestionSchema),
  /** How many more applications its cap takes (decision 071); null without a cap. */
  placesLeft: placesLeftField,
  createdAt: z.iso.datetime(),
  ...roleFreshnessFields,
})
export type PublicRole = z.infer<typeof PublicRoleSchema>
