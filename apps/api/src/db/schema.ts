import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type {
  SendChannel,
  SendStatus,
  AlertPlacementType,
  ApplicantSnapshot,
  InterviewMode,
  InterviewStatus,
  LetterInput,
  RolePerks,
  SiwesProgramme,
} from '@app/domain'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}
const id = () => uuid('id').primaryKey().defaultRandom()

export const accountKind = pgEnum('account_kind', ['intern', 'company', 'admin'])
export const accountStatus = pgEnum('account_status', ['active', 'suspended'])
export const roleType = pgEnum('role_type', ['on_site', 'remote', 'hybrid'])
export const roleTerm = pgEnum('role_term', ['month', 'year(s)'])
/** Domain PLACEMENT_TYPES (issue 14). */
export const placementType = pgEnum('placement_type', ['internship', 'siwes', 'nysc', 'graduate'])
export const applicationStatus = pgEnum('application_status', [
  'pending',
  'in_review',
  'accepted',
  'rejected',
  'no_response',
])
export const alertFrequency = pgEnum('alert_frequency', ['immediate', 'daily'])
export const messageSender = pgEnum('message_sender', ['company', 'user'])
export const reportTargetType = pgEnum('report_target_type', [
  'role',
  'company',
  'message',
  'intern',
])
export const reportReason = pgEnum('report_reason', ['fees', 'fake', 'harassment', 'other'])
export const reportSource = pgEnum('report_source', ['user', 'automatic'])
export const reportStatus = pgEnum('report_status', ['open', 'handled'])
/**
 * Where a company stands with the operator (decision 021): 'unsubmitted' until it uploads its CAC
 * document, 'pending' while an admin has not looked, then 'verified' or 'rejected' (it may upload
 * again, which makes it 'pending' once more).
 */
export const companyVerification = pgEnum('company_verification', [
  'unsubmitted',
  'pending',
  'verified',
  'rejected',
])
/** What a mailed code is for: signing in, or confirming a change to the account (settings). */
export const codePurpose = pgEnum('code_purpose', ['sign_in', 'change'])

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    email: text('email').notNull(),
    kind: accountKind('kind').notNull(),
    status: accountStatus('status').notNull().default('active'),
    policiesAcceptedAt: timestamp('policies_accepted_at', { withTimezone: true }),
    /** Notification and privacy choices (settings pages). */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /** Set with status 'suspended' by an admin; shown to the account when sign-in is refused. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    ...timestamps,
  },
  (t) => [uniqueIndex('accounts_email_kind_key').on(t.email, t.kind)],
)

/** A change of the account's name, email or phone, waiting for its code. */
export interface PendingChange {
  field: 'companyName' | 'email' | 'phoneNumber'
  value: string
  countryCode?: string
}

/** A code sent by mail, to sign in or to confirm a change. Only its HMAC is stored. */
export const codeChallenges = pgTable(
  'code_challenges',
  {
    id: id(),
    /**
     * Null for a decoy: the admin sign-in answers an email that is no admin's with a challenge of
     * its own, mailed to nobody, so that its answers do not tell who the operators are (decision 050).
     */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Where the code went; the resend interval is per address. */
    email: text('email').notNull(),
    codeHmac: text('code_hmac').notNull(),
    /**
     * SHA-256 of the one-tap sign-in link's token mailed with a sign-in code (DESIGN.md §10); it
     * lives and dies with the code. Null for other purposes.
     */
    linkTokenHash: text('link_token_hash'),
    purpose: codePurpose('purpose').notNull().default('sign_in'),
    /** For a 'change' code: what it confirms, applied only when the code is right. */
    pendingChange: jsonb('pending_change').$type<PendingChange>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('code_challenges_account_idx').on(t.accountId, t.createdAt),
    index('code_challenges_email_idx').on(t.email, t.createdAt),
    uniqueIndex('code_challenges_link_token_key').on(t.linkTokenHash),
  ],
)

/** Each wrong code, kept for the per-account and per-IP limits. */
export const codeFailures = pgTable(
  'code_failures',
  {
    id: id(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('code_failures_account_idx').on(t.accountId, t.createdAt),
    index('code_failures_ip_idx').on(t.ip, t.createdAt),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountId),
  ],
)

/** An uploaded file. The storage key is random, never the user's file name. */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: uuid('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_storage_key_key').on(t.storageKey)],
)

export interface WorkHours {
  day: string
  start: string
  end: string
}
export interface VerificationDocument {
  type: 'CAC_Document'
  fileName: string
  s3Url: string
}

export const companies = pgTable(
  'companies',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    establishedDate: date('established_date'),
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    industryType: text('industry_type'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    bio: text('bio'),
    logoUrl: text('logo_url'),
    mediaUrls: text('media_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activeWeekDays: text('active_week_days').array(),
    workHours: jsonb('work_hours').$type<WorkHours[]>(),
    socialMedia: jsonb('social_media').$type<Record<string, string>>(),
    verificationDocument: jsonb('verification_document').$type<VerificationDocument>(),
    /** CAC registration number: 'RC' or 'BN' and digits. */
    rcNumber: text('rc_number'),
    verificationStatus: companyVerification('verification_status').notNull().default('unsubmitted'),
    /** When the current CAC document was uploaded: the queue's order and waiting time. */
    verificationSubmittedAt: timestamp('verification_submitted_at', { withTimezone: true }),
    /** The admin's reason for a rejection, or note with a verification, as the company was told. */
    verificationNote: text('verification_note'),
    /** Set by an admin who checked the CAC document. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** 'Usually responds within N days', worked out by the response-time sweep; null below 5. */
    medianResponseDays: integer('median_response_days'),
    /** The daily applicant digest covered applications up to this instant. */
    digestMailedUntil: timestamp('digest_mailed_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('companies_verification_queue_idx').on(t.verificationStatus, t.verificationSubmittedAt),
  ],
)

export const interns = pgTable('interns', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  otherName: text('other_name'),
  dateOfBirth: date('date_of_birth'),
  countryCode: text('country_code'),
  phoneNumber: text('phone_number'),
  gender: text('gender'),
  address: text('address'),
  bio: text('bio'),
  preferredIndustry: text('preferred_industry'),
  intendedDuration: integer('intended_duration'),
  locationPreference: text('location_preference'),
  fieldOfStudy: text('field_of_study'),
  institutionName: text('institution_name'),
  yearOfEntry: integer('year_of_entry'),
  /** Null with `isPostgraduate` for MSc/PhD students. */
  yearOfGraduation: integer('year_of_graduation'),
  isPostgraduate: boolean('is_postgraduate').notNull().default(false),
  skills: text('skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  profileImageUrl: text('profile_image_url'),
  resumeUrl: text('resume_url'),
  mediaUrls: text('media_urls')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps,
})

/** The intern a row belongs to: it goes when the intern's account goes. */
const internOwnerId = () =>
  uuid('intern_id')
    .notNull()
    .references(() => interns.accountId, { onDelete: 'cascade' })
/** The intern of a row kept after they deleted their account: null then (decision 034). */
const internKeptId = () =>
  uuid('intern_id').references(() => interns.accountId, { onDelete: 'set null' })

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.accountId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    roleSummary: text('role_summary').notNull(),
    responsibilities: text('responsibilities').array().notNull(),
    requirements: text('requirements').array().notNull(),
    location: text('location').notNull(),
    type: roleType('type').notNull(),
    minimumSalary: integer('minimum_salary').notNull(),
    maximumSalary: integer('maximum_salary'),
    applicationDeadline: date('application_deadline'),
    /** Always months; `term` remembers how the company chose it. */
    durationMonths: integer('duration_months').notNull(),
    term: roleTerm('term').notNull(),
    /** Roles posted before placement types were asked for are internships. */
    placementType: placementType('placement_type').notNull().default('internship'),
    /** 16 or 24 for a SIWES/IT role; null for the others (domain placementDetails). */
    siwesWeeks: integer('siwes_weeks'),
    siwesProgrammes: text('siwes_programmes')
      .array()
      .$type<SiwesProgramme[]>()
      .notNull()
      .default(sql`'{}'`),
    /** The state of an NYSC role's place of primary assignment. */
    nyscState: text('nysc_state'),
    /** Perks offered; a perk not named is not offered. */
    perks: jsonb('perks').$type<RolePerks>().notNull().default({}),
    /** Title, summary, requirements and company name; written by the roles service. */
    searchDocument: tsvector('search_document').notNull(),
    /**
     * What the match score reads of the role's words (domain roleMatchFeatures), written with the
     * role; null only until the start after migration 0007 fills it (decision 019).
     */
    matchWords: text('match_words').array(),
    requirementWords: jsonb('requirement_words').$type<string[][]>(),
    /**
     * The same words as the database's text-search values, worked out by the database from the
     * two columns above whenever they are written (migration 0022): the role's match words as one
     * tsvector and each requirement's words as one, so that the ranking tests an intern's words
     * against a role with one `@@` each (decision 043).
     */
    matchVector: tsvector('match_vector')
      .notNull()
      .generatedAlwaysAs(sql`role_word_vector(match_words)`),
    requirementVectors: tsvector('requirement_vectors')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`role_requirement_vectors(requirement_words)`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set when the role's wording asks applicants for money (the no-fee policy, decision 022): it
     * is not public until an admin releases it. `heldReason` is what the company is told.
     */
    heldForReviewAt: timestamp('held_for_review_at', { withTimezone: true }),
    heldReason: text('held_reason'),
    removedByAdminAt: timestamp('removed_by_admin_at', { withTimezone: true }),
    /** What the operator gave as the reason for the removal; its company reads it on the role. */
    removedReason: text('removed_reason'),
    /** When the role was held against every job alert; null until the alerts sweep has (decision 025). */
    alertsMatchedAt: timestamp('alerts_matched_at', { withTimezone: true }),
    /** The company closed it early (decision 029): it takes no applications until reopened. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The company's state as the public lists and the intern's ranking read it: copies of its
     * account's status, its verification status and its industry, kept by the database's triggers
     * (migration 0021) on every change to the company, its account or the role's company, so that
     * a list of open roles reads no company and no account (decision 040). The rules on them stay
     * in roles.queries.ts (isLiveRole, isPublishedCompany). Written only by those triggers.
     */
    companyStatus: accountStatus('company_status').notNull().default('suspended'),
    companyVerification: companyVerification('company_verification')
      .notNull()
      .default('unsubmitted'),
    companyIndustry: text('company_industry'),
    ...timestamps,
  },
  (t) => [
    /**
     * The newest listed roles (decision 040): live, not closed, the company's account active, read
     * backwards. The deadline and the verification are checked on the rows read; an incremental sort
     * settles roles created at the same instant by id (a key with the id too was 1.8 times the size,
     * which the planner passed over, for 0.2 ms).
     */
    index('roles_listed_created_idx')
      .on(t.createdAt)
      .where(
        sql`${t.deletedAt} IS NULL AND ${t.removedByAdminAt} IS NULL AND ${t.heldForReviewAt} IS NULL AND ${t.closedAt} IS NULL AND ${t.companyStatus} = 'active'`,
      ),
    index('roles_search_idx').using('gin', t.searchDocument),
    index('roles_alerts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.alertsMatchedAt} IS NULL`),
    index('roles_open_deadline_idx')
      .on(t.applicationDeadline)
      .where(sql`${t.deletedAt} IS NULL AND ${t.removedByAdminAt} IS NULL`),
    /**
     * The location filter, ILIKE '%lagos%' (decision 020). gin_trgm_ops is pg_trgm's, created by
     * the custom migration just before this index's.
     */
    index('roles_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    index('roles_company_idx').on(t.companyId, t.createdAt),
    index('roles_open_created_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} IS NULL AND ${t.removedByAdminAt} IS NULL`),
    /** The placement-type filter, newest first (decision 028): one type's open roles in order. */
    index('roles_open_placement_created_idx')
      .on(t.placementType, t.createdAt)
      .where(sql`${t.deletedAt} IS NULL AND ${t.removedByAdminAt} IS NULL`),
    index('roles_held_idx')
      .on(t.heldForReviewAt)
      .where(sql`${t.heldForReviewAt} IS NOT NULL`),
  ],
)

export const savedRoles = pgTable(
  'saved_roles',
  {
    internId: internOwnerId(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the intern was reminded of the role's deadline (48 hours before it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.internId, t.roleId] }),
    index('saved_roles_role_idx').on(t.roleId),
  ],
)

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /**
     * Null once the role's company deleted its account and the application was kept, emptied, for
     * the intern's side of its chat (decision 037: `intern_id` and `company_id` are null then too;
     * the chat's surviving side is the conversation's).
     */
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'cascade' }),
    /**
     * The applicant; null once they deleted their account and the application was kept, emptied,
     * for the company's side of its chat (decision 034: `company_id` is null then too).
     */
    internId: internKeptId(),
    /**
     * The role's company, kept here so that a company's applicants are one range of an index
     * (issue #11). The database fills it from the role on every insert (trigger
     * applications_company_from_role, migration 0008; NOT NULL there), so inserts leave it out.
     */
    companyId: uuid('company_id').references(() => companies.accountId, { onDelete: 'cascade' }),
    resumeUrl: text('resume_url').notNull(),
    /** The applicant's details when they applied; null only for rows older than the column. */
    applicantSnapshot: jsonb('applicant_snapshot').$type<ApplicantSnapshot>(),
    status: applicationStatus('status').notNull().default('pending'),
    /** Set when the company first opens it; pending becomes in_review then. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The role was deleted; the application is kept, closed for the applicant. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When each party was last mailed about new chat messages: at most one mail per 15 minutes. */
    internMessageMailedAt: timestamp('intern_message_mailed_at', { withTimezone: true }),
    companyMessageMailedAt: timestamp('company_message_mailed_at', { withTimezone: true }),
    /** The company's first response: a decision or its first chat message (response-time figure). */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /**
     * When the company's time to answer starts (domain responseClockStart: the end of the role's
     * deadline day, or when sent); the no-response sweep reads it. Kept in step with the deadline.
     */
    responseClockFrom: timestamp('response_clock_from', { withTimezone: true }),
    noResponseWarnedAt: timestamp('no_response_warned_at', { withTimezone: true }),
    /** When the company was nudged about this applicant waiting more than 7 days. */
    waitingNudgedAt: timestamp('waiting_nudged_at', { withTimezone: true }),
    /** Why the company rejected it (domain REJECTION_REASONS) and its note; shown to the applicant. */
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('applications_role_intern_key').on(t.roleId, t.internId),
    index('applications_intern_idx').on(t.internId, t.createdAt),
    index('applications_undecided_clock_idx')
      .on(t.responseClockFrom)
      .where(sql`${t.status} IN ('pending', 'in_review')`),
    index('applications_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('pending', 'in_review') AND ${t.waitingNudgedAt} IS NULL`),
    index('applications_company_waiting_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.status} IN ('pending', 'in_review')`),
    index('applications_company_responded_idx')
      .on(t.companyId, t.respondedAt)
      .where(sql`${t.respondedAt} IS NOT NULL`),
    index('applications_company_idx').on(t.companyId, t.createdAt, t.id),
    /** The applicants page filtered by status (decision 029). */
    index('applications_company_status_idx').on(t.companyId, t.status, t.createdAt, t.id),
  ],
)

/**
 * How many applications each role of a company has in each status: the applicants page's counts
 * (decision 039). Kept by the database, in the same transaction as every insert, status change,
 * move and delete of an application, cascades included (trigger applications_count_statuses,
 * migration 0020), so no code path can forget it; a row whose count falls to 0 is deleted.
 * Counts the applications that have a company and a role, as the applicants page lists them.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    companyId: uuid('company_id').notNull(),
    roleId: uuid('role_id').notNull(),
    status: applicationStatus('status').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.roleId, t.status] })],
)

export const messages = pgTable(
  'messages',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sender: messageSender('sender').notNull(),
    body: text('body').notNull(),
    type: text('type').notNull().default('text'),
    /** What the scam-signal rule found when it was sent (decision 022). */
    scamSignals: text('scam_signals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_application_idx').on(t.applicationId, t.createdAt)],
)

/**
 * The inbox line of a chat, kept with every message and read (decision 017): the newest message
 * and each side's unread count, so an inbox reads one page of these rows, never the messages.
 * The company and the intern are copied from the application so each inbox is one index range.
 */
export const conversations = pgTable(
  'conversations',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null once the company deleted its account: the intern keeps the chat (decision 037). */
    companyId: uuid('company_id').references(() => companies.accountId, { onDelete: 'set null' }),
    /** Null once the intern deleted their account: the company keeps the chat (decision 034). */
    internId: internKeptId(),
    lastMessageId: uuid('last_message_id').notNull(),
    lastMessageSender: messageSender('last_message_sender').notNull(),
    lastMessageBody: text('last_message_body').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** The intern's messages the company has not read, and the other way round. */
    companyUnread: integer('company_unread').notNull().default(0),
    internUnread: integer('intern_unread').notNull().default(0),
    /** When a message of this chat was first flagged by the scam-signal rule: both sides see a notice. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    /**
     * The role's title, kept when its company deleted its account and the role went with it
     * (decision 037); null while the role exists (it is read from the role then).
     */
    roleTitle: text('role_title'),
  },
  (t) => [
    index('conversations_company_inbox_idx').on(t.companyId, t.lastMessageAt, t.lastMessageId),
    index('conversations_intern_inbox_idx').on(t.internId, t.lastMessageAt, t.lastMessageId),
  ],
)

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    /** The role a notification is about when no application is (a job alert's new role). */
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.createdAt)],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin has dealt with it (decision 022). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: uuid('handled_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    index('contact_messages_email_idx').on(t.email, t.createdAt),
    index('contact_messages_queue_idx').on(t.handledAt, t.createdAt),
  ],
)

/**
 * What is kept of an account deleted with a moderation history (decision 049): a pseudonymous
 * reference the kept reports point to, keyed hashes (HMAC) of its email, phone and RC number, and
 * whether they may sign up again. Nothing else of the account; the sweep erases the row, and the
 * reports that point to it, at `keep_until`.
 */
export const departedAccounts = pgTable(
  'departed_accounts',
  {
    id: id(),
    kind: accountKind('kind').notNull(),
    emailHash: text('email_hash').notNull(),
    phoneHash: text('phone_hash'),
    rcNumberHash: text('rc_number_hash'),
    /** Set while the email, phone and RC number cannot sign up again; an operator clears it. */
    signUpBlockedAt: timestamp('sign_up_blocked_at', { withTimezone: true }),
    /** Why sign-up is blocked: 'suspended' or 'open_reports'. */
    signUpBlockReason: text('sign_up_block_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('departed_accounts_email_idx').on(t.emailHash),
    index('departed_accounts_phone_idx').on(t.phoneHash),
    index('departed_accounts_rc_number_idx').on(t.rcNumberHash),
    index('departed_accounts_keep_until_idx').on(t.keepUntil),
  ],
)

/** A flagged or reported chat message as it was when flagged: the report keeps its words. */
export interface KeptMessage {
  id: string
  sender: 'company' | 'user'
  body: string
  signals: string[]
  sentAt: string
}

/**
 * A report by a user, or an automatic one by the scam-signal rule (decision 022). The target is
 * kept as the reporter named it and in the column of its kind. A report outlives its reporter and
 * its target (decision 049): their account columns go null and `*_departed_id` point to what is
 * kept of them, and the flagged messages' words are copied into `flagged_messages`.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    /** Null for an automatic report, and once the reporter deleted their account. */
    reporterId: uuid('reporter_id').references(() => accounts.id, { onDelete: 'set null' }),
    reporterDepartedId: uuid('reporter_departed_id').references(() => departedAccounts.id, {
      onDelete: 'cascade',
    }),
    source: reportSource('source').notNull().default('user'),
    targetType: reportTargetType('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: reportReason('reason').notNull(),
    details: text('details'),
    signals: text('signals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The company or intern reported. */
    targetAccountId: uuid('target_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** What is kept of the account reported (or behind the role or message) once it is deleted. */
    targetDepartedId: uuid('target_departed_id').references(() => departedAccounts.id, {
      onDelete: 'cascade',
    }),
    /** The chat of a message report. */
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    /** The reported message, or every message the scam check flagged while the report was open. */
    flaggedMessages: jsonb('flagged_messages')
      .$type<KeptMessage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: reportStatus('status').notNull().default('open'),
    /** One of REPORT_ACTIONS once handled. */
    action: text('action'),
    note: text('note'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: uuid('handled_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId),
    index('reports_target_account_idx').on(t.targetAccountId),
    index('reports_reporter_departed_idx').on(t.reporterDepartedId),
    index('reports_target_departed_idx').on(t.targetDepartedId),
    // One open report per reporter and target, and one open automatic report per chat.
    uniqueIndex('reports_open_by_reporter_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open' AND ${t.reporterId} IS NOT NULL`),
    uniqueIndex('reports_open_automatic_key')
      .on(t.applicationId)
      .where(sql`${t.status} = 'open' AND ${t.source} = 'automatic'`),
  ],
)

/**
 * Counters of fixed windows, one row per key ('messages:account:<id>', 'uploads:ip:<address>'):
 * the write limits of every process sharing the database (lib/write-limits.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
})

/** An intern's saved search: new roles that match reach them (DESIGN §10, decision 025). */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    internId: internOwnerId(),
    search: text('search'),
    location: text('location'),
    type: roleType('type'),
    /** One of ALERT_PLACEMENT_TYPES: only roles of that placement type match. */
    placementType: text('placement_type').$type<AlertPlacementType>(),
    frequency: alertFrequency('frequency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alerts_intern_idx').on(t.internId, t.createdAt)],
)

/**
 * A role an intern heard of through an alert: one row per intern and role, however many of their
 * alerts match, so nobody hears of a role twice. `frequency` is how it reaches them by mail: an
 * immediate row waits for its own mail, a daily one for the digest (`mailedAt` null until then).
 * An immediate row beyond the hour's mails, or whose role closed before its mail, turns daily
 * (decision 046).
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    internId: internOwnerId(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    frequency: alertFrequency('frequency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.internId, t.roleId] }),
    index('alert_matches_digest_idx')
      .on(t.internId, t.createdAt)
      .where(sql`${t.mailedAt} IS NULL`),
  ],
)

/**
 * The home page's email box: a weekly mail of new roles, sent only after the address confirmed
 * (double opt-in).
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The weekly mail last went out (or the subscription was confirmed) at this instant. */
    weeklyMailedAt: timestamp('weekly_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_subscriptions_email_key').on(t.email),
    index('email_subscriptions_weekly_idx')
      .on(t.weeklyMailedAt)
      .where(sql`${t.confirmedAt} IS NOT NULL AND ${t.unsubscribedAt} IS NULL`),
  ],
)

/**
 * Every admin action, kept for the audit log (who, what, when, why). The admin's email is copied so
 * the line stays readable after the admin account is gone.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    /** 'company.verify', 'account.suspend', 'role.remove', 'report.resolve' … */
    action: text('action').notNull(),
    /** 'company', 'account', 'role', 'report' … */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt),
    // The audit log's filters (by admin; by target type, and action within it), newest first.
    index('admin_actions_admin_idx').on(t.adminEmail, t.createdAt),
    index('admin_actions_target_idx').on(t.targetType, t.action, t.createdAt),
  ],
)

/**
 * Interviews (issue 14, decision 030): the company proposes times, the intern picks one. `slots`
 * are the proposed times (each with an id the intern chooses by); once chosen, `starts_at` and
 * `duration_minutes` hold it, so dashboards read the next ones from an index. `sequence` is the
 * calendar invitation's SEQUENCE: it grows with every change, and a reminder job carries the one
 * it was made for, so a moved or cancelled interview's old reminders do nothing.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    internId: uuid('intern_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<InterviewStatus>().notNull().default('proposed'),
    mode: text('mode').$type<InterviewMode>().notNull(),
    location: text('location'),
    link: text('link'),
    note: text('note'),
    internNote: text('intern_note'),
    cancelNote: text('cancel_note'),
    slots: jsonb('slots')
      .$type<{ id: string; startsAt: string; durationMinutes: number }[]>()
      .notNull(),
    chosenSlotId: text('chosen_slot_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    sequence: integer('sequence').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.createdAt),
    index('interviews_company_upcoming_idx')
      .on(t.companyId, t.startsAt)
      .where(sql`status = 'scheduled'`),
    index('interviews_intern_upcoming_idx')
      .on(t.internId, t.startsAt)
      .where(sql`status = 'scheduled'`),
  ],
)

export const letterKind = pgEnum('letter_kind', ['offer', 'siwes', 'nysc'])

/** The company as a letter was issued by it: the letter does not change when the profile does. */
export interface LetterCompany {
  name: string
  address: string | null
  phone: string | null
  email: string
  logoUrl: string | null
  /** CAC registration number; absent on letters issued before it was printed (issue 26). */
  rcNumber?: string | null
}

/**
 * The current acceptance letter of an accepted application (decision 031): its inputs, from
 * which the PDF is drawn on each download. Issuing again replaces the row.
 */
export const letters = pgTable('letters', {
  id: id(),
  applicationId: uuid('application_id')
    .notNull()
    .unique('letters_application_key')
    .references(() => applications.id, { onDelete: 'cascade' }),
  kind: letterKind('kind').notNull(),
  input: jsonb('input').$type<LetterInput>().notNull(),
  company: jsonb('company').$type<LetterCompany>().notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The reference printed on the letter (domain letterReference: 'IP/2026/000123'): its number and
   * the Lagos year it was first issued. Issuing again keeps both, so a school can quote it.
   */
  number: integer('number').notNull().generatedByDefaultAsIdentity(),
  referenceYear: integer('reference_year')
    .notNull()
    .default(sql`extract(year from now() at time zone 'UTC' + interval '1 hour')`),
  /** The state of the placement (the role's NYSC state, else the company's): whom an NYSC letter is to. */
  placementState: text('placement_state'),
})

export const sendChannel = pgEnum('send_channel', [
  'mail',
  'sms',
  'whatsapp',
] as const satisfies readonly SendChannel[])
/** SEND_STATUSES (packages/domain) says what each state means. */
export const sendStatus = pgEnum('send_status', [
  'queued',
  'held',
  'sent',
  'delivered',
  'failed',
  'dropped',
] as const satisfies readonly SendStatus[])

/**
 * One message handed to one channel for one event (decision 056): what the console's Background
 * work page shows went out and what failed. Holds no words: the address is masked, the text is
 * only in the sealed job.
 */
export const noticeSends = pgTable(
  'notice_sends',
  {
    id: id(),
    channel: sendChannel('channel').notNull(),
    event: text('event').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 'ad***@example.com', '+234803****567': enough for an operator to tell sends apart. */
    maskedTo: text('masked_to').notNull(),
    status: sendStatus('status').notNull().default('queued'),
    providerId: text('provider_id'),
    segments: integer('segments'),
    cost: text('cost'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notice_sends_created_idx').on(t.createdAt.desc(), t.id),
    index('notice_sends_channel_status_idx').on(t.channel, t.status, t.createdAt.desc()),
  ],
)
