import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  DECIDABLE_STATUSES,
  ROLE_PIPELINE_MESSAGES,
  canDecide,
  type BulkRejectInputSchema,
  type BulkRejectResult,
} from '@app/domain'
import type { z } from 'zod'
import { applications, companies, interns, roles } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { publishEvent } from '../../lib/events.js'
import { companyNameOf } from './company-applications.queries.js'
import { notifyEach } from '../notifications/notify.js'
import { noteRolesReviewed } from '../roles/role-freshness.queries.js'
import { closeInterviewsOfDecided } from './interviews/close-decided-interviews.js'

type BulkReject = z.output<typeof BulkRejectInputSchema>

const sqlCoalesceNow = (column: AnyPgColumn) => sql`coalesce(${column}, now())`

/**
 * Rejects several of the company's applicants with one reason, all or nothing (decision 029): an
 * id that is not the company's answers 404 and one already decided (or closed) answers 409, and
 * then nothing changes. Each applicant is notified, and mailed as a single rejection mails them.
 */
export async function rejectApplications(
  ctx: AppContext,
  company: Actor,
  input: BulkReject,
): Promise<BulkRejectResult> {
  const rejected = await ctx.db.transaction(async (tx) => {
    // FOR UPDATE: a decision racing this one waits, then finds these rows decided.
    const rows = await tx
      .select({
        id: applications.id,
        status: applications.status,
        closedAt: applications.closedAt,
        roleId: applications.roleId,
        internId: interns.accountId,
        roleTitle: roles.title,
        companyName: companies.companyName,
      })
      .from(applications)
      .innerJoin(roles, eq(roles.id, applications.roleId))
      .innerJoin(companies, eq(companies.accountId, roles.companyId))
      .innerJoin(interns, eq(interns.accountId, applications.internId))
      .where(and(inArray(applications.id, input.ids), eq(applications.companyId, company.id)))
      .for('update', { of: applications })
    if (rows.length !== input.ids.length) throw notFound(ROLE_PIPELINE_MESSAGES.bulkNotFound)
    if (rows.some((row) => row.closedAt || !canDecide(row.status)))
      throw new AppError('APPLICATION_DECIDED', ROLE_PIPELINE_MESSAGES.bulkDecided)

    const now = new Date()
    const updated = await tx
      .update(applications)
      .set({
        status: 'rejected',
        decidedAt: now,
        updatedAt: now,
        openedAt: sqlCoalesceNow(applications.openedAt),
        respondedAt: sqlCoalesceNow(applications.respondedAt),
        rejectionReason: input.reason,
        rejectionNote: input.note ?? null,
      })
      .where(
        and(
          inArray(applications.id, input.ids),
          eq(applications.companyId, company.id),
          inArray(applications.status, DECIDABLE_STATUSES),
          isNull(applications.closedAt),
        ),
      )
      .returning({ id: applications.id, status: applications.status })
    if (updated.length !== rows.length)
      throw new AppError('APPLICATION_DECIDED', ROLE_PIPELINE_MESSAGES.bulkDecided)
    await noteRolesReviewed(
      tx,
      rows.map((row) => row.roleId),
      now,
    )
    const closed = await closeInterviewsOfDecided(ctx, tx, company.id, input.ids, 'rejected')
    await notifyEach(
      ctx,
      tx,
      rows.map((row) => ({
        recipient: { accountId: row.internId },
        event: {
          name: 'application-decided',
          data: {
            applicationId: row.id,
            roleTitle: row.roleTitle,
            companyName: companyNameOf(row),
            decision: 'rejected',
            reason: input.reason,
            note: input.note ?? null,
            interviewCancelled: closed.has(row.id),
          },
        },
        options: { statusEvent: { id: row.id, status: 'rejected' } },
      })),
    )
    for (const row of updated) await publishEvent(tx, company.id, { type: 'status', data: row })
    return rows
  })

  return { rejected: rejected.map((row) => row.id) }
}
