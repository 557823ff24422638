import type { NotificationType } from '@app/domain'
import type { Tx } from '../../db/client.js'
import { notifications } from '../../db/schema.js'
import { publishEvent, type LiveEvent } from '../../lib/events.js'

/** A notification to write, and optionally the application status change to push with it. */
export interface InAppNotice {
  accountId: string
  type: NotificationType
  title: string
  description: string
  applicationId?: string | null
  roleId?: string | null
  createdAt?: Date
  statusEvent?: { id: string; status: string }
}

/**
 * Writes notifications and pushes them (and any status change) to their accounts' open
 * browsers. Run it inside the transaction that makes the change: PostgreSQL delivers a NOTIFY on
 * commit and drops it on rollback, so nobody hears of a change that did not happen.
 */
export async function writeInAppNotices(tx: Tx, notices: InAppNotice[]) {
  if (notices.length === 0) return
  // PostgreSQL answers RETURNING in the order of the VALUES list, so rows[i] is notices[i].
  const rows = await tx
    .insert(notifications)
    .values(
      notices.map(({ statusEvent: _statusEvent, ...notice }) => ({
        ...notice,
        applicationId: notice.applicationId ?? null,
      })),
    )
    .returning()
  for (const [index, row] of rows.entries()) {
    const events: LiveEvent[] = [{ type: 'notification', data: noticeEvent(row) }]
    const statusEvent = notices[index]?.statusEvent
    if (statusEvent) events.push({ type: 'status', data: statusEvent })
    for (const event of events) await publishEvent(tx, row.accountId, event)
  }
}

/** Events carry ids only; the browser refetches what they name. */
const noticeEvent = (row: typeof notifications.$inferSelect) => ({
  id: row.id,
  applicationId: row.applicationId,
})
