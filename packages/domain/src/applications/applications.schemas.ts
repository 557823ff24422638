import { z } from 'zod'
import { ScreeningAnswersInputSchema } from '../roles/screening-questions.schemas.js'
import { MatchScoreSchema } from '../interns/match-score.rules.js'
import { InternContactInputSchema } from '../interns/interns.schemas.js'
import { fileUrlField } from '../companies/companies.schemas.js'
import { PageQuerySchema } from '../shared/envelope.js'
import {
  PublicRoleSchema,
  ROLE_SORTS,
  ROLE_TERMS,
  ROLE_TYPES,
  PublicRolesQuerySchema,
  rolePlacementFields,
} from '../roles/roles.schemas.js'
import { ROLE_STATES } from '../roles/role-state.rules.js'
import { WorkHoursSchema } from '../profiles/profiles.schemas.js'
import { LetterSummarySchema } from '../letters/letters.schemas.js'
import { NyscRejectionSummarySchema } from '../placements/nysc.schemas.js'

/**
 * no_response is final, like accepted and rejected: the sweep sets it when a company leaves an
 * application undecided too long (responses.rules.ts, DESIGN §10).
 */
export const APPLICATION_STATUSES = [
  'pending',
  'in_review',
  'accepted',
  'rejected',
  'no_response',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** A cover note a role asks for (decision 065): a few short paragraphs, pasted or written. */
export const COVER_NOTE_MAX_LENGTH = 2000

export const APPLICATION_MESSAGES = {
  resumeRequired: 'Please upload a resume before submitting.',
  resumePdfOnly: 'Please upload a PDF file',
  alreadyApplied: 'You already applied to this role',
  submitted: 'Your application has been successfully submitted!',
  roleClosed: 'This role is no longer accepting applications.',
  profileIncomplete:
    'You need a complete profile to apply for internships, SIWES placements, NYSC roles, or entry-level jobs. It only takes a few minutes and it gets you in front of real employers.',
  notFound: 'Application not found.',
  cannotWithdraw: 'This application has already been decided and can no longer be cancelled.',
  withdrawn: 'Application cancelled.',
  alreadyAccepted: 'This application is already accepted.',
  alreadyRejected: 'This application is already rejected.',
  alreadyNoResponse:
    'This application was closed after going unanswered, so it can no longer be decided.',
  closedNoDecision: 'This role was deleted, so its applications are closed and cannot be decided.',
  roleSaved: 'Role Saved Successfully',
  roleUnsaved: 'Role removed from your saved roles.',
  roleNotFound: 'Role not found.',
  coverNoteRequired: 'This role asks for a short cover note. Write one before you submit.',
  coverNoteTooLong: `Keep the cover note under ${COVER_NOTE_MAX_LENGTH.toLocaleString('en-NG')} characters.`,
  coverNoteNotAsked: 'This role does not ask for a cover note. Remove it and submit again.',
} as const

/** The cover note's words on every screen: the role form, the apply page and the applicant view. */
export const COVER_NOTE_LABELS = {
  roleCheckbox: 'Ask applicants for a short cover note',
  roleHint: 'Applicants write a few lines on why they want the role; you read it with their CV.',
  field: 'Cover note',
  textarea: 'Your cover note',
  fieldHint: `Why you want this role and what you bring, in a few lines (up to ${COVER_NOTE_MAX_LENGTH.toLocaleString('en-NG')} characters).`,
  writeForMe: 'Write one for me',
  writing: 'Writing…',
  companyHeading: 'Cover note',
} as const

/**
 * The name, location and phone this application carries (decision 009): edited on the review
 * page, they belong to the application; the profile changes only when the intern asks for it.
 */
export const ApplicationContactSchema = InternContactInputSchema.omit({ gender: true })
export type ApplicationContact = z.input<typeof ApplicationContactSchema>

/** `POST /users/roles/{roleId}/apply`. Without `contact`, the profile's details are sent. */
export const ApplyInputSchema = z.object({
  resumeUrl: fileUrlField(APPLICATION_MESSAGES.resumeRequired),
  contact: ApplicationContactSchema.optional(),
  /**
   * Taken only when the role asks for one (decision 065): required then, refused otherwise. An
   * empty note is no note.
   */
  coverNote: z
    .string(APPLICATION_MESSAGES.coverNoteRequired)
    .trim()
    .max(COVER_NOTE_MAX_LENGTH, APPLICATION_MESSAGES.coverNoteTooLong)
    .optional()
    .transform((note) => note || undefined),
  /** Answers to the role's screening questions (decision 069). */
  answers: ScreeningAnswersInputSchema.optional().default([]),
})
export type ApplyInput = z.input<typeof ApplyInputSchema>

/** `GET /users/roles`: the public filters, with 'Most Recent' sent as sort=-createdAt (spec §7). */
export const InternRolesQuerySchema = PublicRolesQuerySchema.extend({
  sort: z
    .enum([...ROLE_SORTS, '-createdAt'], { message: 'sort must be relevant, recent or -createdAt' })
    .default('relevant')
    .transform((sort) => (sort === '-createdAt' ? 'recent' : sort)),
})

/** A role as a signed-in intern sees it. */
export const InternRoleSchema = PublicRoleSchema.extend({
  isSaved: z.boolean(),
  /** The match score, 0–100 (spec: compatibility); null when the profile gives no basis for one. */
  compatibility: z.number().int().nullable(),
  /** The match score with its parts. */
  match: MatchScoreSchema.nullable(),
  /** The intern's application to it, if any. */
  applicationId: z.uuid().nullable(),
  /**
   * When its company closed it early (decision 029); null while it takes applications until its
   * deadline. Lists hold only open roles; one role, saved or applied to, may be closed.
   */
  closedAt: z.iso.datetime().nullable(),
})
export type InternRole = z.infer<typeof InternRoleSchema>

/**
 * What saving or unsaving a role answers (spec §7: `data.savedRoles`): the ids of the intern's saved
 * roles that are still open, most recently saved first.
 */
export const SavedRolesSchema = z.object({ savedRoles: z.array(z.uuid()) })
export type SavedRoles = z.infer<typeof SavedRolesSchema>

export const APPLICATION_SORT_FIELDS = ['createdAt', 'updatedAt', 'status'] as const
export const InternApplicationsQuerySchema = PageQuerySchema.extend({
  sortBy: z
    .enum(APPLICATION_SORT_FIELDS, { message: 'sortBy must be createdAt, updatedAt or status' })
    .default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], { message: 'sortOrder must be asc or desc' }).default('desc'),
  status: z
    .enum(APPLICATION_STATUSES, {
      message: 'status must be pending, in_review, accepted, rejected or no_response',
    })
    .optional(),
  search: z
    .string()
    .trim()
    .max(100, 'search must be at most 100 characters')
    .optional()
    .transform((s) => s || undefined),
})

/** An application as its intern sees it (spec §3, 'Application (intern view)'). */
export const InternApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The role was deleted: the application is kept, closed. */
  closed: z.boolean(),
  /** Where the role stands (domain roleState): closed early, past its deadline, removed … */
  roleState: z.enum(ROLE_STATES),
  /** Why the company rejected it, when it said (issue 14). */
  rejection: z
    .object({ reason: z.string(), label: z.string(), note: z.string().nullable() })
    .nullable(),
  roleTitle: z.string(),
  companyName: z.string(),
  location: z.string(),
  type: z.enum(ROLE_TYPES),
  /** The role's placement, flat and named as on role answers (decision 028). */
  placementType: rolePlacementFields.placementType,
  siwesWeeks: rolePlacementFields.siwesWeeks,
  siwesProgrammes: rolePlacementFields.siwesProgrammes,
  nyscState: rolePlacementFields.nyscState,
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** A signed link the intern can open. */
  resumeUrl: z.string().nullable(),
  summary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  duration: z.number().int(),
  term: z.enum(ROLE_TERMS),
  minimumSalary: z.number().int(),
  maximumSalary: z.number().int().nullable(),
  applicationDeadline: z.string().nullable(),
  /** The match score against the intern's current profile, as on role answers. */
  compatibility: z.number().int().nullable(),
  match: MatchScoreSchema.nullable(),
  role: z.object({ id: z.uuid() }),
  company: z.object({
    id: z.uuid(),
    companyName: z.string(),
    logoUrl: z.string().nullable(),
    industryType: z.string().nullable(),
  }),
  /** The acceptance letter the company issued, if any (decision 031). */
  letter: LetterSummarySchema.nullable(),
  /** The PPA's NYSC rejection letter, if it issued one (decision 062). */
  nyscRejection: NyscRejectionSummarySchema.nullable(),
})
export type InternApplication = z.infer<typeof InternApplicationSchema>

/**
 * The applicant as they were when they applied; the company reads this, so a later profile edit
 * does not change an application already sent (spec §1: the profile is shared on applying).
 */
export const ApplicantSnapshotSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  otherName: z.string().nullable(),
  email: z.string(),
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  gender: z.string().nullable(),
  bio: z.string().nullable(),
  address: z.string().nullable(),
  institutionName: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  yearOfEntry: z.number().int().nullable(),
  yearOfGraduation: z.number().int().nullable(),
  isPostgraduate: z.boolean(),
  profileImageUrl: z.string().nullable(),
  preferredIndustry: z.string().nullable(),
  intendedDuration: z.number().int().nullable(),
  locationPreference: z.string().nullable(),
  skills: z.array(z.string()),
})
export type ApplicantSnapshot = z.infer<typeof ApplicantSnapshotSchema>

const SNAPSHOT_FIELDS = Object.keys(ApplicantSnapshotSchema.shape) as (keyof ApplicantSnapshot)[]

/** The snapshot of a profile: its snapshot fields, and nothing else it holds. */
export const applicantSnapshotOf = (profile: ApplicantSnapshot): ApplicantSnapshot =>
  Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, profile[field]])) as ApplicantSnapshot

/** A company's public face, for an intern who applied to one of its roles. */
export const CompanyDetailsSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  industryType: z.string().nullable(),
  bio: z.string().nullable(),
  establishedDate: z.string().nullable(),
  workHours: z.array(WorkHoursSchema).nullable(),
  activeWeekDays: z.array(z.string()).nullable(),
  socialMedia: z.record(z.string(), z.string()).nullable(),
  media: z.array(z.string()),
  verified: z.boolean(),
  /** 'Usually responds within N days'; null below 5 responses. */
  medianResponseDays: z.number().int().nullable(),
  /** 'Pays stipends on time' (stipends.rules.ts paysOnTime); null below 3 confirmed months. */
  paysOnTime: z.boolean().nullable(),
})
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>

/** The 409 a company gets for deciding a decided application, and the web's alert. */
export function alreadyDecidedMessage(status: ApplicationStatus): string {
  switch (status) {
    case 'accepted':
      return APPLICATION_MESSAGES.alreadyAccepted
    case 'no_response':
      return APPLICATION_MESSAGES.alreadyNoResponse
    default:
      return APPLICATION_MESSAGES.alreadyRejected
  }
}
