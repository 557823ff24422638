import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import {
  REPORT_CONVERSATION_MAX_MESSAGES,
  REPORT_MESSAGES,
  type AdminReportsQuery,
  type ReportConversation,
  type ResolveReportInputSchema,
} from '@app/domain'
import type { z } from 'zod'
import { messages, reports } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { recordAdminAction, type AdminActor } from './audit-log.js'
import { notify } from '../notifications/notify.js'
import { keptMessage } from '../reports/moderation-records.queries.js'
import {
  companyParty,
  internParty,
  reportDto,
  reportedMessage,
  reportedOf,
  selectReports,
} from './report-rows.queries.js'

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
