import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  DELETED_COMPANY_NAME,
  DELETED_USER_NAME,
  REPORT_CONVERSATION_MAX_MESSAGES,
  REPORT_MESSAGES,
  type AdminReport,
  type AdminReportsQuery,
  type ChatParty,
  type DepartedAccount,
  type NoticeEventData,
  type ReportAction,
  type ReportConversation,
  type ReportedMessage,
  type ResolveReportInputSchema,
  type ScamSignal,
} from '@app/domain'
import type { z } from 'zod'
import {
  accounts,
  applications,
  companies,
  conversations,
  departedAccounts,
  interns,
  messages,
  reports,
  roles,
  type KeptMessage,
} from '../../db/schema.js'
import type { Db, Tx } from '../../db/client.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { recordAdminAction, type AdminActor } from './audit-log.js'
import { notify } from '../notifications/notify.js'
import { departedReference, keptMessage } from '../reports/moderation-records.queries.js'

const reporter = alias(accounts, 'reporter')
const handler = alias(accounts, 'handler')
const roleCompany = alias(companies, 'role_company')
const chat = alias(applications, 'chat')
const chatRole = alias(roles, 'chat_role')
const chatCompany = alias(companies, 'chat_company')
const chatIntern = alias(interns, 'chat_intern')
const targetCompany = alias(companies, 'target_company')
const targetIntern = alias(interns, 'target_intern')
const reporterDeparted = alias(departedAccounts, 'reporter_departed')
const targetDeparted = alias(departedAccounts, 'target_departed')

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'Applicant'

type Row = Awaited<ReturnType<typeof selectReports>>[number]

/** The sides of a chat: the application's, or the conversation's once one side left (034, 037). */
const chatCompanyId = sql<
  string | null
>`coalesce(${chatRole.companyId}, ${conversations.companyId})`
const chatInternId = sql<string | null>`coalesce(${chat.internId}, ${conversations.internId})`

const selectReports = (db: Db | Tx) =>
  db
    .select({
      report: reports,
      reporterEmail: reporter.email,
      reporterKind: reporter.kind,
      reporterDeparted,
      handlerEmail: handler.email,
      roleTitle: roles.title,
      roleCompanyId: roles.companyId,
      roleCompanyName: roleCompany.companyName,
      messageBody: messages.body,
      messageSender: messages.sender,
      chatRoleId: chat.roleId,
      chatRoleTitle: sql<string | null>`coalesce(${chatRole.title}, ${conversations.roleTitle})`,
      chatExists: sql<boolean>`${conversations.applicationId} is not null`,
      chatCompanyId: chatCompany.accountId,
      chatCompanyName: chatCompany.companyName,
      chatInternId: chatIntern.accountId,
      chatInternFirstName: chatIntern.firstName,
      chatInternLastName: chatIntern.lastName,
      companyName: targetCompany.companyName,
      companyAccountId: targetCompany.accountId,
      internFirstName: targetIntern.firstName,
      internLastName: targetIntern.lastName,
      internAccountId: targetIntern.accountId,
      targetDeparted,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reporterDeparted, eq(reporterDeparted.id, reports.reporterDepartedId))
    .leftJoin(handler, eq(handler.id, reports.handledById))
    .leftJoin(roles, eq(roles.id, reports.roleId))
    .leftJoin(roleCompany, eq(roleCompany.accountId, roles.companyId))
    .leftJoin(messages, eq(messages.id, reports.messageId))
    .leftJoin(chat, eq(chat.id, reports.applicationId))
    .leftJoin(conversations, eq(conversations.applicationId, reports.applicationId))
    .leftJoin(chatRole, eq(chatRole.id, chat.roleId))
    .leftJoin(chatCompany, eq(chatCompany.accountId, chatCompanyId))
    .leftJoin(chatIntern, eq(chatIntern.accountId, chatInternId))
    .leftJoin(targetCompany, eq(targetCompany.accountId, reports.targetAccountId))
    .leftJoin(targetIntern, eq(targetIntern.accountId, reports.targetAccountId))
    .leftJoin(targetDeparted, eq(targetDeparted.id, reports.targetDepartedId))
    .$dynamic()

function departedDto(row: typeof departedAccounts.$inferSelect | null): DepartedAccount | null {
  if (!row) return null
  return {
    id: row.id,
    kind: row.kind === 'company' ? 'company' : 'intern',
    reference: departedReference(row.id),
    signUpBlocked: row.signUpBlockedAt !== null,
    keptUntil: row.keepUntil.toISOString(),
  }
}

const companyParty = (row: Row): ChatParty => ({
  name: row.chatCompanyId ? (row.chatCompanyName ?? 'Company') : DELETED_COMPANY_NAME,
  accountId: row.chatCompanyId,
})
const internParty = (row: Row): ChatParty => ({
  name: row.chatInternId
    ? fullName(row.chatInternFirstName, row.chatInternLastName)
    : DELETED_USER_NAME,
  accountId: row.chatInternId,
})

const reportedMessage = (kept: KeptMessage): ReportedMessage => ({
  ...kept,
  signals: kept.signals as ScamSignal[],
})

/** What is left to call a deleted target by: its kind and kept reference. */
function departedLabel(row: Row, departed: DepartedAccount): string {
  const who = `${departed.kind === 'company' ? 'Deleted company' : 'Deleted intern'} (${departed.reference})`
  return row.report.targetType === 'role' ? `A role of a ${who.toLowerCase()}` : who
}

/** What the report points at, as the console shows it; null once the target is gone. */
function targetOf(row: Row): AdminReport['target'] {
  const departed = departedDto(row.targetDeparted)
  const gone = (applicationId: string | null = null) =>
    departed
      ? {
          label: departedLabel(row, departed),
          accountId: null,
          accountName: null,
          roleId: null,
          applicationId,
          departed,
        }
      : null
  switch (row.report.targetType) {
    case 'role':
      return row.roleTitle === null
        ? gone()
        : {
            label: `${row.roleTitle} at ${row.roleCompanyName ?? 'a company'}`,
            accountId: row.roleCompanyId,
            accountName: row.roleCompanyName ?? 'Company',
            roleId: row.report.roleId,
            applicationId: null,
            departed: null,
          }
    case 'company':
      return row.companyAccountId === null
        ? gone()
        : {
            label: row.companyName ?? 'Company',
            accountId: row.companyAccountId,
            accountName: row.companyName ?? 'Company',
            roleId: null,
            applicationId: null,
            departed: null,
          }
    case 'intern':
      return row.internAccountId === null
        ? gone()
        : {
            label: fullName(row.internFirstName, row.internLastName),
            accountId: row.internAccountId,
            accountName: fullName(row.internFirstName, row.internLastName),
            roleId: null,
            applicationId: null,
            departed: null,
          }
    case 'message': {
      // The words are kept with the report; the message itself may be gone with its chat.
      const first = row.report.flaggedMessages[0]
      const label = row.messageBody ?? first?.body
      if (label === undefined) return gone(row.report.applicationId)
      const sender = row.messageSender ?? first?.sender
      const party = sender === 'company' ? companyParty(row) : internParty(row)
      return {
        label,
        accountId: party.accountId,
        accountName: party.accountId ? party.name : null,
        roleId: row.chatExists ? row.chatRoleId : null,
        applicationId: row.chatExists ? row.report.applicationId : null,
        departed,
      }
    }
  }
}

function chatOf(row: Row): AdminReport['chat'] {
  if (row.report.targetType !== 'message') return null
  return {
    roleTitle: row.chatRoleTitle,
    company: companyParty(row),
    intern: internParty(row),
    messages: row.report.flaggedMessages.map(reportedMessage),
    canOpen: row.chatExists,
  }
}

function reportDto(row: Row): AdminReport {
  const { report } = row
  const departedReporter = departedDto(row.reporterDeparted)
  const liveReporter =
    report.reporterId && row.reporterEmail && row.reporterKind && row.reporterKind !== 'admin'
      ? { id: report.reporterId, email: row.reporterEmail, kind: row.reporterKind, departed: null }
      : null
  return {
    id: report.id,
    status: report.status,
    source: report.source,
    reason: report.reason,
    details: report.details,
    signals: report.signals as ScamSignal[],
    targetType: report.targetType,
    targetId: report.targetId,
    createdAt: report.createdAt.toISOString(),
    reporter:
      liveReporter ??
      (departedReporter
        ? { id: null, email: null, kind: departedReporter.kind, departed: departedReporter }
        : null),
    target: targetOf(row),
    chat: chatOf(row),
    action: report.action as ReportAction | null,
    note: report.note,
    handledAt: report.handledAt?.toISOString() ?? null,
    handledBy: row.handlerEmail,
  }
}

/** The console's queue: open reports oldest first (who waited longest), handled newest first. */
export async function listReports(ctx: AppContext, query: AdminReportsQuery) {
  const where = eq(reports.status, query.status)
  const order =
    query.status === 'open'
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.handledAt), desc(reports.id)]
  const [rows, [total]] = await Promise.all([
    selectReports(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    ctx.db.select({ n: count() }).from(reports).where(where),
  ])
  return pageResult(rows.map(reportDto), query.page, query.limit, total?.n ?? 0)
}

/**
 * The chat a message report is about, read only, for the operator (decision 049): both sides by
 * name and its newest messages. Each reading is a line of the audit log, so who read which chat
 * is on record; only a chat that was reported or flagged can be opened.
 */
export async function openReportConversation(
  ctx: AppContext,
  admin: AdminActor,
  reportId: string,
): Promise<ReportConversation> {
  if (!isUuid(reportId)) throw notFound(REPORT_MESSAGES.reportNotFound)
  const [row] = await selectReports(ctx.db).where(eq(reports.id, reportId))
  if (!row) throw notFound(REPORT_MESSAGES.reportNotFound)
  const applicationId = row.report.applicationId
  if (row.report.targetType !== 'message' || !row.chatExists || !applicationId) {
    throw notFound(REPORT_MESSAGES.chatNotFound)
  }
  return ctx.db.transaction(async (tx) => {
    const ofChat = eq(messages.applicationId, applicationId)
    const [[total], newest] = await Promise.all([
      tx.select({ n: count() }).from(messages).where(ofChat),
      tx
        .select()
        .from(messages)
        .where(ofChat)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(REPORT_CONVERSATION_MAX_MESSAGES),
    ])
    await recordAdminAction(tx, admin, {
      action: 'report.open_chat',
      targetType: 'report',
      targetId: reportId,
    })
    return {
      reportId,
      roleTitle: row.chatRoleTitle,
      company: companyParty(row),
      intern: internParty(row),
      messages: newest.reverse().map((message) => reportedMessage(keptMessage(message))),
      earlierLeftOut: Math.max(0, (total?.n ?? 0) - newest.length),
    }
  })
}

/** What the reporter reported, as it is now (their notice names it); null once it is gone. */
function reportedOf(row: Row): NoticeEventData<'report-handled'>['reported'] {
  switch (row.report.targetType) {
    case 'role':
      return row.roleTitle === null ? null : { type: 'role', roleTitle: row.roleTitle }
    case 'company':
      return row.companyName ? { type: 'company', companyName: row.companyName } : null
    case 'intern':
      return row.internAccountId === null
        ? null
        : { type: 'intern', firstName: row.internFirstName, lastName: row.internLastName }
    case 'message':
      return row.messageBody === null ? null : { type: 'message' }
  }
}

/**
 * Marks a report handled with what was done (decision 022: the removal or suspension itself has
 * its own route and audit line), writes the audit line, and tells a user reporter in-app.
 */
export async function resolveReport(
  ctx: AppContext,
  admin: AdminActor,
  input: z.output<typeof ResolveReportInputSchema> & { reportId: string },
) {
  const { reportId, action, note } = input
  if (!isUuid(reportId)) throw notFound(REPORT_MESSAGES.reportNotFound)
  return ctx.db.transaction(async (tx) => {
    const [handled] = await tx
      .update(reports)
      .set({
        status: 'handled',
        action,
        note: note ?? null,
        handledAt: sql`now()`,
        handledById: admin.id,
      })
      .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
      .returning()
    if (!handled) {
      const [exists] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(eq(reports.id, reportId))
      if (exists) throw new AppError('REPORT_HANDLED', REPORT_MESSAGES.alreadyHandled)
      throw notFound(REPORT_MESSAGES.reportNotFound)
    }
    await recordAdminAction(tx, admin, {
      action: 'report.resolve',
      targetType: 'report',
      targetId: reportId,
      reason: note ? `${action}: ${note}` : action,
    })
    if (handled.reporterId) {
      const [row] = await selectReports(tx).where(eq(reports.id, handled.id))
      await notify(
        ctx,
        tx,
        { accountId: handled.reporterId },
        {
          name: 'report-handled',
          data: {
            applicationId: handled.applicationId,
            action,
            reported: row ? reportedOf(row) : null,
          },
        },
      )
    }
    return { id: handled.id, status: handled.status, action }
  })
}
