import { z } from 'zod'
import { APPLICATION_STATUSES, ApplicantSnapshotSchema } from './applications.schemas.js'
import { limitField, PageQuerySchema } from '../shared/envelope.js'
import { LetterSummarySchema } from '../letters/letters.schemas.js'

export const COMPANY_APPLICATIONS_PAGE_SIZE = 5

export const COMPANY_APPLICATION_MESSAGES = {
  profileIncomplete:
    'Complete your company profile to review applications and chat with applicants.',
  accepted: 'Application accepted.',
  rejected: 'Application rejected.',
} as const

/** `GET /company/applications?page&limit` (5 a page by default). */
export const CompanyApplicationsQuerySchema = PageQuerySchema.extend({
  limit: limitField(COMPANY_APPLICATIONS_PAGE_SIZE),
})
export type CompanyApplicationsQuery = z.infer<typeof CompanyApplicationsQuerySchema>

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
  role: z.object({ id: z.uuid(), title: z.string() }),
  /** The applicant as they were when they applied (the snapshot); `profileImageUrl` is signed. */
  user: snapshotUser.extend({ id: z.uuid() }),
  /** The acceptance letter issued, if any (decision 031). */
  letter: LetterSummarySchema.nullable(),
})
export type CompanyApplication = z.infer<typeof CompanyApplicationSchema>

/** What accept and reject answer. */
export const ApplicationDecisionSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
})
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>
