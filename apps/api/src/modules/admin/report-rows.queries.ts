import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  DELETED_COMPANY_NAME,
  DELETED_USER_NAME,
  type AdminReport,
  type ChatParty,
  type DepartedAccount,
  type NoticeEventData,
  type ReportAction,
  type ReportedMessage,
  type ScamSignal,
} from '@app/domain'
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
import { departedReference } from '../reports/moderation-records.queries.js'

/*
 * The report console's reads: one joined row per report, and how the console and the reporter's
 * notice name what it points at, including targets whose account has since left (037).
 */

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

export type ReportRow = Awaited<ReturnType<typeof selectReports>>[number]

/** The sides of a chat: the application's, or the conversation's once one side left (034, 037). */
const chatCompanyId = sql<
  string | null
>`coalesce(${chatRole.companyId}, ${conversations.companyId})`
const chatInternId = sql<string | null>`coalesce(${chat.internId}, ${conversations.internId})`

/** Every report with what it points at, its reporter and its handler, as the console reads it. */
export const selectReports = (db: Db | Tx) =>
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

export const companyParty = (row: ReportRow): ChatParty => ({
  name: row.chatCompanyId ? (row.chatCompanyName ?? 'Company') : DELETED_COMPANY_NAME,
  accountId: row.chatCompanyId,
})
export const internParty = (row: ReportRow): ChatParty => ({
  name: row.chatInternId
    ? fullName(row.chatInternFirstName, row.chatInternLastName)
    : DELETED_USER_NAME,
  accountId: row.chatInternId,
})

export const reportedMessage = (kept: KeptMessage): ReportedMessage => ({
  ...kept,
  signals: kept.signals as ScamSignal[],
})

/** What is left to call a deleted target by: its kind and kept reference. */
function departedLabel(row: ReportRow, departed: DepartedAccount): string {
  const who = `${departed.kind === 'company' ? 'Deleted company' : 'Deleted intern'} (${departed.reference})`
  return row.report.targetType === 'role' ? `A role of a ${who.toLowerCase()}` : who
}

/** What the report points at, as the console shows it; null once the target is gone. */
function targetOf(row: ReportRow): AdminReport['target'] {
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

function chatOf(row: ReportRow): AdminReport['chat'] {
  if (row.report.targetType !== 'message') return null
  return {
    roleTitle: row.chatRoleTitle,
    company: companyParty(row),
    intern: internParty(row),
    messages: row.report.flaggedMessages.map(reportedMessage),
    canOpen: row.chatExists,
  }
}

export function reportDto(row: ReportRow): AdminReport {
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

/** What the reporter reported, as it is now (their notice names it); null once it is gone. */
export function reportedOf(row: ReportRow): NoticeEventData<'report-handled'>['reported'] {
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
