import { z } from 'zod'
import { PageQuerySchema } from '../shared/envelope.js'
import { emailField } from '../auth/auth.schemas.js'
import { ROLE_STATES } from '../roles/role-state.rules.js'

/**
 * The operator's console (DESIGN.md §10, decision 021): admins verify companies, suspend accounts,
 * remove roles; every action lands in the audit log with its reason.
 */
export const COMPANY_VERIFICATION_STATUSES = [
  'unsubmitted',
  'pending',
  'verified',
  'rejected',
] as const
export type CompanyVerificationStatus = (typeof COMPANY_VERIFICATION_STATUSES)[number]

/** What a company is told about how long a check takes (the web shows it while pending). */
export const VERIFICATION_TAKES = 'within 2 working days'

export const ADMIN_MESSAGES = {
  reasonRequired: 'Give a reason (it is shown to the account and kept in the audit log).',
  reasonTooLong: 'Keep the reason under 1,000 characters.',
  noteTooLong: 'Keep the note under 1,000 characters.',
  searchTooLong: 'Search for at most 100 characters.',
  companyNotSubmitted: 'This company has not sent a CAC document yet.',
  companyAlreadyVerified: 'This company is already verified.',
  companyAlreadyRejected: "This company's document is already rejected.",
  accountIsAdmin: 'Admin accounts cannot be suspended from the console.',
  accountAlreadySuspended: 'This account is already suspended.',
  accountNotSuspended: 'This account is not suspended.',
  roleAlreadyRemoved: 'This role has already been removed.',
  jobNotFailed: 'This job has not failed (it may have been retried already).',
  jobRetried: 'The job will run again in a moment.',
} as const

export const REASON_MAX_LENGTH = 1000

const reasonField = z
  .string({ message: ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.reasonRequired)
  .max(REASON_MAX_LENGTH, ADMIN_MESSAGES.reasonTooLong)

/** `{ reason }` of reject, suspend and remove: the account is told it. */
export const AdminReasonInputSchema = z.object({ reason: reasonField })
export type AdminReasonInput = z.infer<typeof AdminReasonInputSchema>

export const VerifyCompanyInputSchema = z.object({
  note: z.string().trim().max(REASON_MAX_LENGTH, ADMIN_MESSAGES.noteTooLong).optional(),
})
export type VerifyCompanyInput = z.infer<typeof VerifyCompanyInputSchema>

const searchField = z.string().trim().max(100, ADMIN_MESSAGES.searchTooLong).optional()

export const AdminCompaniesQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(['pending', 'verified', 'rejected', 'all'], {
      message: 'status must be pending, verified, rejected or all',
    })
    .default('pending'),
  search: searchField,
})
export type AdminCompaniesQuery = z.infer<typeof AdminCompaniesQuerySchema>

export const AdminSearchQuerySchema = PageQuerySchema.extend({ search: searchField })
export type AdminSearchQuery = z.infer<typeof AdminSearchQuerySchema>

export const AdminCompanySchema = z.object({
  id: z.uuid(),
  companyName: z.string().nullable(),
  email: z.string(),
  rcNumber: z.string().nullable(),
  verificationStatus: z.enum(COMPANY_VERIFICATION_STATUSES),
  /** A signed link to the CAC document, valid for a short while; null when none was sent. */
  verificationDocument: z.string().nullable(),
  /** When the current document was sent: how long the company has waited. */
  submittedAt: z.iso.datetime().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  verificationNote: z.string().nullable(),
  accountStatus: z.enum(['active', 'suspended']),
  industryType: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type AdminCompany = z.infer<typeof AdminCompanySchema>

export const AdminAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  kind: z.enum(['intern', 'company', 'admin']),
  /** The company's name, or the intern's first and last name; null before the profile is filled. */
  name: z.string().nullable(),
  status: z.enum(['active', 'suspended']),
  suspendedAt: z.iso.datetime().nullable(),
  suspensionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type AdminAccount = z.infer<typeof AdminAccountSchema>

export const AdminRoleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  companyVerified: z.boolean(),
  location: z.string(),
  createdAt: z.iso.datetime(),
  /** Where it stands (domain roleState): open, held, closed early, removed by an admin … */
  state: z.enum(ROLE_STATES),
  removedAt: z.iso.datetime().nullable(),
})
export type AdminRole = z.infer<typeof AdminRoleSchema>

/** `GET /admin/me`: the signed-in admin, for the console's guard after a reload. */
export const AdminMeSchema = z.object({ id: z.uuid(), email: z.string(), kind: z.literal('admin') })
export type AdminMe = z.infer<typeof AdminMeSchema>

/**
 * The console's lists count matches no further than this (`meta.totalDocsCapped`; the console
 * shows '1,000+'): a search is for narrowing, not for counting the whole site.
 */
export const ADMIN_COUNT_CAP = 1_000

export const AUDIT_TARGET_TYPES = [
  'company',
  'account',
  'role',
  'report',
  'contact',
  'job',
] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/** What each kind of target is called in the audit log. */
export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  company: 'Company',
  account: 'Account',
  role: 'Role',
  report: 'Report',
  contact: 'Contact message',
  job: 'Background job',
}

/**
 * Every action the console records ('<target>.<verb>'), in people's words. A new action is added
 * here, so that the log names it and its filter offers it.
 */
export const AUDIT_ACTION_LABELS = {
  'company.verify': 'Verified a company',
  'company.reject': 'Rejected a CAC document',
  'account.suspend': 'Suspended an account',
  'account.restore': 'Restored an account',
  'role.remove': 'Removed a role',
  'role.release': 'Released a held role',
  'report.resolve': 'Resolved a report',
  'report.open_chat': 'Read a reported conversation',
  'account.allow_sign_up': 'Allowed a deleted account to sign up again',
  'contact.resolve': 'Handled a contact message',
  'job.retry': 'Retried a failed background job',
} as const satisfies Record<`${AuditTargetType}.${string}`, string>
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]]

/** The target type an action is about: the part before its dot. */
export const auditTargetOf = (action: AuditAction) =>
  action.slice(0, action.indexOf('.')) as AuditTargetType

/** `GET /admin/audit`: a page of the log, narrowed by who acted, what they did, on what. */
export const AuditQuerySchema = PageQuerySchema.extend({
  /** The acting admin's email, as the log keeps it. */
  admin: emailField("admin must be an admin's email address").optional(),
  action: z
    .enum(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
    .optional(),
  targetType: z
    .enum(AUDIT_TARGET_TYPES, {
      message: `targetType must be one of ${AUDIT_TARGET_TYPES.join(', ')}`,
    })
    .optional(),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

/** `GET /admin/audit/admins`: the emails of everyone who has acted in the console, A to Z. */
export const AuditAdminsSchema = z.object({ admins: z.array(z.string()) })
export type AuditAdmins = z.infer<typeof AuditAdminsSchema>

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  adminEmail: z.string(),
  /** 'company.verify', 'company.reject', 'account.suspend', 'account.restore', 'role.remove' … */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /**
   * What the target is called today (a company's name, a person's name, 'Sales Intern at Kobo
   * Ledger'); null once the target is gone, and the console shows the id alone.
   */
  targetName: z.string().nullable(),
  reason: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** The background job runner's states (pg-boss, decision 024), in its order. */
export const JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const
export type JobState = (typeof JOB_STATES)[number]

/** How many failed jobs the console lists, newest first. */
export const FAILED_JOBS_SHOWN = 20

/** One job that used up its tries: what it was, when it gave up, how often it ran, why. */
export const FailedJobSchema = z.object({
  id: z.uuid(),
  /** The job's kind: 'mail', 'sweep', 'role-alerts' … */
  name: z.string(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime().nullable(),
  attempts: z.number().int(),
  /** The last try's error message as the job recorded it (cut to 500 characters). */
  lastError: z.string().nullable(),
})
export type FailedJob = z.infer<typeof FailedJobSchema>

/** `GET /admin/jobs`: how many jobs are in each state, and the newest failed ones. */
export const BackgroundWorkSchema = z.object({
  counts: z.record(z.enum(JOB_STATES), z.number().int()),
  failed: z.array(FailedJobSchema),
})
export type BackgroundWork = z.infer<typeof BackgroundWorkSchema>
