import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  REPORT_MESSAGES,
  maskedApplicantName,
  type AdminReport,
  type AdminReportsQuery,
  type ReportAction,
  type ResolveReportInputSchema,
  type ScamSignal,
} from '@app/domain'
import type { z } from 'zod'
import {
  accounts,
  applications,
  companies,
  interns,
  messages,
  reports,
  roles,
} from '../../db/schema.js'
import type { Db, Tx } from '../../db/client.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { recordAdminAction, type AdminActor } from '../admin/audit-log.js'
import { notifyInTransaction } from '../notifications/notifications.service.js'

const reporter = alias(accounts, 'reporter')
const handler = alias(accounts, 'handler')
const roleCompany = alias(companies, 'role_company')
const chat = alias(applications, 'chat')
const chatRole = alias(roles, 'chat_role')
const targetCompany = alias(companies, 'target_company')
const targetIntern = alias(interns, 'target_intern')

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'Applicant'

type Row = Awaited<ReturnType<typeof selectReports>>[number]

const selectReports = (db: Db | Tx) =>
  db
    .select({
      report: reports,
      reporterEmail: reporter.email,
      reporterKind: reporter.kind,
      handlerEmail: handler.email,
      roleTitle: roles.title,
      roleCompanyId: roles.companyId,
      roleCompanyName: roleCompany.companyName,
      messageBody: messages.body,
      messageSender: messages.sender,
      chatInternId: chat.internId,
      chatRoleId: chat.roleId,
      chatCompanyId: chatRole.companyId,
      companyName: targetCompany.companyName,
      companyAccountId: targetCompany.accountId,
      internFirstName: targetIntern.firstName,
      internLastName: targetIntern.lastName,
      internAccountId: targetIntern.accountId,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(handler, eq(handler.id, reports.handledById))
    .leftJoin(roles, eq(roles.id, reports.roleId))
    .leftJoin(roleCompany, eq(roleCompany.accountId, roles.companyId))
    .leftJoin(messages, eq(messages.id, reports.messageId))
    .leftJoin(chat, eq(chat.id, reports.applicationId))
    .leftJoin(chatRole, eq(chatRole.id, chat.roleId))
    .leftJoin(targetCompany, eq(targetCompany.accountId, reports.targetAccountId))
    .leftJoin(targetIntern, eq(targetIntern.accountId, reports.targetAccountId))
    .$dynamic()

/** What the report points at, as the console shows it; null once the target is gone. */
function targetOf(row: Row): AdminReport['target'] {
  switch (row.report.targetType) {
    case 'role':
      return row.roleTitle === null
        ? null
        : {
            label: `${row.roleTitle} at ${row.roleCompanyName ?? 'a company'}`,
            accountId: row.roleCompanyId,
            roleId: row.report.roleId,
            applicationId: null,
          }
    case 'company':
      return row.companyAccountId === null
        ? null
        : {
            label: row.companyName ?? 'Company',
            accountId: row.companyAccountId,
            roleId: null,
            applicationId: null,
          }
    case 'intern':
      return row.internAccountId === null
        ? null
        : {
            label: fullName(row.internFirstName, row.internLastName),
            accountId: row.internAccountId,
            roleId: null,
            applicationId: null,
          }
    case 'message':
      return row.messageBody === null
        ? null
        : {
            label: row.messageBody,
            accountId: row.messageSender === 'company' ? row.chatCompanyId : row.chatInternId,
            roleId: row.chatRoleId,
            applicationId: row.report.applicationId,
          }
  }
}

function reportDto(row: Row): AdminReport {
  const { report } = row
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
      report.reporterId && row.reporterEmail && row.reporterKind && row.reporterKind !== 'admin'
        ? { id: report.reporterId, email: row.reporterEmail, kind: row.reporterKind }
        : null,
    target: targetOf(row),
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

const TOLD_REPORTER: Record<ReportAction, string> = {
  none: 'We looked into your report and found nothing that breaks our rules this time. Thank you for telling us.',
  warned: 'We looked into your report and warned the account involved. Thank you for telling us.',
  role_removed: 'We looked into your report and removed the role. Thank you for telling us.',
  account_suspended:
    'We looked into your report and suspended the account involved. Thank you for telling us.',
}

/**
 * What the reporter reported, in the words of their notice: 'the role “Sales Intern”'. A name of
 * an applicant is masked, as in every notice; null once the target is gone.
 */
function reportedThing(row: Row): string | null {
  switch (row.report.targetType) {
    case 'role':
      return row.roleTitle === null ? null : `the role “${row.roleTitle}”`
    case 'company':
      return row.companyName ? `the company “${row.companyName}”` : null
    case 'intern':
      return row.internAccountId === null
        ? null
        : `the applicant ${maskedApplicantName(row.internFirstName, row.internLastName)}`
    case 'message':
      return row.messageBody === null ? null : 'a message in your chat'
  }
}

/** The reporter's notice names what they reported, so that several reports can be told apart. */
const reviewedTitle = (thing: string | null) =>
  thing ? `Your report about ${thing} was reviewed` : 'Your report was reviewed'

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
      await notifyInTransaction(tx, [
        {
          accountId: handled.reporterId,
          type: 'report',
          title: reviewedTitle(row ? reportedThing(row) : null),
          description: TOLD_REPORTER[action],
          applicationId: handled.applicationId,
        },
      ])
    }
    return { id: handled.id, status: handled.status, action }
  })
}
