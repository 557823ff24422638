import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  ROLE_PIPELINE_MESSAGES,
  APPLICANT_CAP_MESSAGES,
  applicantSnapshotOf,
  isRoleFull,
  placesLeftOf,
  APPLICATION_MESSAGES,
  DOCUMENT_KINDS,
  INTERN_MESSAGES,
  RESUME_MAX_BYTES,
  ROLE_MESSAGES,
  responseClockStart,
  answerIssues,
  answersToKeep,
  meetsDealBreakers,
  type ScreeningQuestion,
  type ApplicantSnapshot,
  type ApplyInputSchema,
  type InternApplication,
  type InternMe,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, applications, companies, roles } from '../../db/schema.js'
import { notify } from '../notifications/notify.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { isUniqueViolation } from '../../lib/unique-violation.js'
import { findOwnedFile } from '../files/files.queries.js'
import { getInternProfile } from '../interns/interns.queries.js'
import {
  accountOfCompany,
  companyOfRole,
  isOpenRole,
  isPublishedCompany,
  lockedRoleQuestions,
  type PublishingRule,
} from '../roles/roles.queries.js'
import { getInternApplication } from './applications.service.js'

type ApplyValues = z.output<typeof ApplyInputSchema>

const alreadyApplied = () => new AppError('ALREADY_APPLIED', APPLICATION_MESSAGES.alreadyApplied)

/** A role by id, whether it still takes applications, and whose it is; deleted roles included. */
async function findRole(db: Db, config: PublishingRule, roleId: string) {
  if (!isUuid(roleId)) return null
  const [role] = await db
    .select({
      id: roles.id,
      title: roles.title,
      companyId: roles.companyId,
      applicationDeadline: roles.applicationDeadline,
      closedAt: roles.closedAt,
      asksCoverNote: roles.asksCoverNote,
      applicationCap: roles.applicationCap,
      applicationsCount: roles.applicationsCount,
      // An unpublished company's role (not yet verified) takes no applications either.
      isOpen: sql<boolean>`(${and(isOpenRole(), isPublishedCompany(config))})`,
    })
    .from(roles)
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .where(eq(roles.id, roleId))
  return role ?? null
}

/** The resume must be a PDF, DOC or DOCX of at most 10 MB that this intern uploaded. */
async function ownedResume(db: Db, internId: string, resumeUrl: string) {
  const file = await findOwnedFile(db, internId, resumeUrl)
  const fail = (
    code: 'VALIDATION_FAILED' | 'UNSUPPORTED_FILE_TYPE' | 'PAYLOAD_TOO_LARGE',
    m: string,
  ) => new AppError(code, m, { errors: { resumeUrl: m } })
  if (!file) throw fail('VALIDATION_FAILED', APPLICATION_MESSAGES.resumeRequired)
  if (!DOCUMENT_KINDS.includes(file.kind)) {
    throw fail('UNSUPPORTED_FILE_TYPE', INTERN_MESSAGES.resumeType)
  }
  if (file.sizeBytes > RESUME_MAX_BYTES) throw fail('PAYLOAD_TOO_LARGE', INTERN_MESSAGES.resumeType)
  return file
}

/**
 * A cover note goes with the application only when the role asks for one (decision 065): then it
 * is required; otherwise it is refused rather than dropped, so nothing typed is lost unseen.
 */
function checkCoverNote(isAsked: boolean, coverNote: string | undefined) {
  const message = isAsked
    ? !coverNote && APPLICATION_MESSAGES.coverNoteRequired
    : coverNote && APPLICATION_MESSAGES.coverNoteNotAsked
  if (message) throw new AppError('VALIDATION_FAILED', message, { errors: { coverNote: message } })
}

/**
 * The answers to the role's screening questions must be complete and of the right kinds (decision
 * 069); a missed deal-breaker does not refuse the application, it is kept as `meetsDealBreakers`.
 */
function checkedAnswers(questions: ScreeningQuestion[], answers: ApplyValues['answers']) {
  const issues = answerIssues(questions, answers)
  const [first] = Object.values(issues)
  if (first) {
    const errors = Object.fromEntries(
      Object.entries(issues).map(([questionId, message]) => [`answers.${questionId}`, message]),
    )
    throw new AppError('VALIDATION_FAILED', first, { errors })
  }
  return {
    answers: answersToKeep(questions, answers),
    meetsDealBreakers: meetsDealBreakers(questions, answers),
  }
}

/** The applicant as the profile has them, with the contact details given for this application. */
const snapshotOf = (profile: InternMe, contact: ApplyValues['contact']): ApplicantSnapshot => ({
  ...applicantSnapshotOf(profile),
  ...(contact && {
    firstName: contact.firstName,
    lastName: contact.lastName,
    otherName: contact.otherName || null,
    address: contact.address,
    countryCode: contact.countryCode,
    phoneNumber: contact.phoneNumber,
  }),
})

/**
 * Applies to an open role with a resume the intern uploaded. The application keeps the resume's
 * stable URL and the applicant's details as they are now; the company is told, with the name
 * masked. The unique index on (role, intern) settles two submissions racing each other.
 */
export async function applyToRole(
  ctx: AppContext,
  intern: Actor,
  input: ApplyValues & { roleId: string },
): Promise<InternApplication> {
  const { id: internId } = intern
  const { roleId } = input
  const role = await findRole(ctx.db, ctx.config, roleId)
  if (!role) throw new AppError('NOT_FOUND', ROLE_MESSAGES.notFound)
  const profile = await getInternProfile(ctx.db, internId)
  if (!profile.profileComplete) {
    throw new AppError('PROFILE_INCOMPLETE', APPLICATION_MESSAGES.profileIncomplete)
  }
  const [existing] = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.roleId, roleId), eq(applications.internId, internId)))
  if (existing) throw alreadyApplied()
  if (!role.isOpen) {
    const message = role.closedAt
      ? ROLE_PIPELINE_MESSAGES.closedByCompany
      : isRoleFull(placesLeftOf(role.applicationCap, role.applicationsCount))
        ? APPLICANT_CAP_MESSAGES.roleFull
        : APPLICATION_MESSAGES.roleClosed
    throw new AppError('ROLE_CLOSED', message)
  }
  checkCoverNote(role.asksCoverNote, input.coverNote)
  const resume = await ownedResume(ctx.db, internId, input.resumeUrl)
  const snapshot = snapshotOf(profile, input.contact)

  const applicationId = await ctx.db
    .transaction(async (tx) => {
      // Checked under the role's lock, against the questions an edit cannot change meanwhile, and
      // against its cap, whose last place no other application can take meanwhile (decision 071).
      const locked = await lockedRoleQuestions(tx, roleId)
      if (isRoleFull(placesLeftOf(locked.applicationCap, locked.applicationsCount))) {
        throw new AppError('ROLE_CLOSED', APPLICANT_CAP_MESSAGES.roleFull)
      }
      const { questions } = locked
      const screening = checkedAnswers(questions, input.answers)
      const [created] = await tx
        .insert(applications)
        .values({
          roleId,
          internId,
          resumeUrl: resume.url,
          coverNote: input.coverNote ?? null,
          ...screening,
          applicantSnapshot: snapshot,
          responseClockFrom: responseClockStart(new Date(), role.applicationDeadline),
        })
        .returning({ id: applications.id })
      if (!created) throw new Error('The application row was not saved')
      await notify(
        ctx,
        tx,
        { accountId: role.companyId },
        {
          name: 'application-received',
          data: {
            applicationId: created.id,
            roleTitle: role.title,
            firstName: snapshot.firstName,
            lastName: snapshot.lastName,
          },
        },
        { statusEvent: { id: created.id, status: 'pending' } },
      )
      return created.id
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? alreadyApplied() : error
    })
  return getInternApplication(ctx, intern, applicationId)
}
