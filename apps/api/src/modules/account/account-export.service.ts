import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { readAccountPreferences, type AccountExport } from '@app/domain'
import {
  accounts,
  applicationLetters,
  applications,
  interviews,
  interviewAvailability,
  interviewBookingInvites,
  companies,
  conversations,
  files,
  interns,
  jobAlerts,
  letters,
  messages,
  notifications,
  nyscClearances,
  nyscRejectionLetters,
  placements,
  reports,
  roles,
  savedRoles,
  sessions,
} from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import type { SignedInAccount } from '../../lib/sessions.js'
import { FILES_PATH, signedFileUrl } from '../files/files.queries.js'
import { siwesPapersOfAccount } from '../placements/siwes/siwes.queries.js'
import { logbookWeeksOfParty } from '../placements/logbook/logbook.queries.js'
import { stipendMonthsForExport } from '../placements/stipends/stipends.queries.js'
import { cvForExport } from '../career/cv/cv.queries.js'

/** A stored row as plain JSON: dates become ISO strings; what is not data for people is left out. */
const plain = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

const withoutSearchDocument = ({ searchDocument: _search, ...role }: typeof roles.$inferSelect) =>
  role

/**
 * Everything held about the account (NDPA 2023 s.34, the right of access; decision 022). Secrets
 * are left out: session token hashes and code HMACs are ours, not the account's data.
 */
export async function exportAccountData(
  ctx: AppContext,
  actor: Pick<SignedInAccount, 'id' | 'kind'>,
  now = new Date(),
): Promise<AccountExport> {
  const { db } = ctx
  const [account] = await db.select().from(accounts).where(eq(accounts.id, actor.id))
  if (!account || account.kind === 'admin') {
    throw new AppError('WRONG_ACCOUNT_KIND', 'Only intern and company accounts can export data.')
  }
  const isCompany = account.kind === 'company'

  const [profile] = isCompany
    ? await db.select().from(companies).where(eq(companies.accountId, account.id))
    : await db.select().from(interns).where(eq(interns.accountId, account.id))

  const ownRoles = isCompany
    ? await db
        .select()
        .from(roles)
        .where(eq(roles.companyId, account.id))
        .orderBy(asc(roles.createdAt))
    : []

  const applicationRows = await db
    .select({
      application: applications,
      roleTitle: roles.title,
      companyName: companies.companyName,
      letter: { kind: letters.kind, issuedAt: letters.issuedAt, details: letters.input },
    })
    .from(applications)
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(companies, eq(companies.accountId, roles.companyId))
    .leftJoin(letters, eq(letters.applicationId, applications.id))
    .where(isCompany ? eq(roles.companyId, account.id) : eq(applications.internId, account.id))
    .orderBy(asc(applications.createdAt))

  const applicationIds = applicationRows.map((row) => row.application.id)
  // An intern's chats kept after their company deleted its account are theirs still (037).
  const keptChats = isCompany
    ? []
    : await db
        .select({ id: conversations.applicationId })
        .from(conversations)
        .where(and(eq(conversations.internId, account.id), isNull(conversations.companyId)))
  const chatIds = [...applicationIds, ...keptChats.map((row) => row.id)]
  const chatMessages =
    chatIds.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(inArray(messages.applicationId, chatIds))
          .orderBy(asc(messages.createdAt), asc(messages.id))
  const mySender = isCompany ? 'company' : 'user'
  const interviewRows =
    applicationIds.length === 0
      ? []
      : await db
          .select()
          .from(interviews)
          .where(inArray(interviews.applicationId, applicationIds))
          .orderBy(asc(interviews.createdAt))

  const [availabilityRows, bookingInviteRows] = await Promise.all([
    isCompany
      ? db
          .select()
          .from(interviewAvailability)
          .where(eq(interviewAvailability.companyId, account.id))
      : [],
    db
      .select()
      .from(interviewBookingInvites)
      .where(
        eq(
          isCompany ? interviewBookingInvites.companyId : interviewBookingInvites.internId,
          account.id,
        ),
      )
      .orderBy(asc(interviewBookingInvites.invitedAt)),
  ])

  // The placements the account is a party to, with their supervisor and school details (issue 29).
  const placementRows = await db
    .select()
    .from(placements)
    .where(eq(isCompany ? placements.companyId : placements.internId, account.id))
    .orderBy(asc(placements.createdAt))
  const siwesPapers = await siwesPapersOfAccount(db, account.id, isCompany)
  const logbookRows = await logbookWeeksOfParty(db, isCompany ? 'company' : 'intern', account.id)
  // An NYSC placement's months: reminders, requests and the letters as issued (decision 062).
  const placementIds = placementRows.map((placement) => placement.id)
  const clearanceRows =
    placementIds.length === 0
      ? []
      : await db
          .select()
          .from(nyscClearances)
          .where(inArray(nyscClearances.placementId, placementIds))
          .orderBy(asc(nyscClearances.placementId), asc(nyscClearances.month))
  const rejectionRows =
    applicationIds.length === 0
      ? []
      : await db
          .select()
          .from(nyscRejectionLetters)
          .where(inArray(nyscRejectionLetters.applicationId, applicationIds))
          .orderBy(asc(nyscRejectionLetters.issuedAt))
  const stipendRows = await stipendMonthsForExport(db, isCompany ? 'company' : 'intern', account.id)
  const cv = isCompany ? null : await cvForExport(db, account.id)

  const [savedRoleRows, alertRows, letterRows] = isCompany
    ? [[], [], []]
    : await Promise.all([
        db
          .select({
            roleId: savedRoles.roleId,
            roleTitle: roles.title,
            companyName: companies.companyName,
            savedAt: savedRoles.createdAt,
            remindedAt: savedRoles.remindedAt,
          })
          .from(savedRoles)
          .innerJoin(roles, eq(roles.id, savedRoles.roleId))
          .innerJoin(companies, eq(companies.accountId, roles.companyId))
          .where(eq(savedRoles.internId, account.id))
          .orderBy(asc(savedRoles.createdAt)),
        db
          .select()
          .from(jobAlerts)
          .where(eq(jobAlerts.internId, account.id))
          .orderBy(asc(jobAlerts.createdAt)),
        db
          .select()
          .from(applicationLetters)
          .where(eq(applicationLetters.internId, account.id))
          .orderBy(asc(applicationLetters.createdAt)),
      ])

  const [notificationRows, reportRows, fileRows, sessionRows] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, account.id))
      .orderBy(asc(notifications.createdAt)),
    db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, account.id))
      .orderBy(asc(reports.createdAt)),
    db.select().from(files).where(eq(files.ownerId, account.id)).orderBy(asc(files.createdAt)),
    db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, account.id))
      .orderBy(asc(sessions.createdAt)),
  ])

  return {
    exportedAt: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      kind: account.kind,
      status: account.status,
      createdAt: account.createdAt.toISOString(),
      policiesAcceptedAt: account.policiesAcceptedAt?.toISOString() ?? null,
      phone: account.phone,
      phoneVerifiedAt: account.phoneVerifiedAt?.toISOString() ?? null,
    },
    consents: {
      policiesAcceptedAt: account.policiesAcceptedAt?.toISOString() ?? null,
      // The choices that apply: what was saved, over the defaults of the kind (an account made
      // before sign-up wrote them may hold none; decision 051).
      preferences: readAccountPreferences(account.kind, account.preferences),
      channels: {
        sms: account.smsNotices,
        whatsapp: account.whatsappNotices,
        jobAlerts: account.phoneJobAlerts,
      },
    },
    profile: profile ? plain(profile) : null,
    roles: ownRoles.map((role) => plain(withoutSearchDocument(role))),
    applications: applicationRows.map(({ application, roleTitle, companyName, letter }) =>
      isCompany
        ? plain({
            id: application.id,
            roleId: application.roleId,
            roleTitle,
            applicantId: application.internId,
            status: application.status,
            createdAt: application.createdAt,
            decidedAt: application.decidedAt,
            closedAt: application.closedAt,
          })
        : plain({ ...application, roleTitle, companyName, letter }),
    ),
    messages: chatMessages.map((message) =>
      plain({
        id: message.id,
        applicationId: message.applicationId,
        fromMe: message.sender === mySender,
        message: message.body,
        createdAt: message.createdAt,
        readAt: message.readAt,
      }),
    ),
    interviews: interviewRows.map(plain),
    interviewAvailability: availabilityRows[0] ? plain(availabilityRows[0]) : null,
    interviewBookingInvites: bookingInviteRows.map(plain),
    placements: placementRows.map(plain),
    siwesPapers: {
      scafs: siwesPapers.scafs.map(plain),
      itfForm8s: siwesPapers.itfForm8s.map(plain),
    },
    logbookWeeks: logbookRows.map(plain),
    nyscClearances: clearanceRows.map(plain),
    nyscRejectionLetters: rejectionRows.map(plain),
    stipendMonths: stipendRows.map(plain),
    cv: cv && plain(cv),
    savedRoles: savedRoleRows.map(plain),
    jobAlerts: alertRows.map(plain),
    applicationLetters: letterRows.map(plain),
    notifications: notificationRows.map(plain),
    reportsMade: reportRows.map((report) =>
      plain({
        id: report.id,
        targetType: report.targetType,
        targetId: report.targetId,
        reason: report.reason,
        details: report.details,
        status: report.status,
        action: report.action,
        createdAt: report.createdAt,
        handledAt: report.handledAt,
      }),
    ),
    files: fileRows.map((file) =>
      plain({
        id: file.id,
        url: signedFileUrl(ctx, FILES_PATH + file.storageKey),
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        originalName: file.originalName,
        isPrivate: file.isPrivate,
        createdAt: file.createdAt,
      }),
    ),
    sessions: sessionRows.map((session) =>
      plain({
        id: session.id,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        expiresAt: session.expiresAt,
        revokedAt: session.revokedAt,
        userAgent: session.userAgent,
        ip: session.ip,
      }),
    ),
  }
}
