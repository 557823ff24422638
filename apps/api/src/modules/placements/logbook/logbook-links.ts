import crypto from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { LOGBOOK_LINK_DAYS, MS_PER_DAY, type LogbookWeek, type NoticeEventName } from '@app/domain'
import type { Tx } from '../../../db/client.js'
import { logbookLinks } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { logbookSignLink } from '../../../lib/web-links.js'
import { notifyEach } from '../../notifications/notify.js'
import type { PlacementRow } from '../placement-access.queries.js'

/** What is kept of a token: its SHA-256, so the table cannot be turned back into links. */
export const hashLogbookToken = (token: string) =>
  crypto.createHash('sha256').update(token).digest('base64url')

/**
 * A new link to sign one week: 256 random bits, kept only as a hash, working LOGBOOK_LINK_DAYS.
 * A new submission replaces the week's earlier links; a reminder adds one beside them, since
 * the link it repeats cannot be read back from its hash (decision 061).
 */
export async function issueSignLink(
  tx: Tx,
  weekId: string,
  now: Date,
  { replaceEarlier }: { replaceEarlier: boolean },
) {
  if (replaceEarlier) {
    await tx
      .update(logbookLinks)
      .set({ replacedAt: now })
      .where(and(eq(logbookLinks.weekId, weekId), isNull(logbookLinks.replacedAt)))
  }
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + LOGBOOK_LINK_DAYS * MS_PER_DAY)
  await tx.insert(logbookLinks).values({
    weekId,
    tokenHash: hashLogbookToken(token),
    expiresAt,
    createdAt: now,
  })
  return { token, expiresAt }
}

/** The student's name as the supervisor knows them. */
export const internNameOf = (row: Pick<PlacementRow, 'internFirstName' | 'internLastName'>) =>
  [row.internFirstName, row.internLastName].filter(Boolean).join(' ') || 'Your student'

/**
 * Sends the supervisor the week's link: by mail, and by SMS to the mobile number the company gave.
 * The supervisor has no account, so neither message waits on anyone's settings.
 */
export async function sendSignLink(
  ctx: AppContext,
  tx: Tx,
  row: PlacementRow,
  week: Pick<LogbookWeek, 'weekStart' | 'weekNumber'>,
  link: { token: string; expiresAt: Date },
  name: Extract<NoticeEventName, 'logbook-sign-requested' | 'logbook-sign-reminder'>,
) {
  const { placement } = row
  if (!placement.supervisorEmail) return
  const event = {
    name,
    data: {
      placementId: placement.id,
      weekStart: week.weekStart,
      weekNumber: week.weekNumber,
      internName: internNameOf(row),
      companyName: row.companyName?.trim() || 'A company',
      roleTitle: row.roleTitle,
      supervisorName: placement.supervisorName ?? 'Supervisor',
      link: logbookSignLink(ctx.config, link.token),
      expiresAt: link.expiresAt.toISOString(),
    },
  } as const
  await notifyEach(ctx, tx, [
    { recipient: { email: placement.supervisorEmail }, event },
    ...(placement.supervisorPhone
      ? [{ recipient: { phone: placement.supervisorPhone, channel: 'sms' as const }, event }]
      : []),
  ])
}
