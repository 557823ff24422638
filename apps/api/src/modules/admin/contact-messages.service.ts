import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { REPORT_MESSAGES, type AdminContact, type AdminReportsQuery } from '@app/domain'
import { accounts, contactMessages } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { recordAdminAction, type AdminActor } from './audit-log.js'

type Row = typeof contactMessages.$inferSelect & { handledBy: string | null }

const contactDto = (row: Row): AdminContact => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  status: row.handledAt ? 'handled' : 'open',
  note: row.note,
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy,
})

/** The contact form's messages in the console: open ones oldest first, handled newest first. */
export async function listContactMessages(ctx: AppContext, query: AdminReportsQuery) {
  const isOpen = query.status === 'open'
  const where = isOpen ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt)
  const order = isOpen
    ? [asc(contactMessages.createdAt), asc(contactMessages.id)]
    : [desc(contactMessages.handledAt), desc(contactMessages.id)]
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ...columnsOf(), handledBy: accounts.email })
      .from(contactMessages)
      .leftJoin(accounts, eq(accounts.id, contactMessages.handledById))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    ctx.db.select({ n: count() }).from(contactMessages).where(where),
  ])
  return pageResult(rows.map(contactDto), query.page, query.limit, total?.n ?? 0)
}

const columnsOf = () => ({
  id: contactMessages.id,
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledById: contactMessages.handledById,
  note: contactMessages.note,
})

/** Marks a contact message handled (answered by mail or phone), with the audit line. */
export async function resolveContactMessage(
  ctx: AppContext,
  admin: AdminActor,
  input: { contactId: string; note?: string | undefined },
): Promise<AdminContact> {
  const { contactId, note } = input
  if (!isUuid(contactId)) throw notFound(REPORT_MESSAGES.contactNotFound)
  const row = await ctx.db.transaction(async (tx) => {
    const [handled] = await tx
      .update(contactMessages)
      .set({ handledAt: sql`now()`, handledById: admin.id, note: note ?? null })
      .where(and(eq(contactMessages.id, contactId), isNull(contactMessages.handledAt)))
      .returning()
    if (!handled) {
      const [exists] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, contactId))
      if (exists) throw new AppError('REPORT_HANDLED', REPORT_MESSAGES.contactHandled)
      throw notFound(REPORT_MESSAGES.contactNotFound)
    }
    await recordAdminAction(tx, admin, {
      action: 'contact.resolve',
      targetType: 'contact',
      targetId: contactId,
      reason: note ?? null,
    })
    return handled
  })
  return contactDto({ ...row, handledBy: admin.email })
}
