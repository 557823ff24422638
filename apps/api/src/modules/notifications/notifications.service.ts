import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { NOTIFICATION_MESSAGES, type Notification, type NotificationsQuery } from '@app/domain'
import { notifications } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'

type Row = typeof notifications.$inferSelect

export const notificationDto = (row: Row): Notification => ({
  id: row.id,
  title: row.title,
  description: row.description,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  application: row.applicationId ? { id: row.applicationId } : null,
  role: row.roleId ? { id: row.roleId } : null,
})

/** The account's notifications, newest first. */
export async function listNotifications(
  { db }: AppContext,
  account: Actor,
  query: NotificationsQuery,
) {
  const mine = eq(notifications.accountId, account.id)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(notifications).where(mine),
  ])
  return pageResult(rows.map(notificationDto), query.page, query.limit, total?.n ?? 0)
}

/** Marks one of the account's notifications read; another account's is not found. */
export async function markNotificationRead({ db }: AppContext, account: Actor, id: string) {
  if (!isUuid(id)) throw notFound(NOTIFICATION_MESSAGES.notFound)
  const mine = and(eq(notifications.id, id), eq(notifications.accountId, account.id))
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(notifications.readAt)))
  const [row] = await db.select().from(notifications).where(mine)
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound)
  return notificationDto(row)
}

export async function markAllNotificationsRead({ db }: AppContext, account: Actor) {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.accountId, account.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return { updated: updated.length }
}
