import { z } from 'zod'
import { APPLICATION_STATUSES, ApplicantSnapshotSchema } from './applications.schemas.js'
import { limitField, pageOf, PageQuerySchema } from '../shared/envelope.js'
import {
  APPLICANT_SEARCH_MAX_LENGTH,
  APPLICANT_SORTS,
  RejectionSchema,
  StatusCountsSchema,
} from './pipeline.schemas.js'
import { LetterSummarySchema } from '../letters/letters.schemas.js'
import { NyscRejectionSummarySchema } from '../placements/nysc.schemas.js'
import { PLACEMENT_TYPES } from '../roles/roles.schemas.js'
import { WAITING_NUDGE_DAYS } from './responses.rules.js'
import { ScreeningAnswerViewSchema } from '../roles/screening-questions.schemas.js'

export const COMPANY_APPLICATIONS_PAGE_SIZE = 5

/** The applicants list's `waiting=true` filter, in words (the dashboard banner leads there). */
export const WAITING_FILTER_LABEL = `Waiting more than ${WAITING_NUDGE_DAYS} days`

export const COMPANY_APPLICATION_MESSAGES = {
  profileIncomplete:
    'Complete your company profile to review applications and chat with applicants.',
  accepted: 'Application accepted.',
  rejected: 'Application rejected.',
} as const

/**
 * `GET /company/applications?page&limit&status&roleId&search&sort` (5 a page by default): `search`
 * matches the applicant's name, any part, any case; `sort` is one of APPLICANT_SORTS.
 */
export const CompanyApplicationsQuerySchema = PageQuerySchema.extend({
  limit: limitField(COMPANY_APPLICATIONS_PAGE_SIZE),
  status: z
    .enum(APPLICATION_STATUSES, {
      message: `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
    })
    .optional(),
  roleId: z.uuid({ message: 'roleId must be a role id' }).optional(),
  search: z
    .string()
    .trim()
    .max(
      APPLICANT_SEARCH_MAX_LENGTH,
      `search must be at most ${APPLICANT_SEARCH_MAX_LENGTH} characters`,
    )
    .optional()
    .transform((search) => search || undefined),
  sort: z
    .enum(APPLICANT_SORTS, { message: `sort must be one of ${APPLICANT_SORTS.join(', ')}` })
    .default('newest'),
  /** Only the undecided applicants who applied more than WAITING_NUDGE_DAYS ago (the banner's). */
  waiting: z
    .enum(['true', 'false'], { message: 'waiting must be true or false' })
    .optional()
    .transform((waiting) => waiting === 'true'),
  /** Only the applicants whose answers meet all the role's deal-breakers (decision 069). */
  meetsDealBreakers: z
    .enum(['true', 'false'], { message: 'meetsDealBreakers must be true or false' })
    .optional()
    .transform((meets) => meets === 'true'),
})
export type CompanyApplicationsQuery = z.infer<typeof CompanyApplicationsQuerySchema>
export type CompanyApplicationsFilter = z.input<typeof CompanyApplicationsQuerySchema>

const snapshotUser = ApplicantSnapshotSchema.pick({
  firstName: true,
  lastName: true,
  otherName: true,
  email: true,
  profileImageUrl: true,
  institutionName: true,
  fieldOfStudy: true,
  yearOfEntry: true,
  yearOfGraduation: true,
  isPostgraduate: true,
  bio: true,
  gender: true,
  phoneNumber: true,
  countryCode: true,
  intendedDuration: true,
  preferredIndustry: true,
  skills: true,
})

/** An application as the company that owns the role sees it (spec §3, 'Application (company view)'). */
export const CompanyApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /**
   * A signed link to the resume, valid for a while; null once `resumeExpired`.
   */
  resumeUrl: z.string().nullable(),
  /**
   * The application ended without a hire (rejected, or its role closed) RESUME_RETENTION_DAYS ago:
   * the company no longer sees the resume (decision 022).
   */
  resumeExpired: z.boolean(),
  /** The role applied to; its placement type picks the letter a company starts with. */
  role: z.object({ id: z.uuid(), title: z.string(), placementType: z.enum(PLACEMENT_TYPES) }),
  /** The applicant as they were when they applied (the snapshot); `profileImageUrl` is signed. */
  user: snapshotUser.extend({ id: z.uuid() }),
  /** The reason (and note) the company gave when it rejected, if it gave one. */
  rejection: RejectionSchema.nullable(),
  /** The applicant's cover note, when the role asked for one (decision 065). */
  coverNote: z.string().nullable(),
  /** The acceptance letter issued, if any (decision 031). */
  letter: LetterSummarySchema.nullable(),
  /** The PPA's NYSC rejection letter, if it issued one (decision 062). */
  nyscRejection: NyscRejectionSummarySchema.nullable(),
  /** The answers to the role's screening questions, each with its question as asked. */
  answers: z.array(ScreeningAnswerViewSchema),
  /** The answers meet every deal-breaker the role had when they were sent. */
  meetsDealBreakers: z.boolean(),
})
export type CompanyApplication = z.infer<typeof CompanyApplicationSchema>

/**
 * A page of the company's applicants, and how many match the role and search in each status (the
 * status tabs' counts, whatever status is chosen).
 */
export const CompanyApplicationsPageSchema = pageOf(CompanyApplicationSchema).extend({
  counts: StatusCountsSchema,
})
export type CompanyApplicationsPage = z.infer<typeof CompanyApplicationsPageSchema>

/** What accept and reject answer. */
export const ApplicationDecisionSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
})
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>
