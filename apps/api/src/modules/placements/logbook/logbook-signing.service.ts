import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { LOGBOOK_MESSAGES, type LogbookSignInputSchema, type LogbookSignView } from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import { logbookLinks, logbookWeeks } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import { notify } from '../../notifications/notify.js'
import { findPlacementById } from '../placement-access.queries.js'
import { hashLogbookToken, internNameOf } from './logbook-links.js'
import { periodOf, weekDto } from './logbook.service.js'

/** A token as we issue them: 32 random bytes in base64url. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * The week a signing link is for, if the link may still sign it: the link is ours, its week is
 * not signed yet (410 used), it was not replaced by a newer submission and its 14 days are not
 * over (410 expired). Nothing else of the placement is reachable through it.
 */
async function weekOfLink(db: Db | Tx, token: string, now: Date, lock = false) {
  const invalid = new AppError('LOGBOOK_LINK_INVALID', LOGBOOK_MESSAGES.linkInvalid)
  if (!TOKEN_PATTERN.test(token)) throw invalid
  const query = db
    .select({ link: logbookLinks, week: logbookWeeks })
    .from(logbookLinks)
    .innerJoin(logbookWeeks, eq(logbookWeeks.id, logbookLinks.weekId))
    .where(eq(logbookLinks.tokenHash, hashLogbookToken(token)))
  const [found] = await (lock ? query.for('update', { of: logbookWeeks }) : query)
  if (!found) throw invalid
  const { link, week } = found
  if (week.status === 'signed') throw new AppError('LOGBOOK_LINK_USED', LOGBOOK_MESSAGES.linkUsed)
  if (link.replacedAt || week.status !== 'submitted') {
    throw new AppError('LOGBOOK_LINK_EXPIRED', LOGBOOK_MESSAGES.linkReplaced)
  }
  if (link.expiresAt <= now)
    throw new AppError('LOGBOOK_LINK_EXPIRED', LOGBOOK_MESSAGES.linkExpired)
  const row = await findPlacementById(db, week.placementId)
  const period = periodOf(row.placement)
  // The company cleared the dates since: the week cannot be shown in its logbook any more.
  if (!period) throw invalid
  return { link, week, row, dto: weekDto(week.weekStart, week, period) }
}

/** `GET /logbook/sign?token=`: the week to read before signing, for the link's holder. */
export async function getSignableWeek(
  ctx: AppContext,
  token: string,
  now = new Date(),
): Promise<LogbookSignView> {
  const { link, week, row, dto } = await weekOfLink(ctx.db, token, now)
  return {
    internName: internNameOf(row),
    companyName: row.companyName?.trim() || 'A company',
    roleTitle: row.roleTitle,
    supervisorName: row.placement.supervisorName,
    weekStart: dto.weekStart,
    weekNumber: dto.weekNumber,
    days: dto.days,
    submittedAt: (week.submittedAt ?? week.updatedAt).toISOString(),
    expiresAt: link.expiresAt.toISOString(),
  }
}

/**
 * `POST /logbook/sign`: the supervisor signs the link's week with their typed name and comment;
 * the week locks, every link to it is used up, and the student is told.
 */
export async function signLogbookWeek(
  ctx: AppContext,
  input: z.output<typeof LogbookSignInputSchema>,
  now = new Date(),
) {
  return ctx.db.transaction(async (tx) => {
    const { week, row, dto } = await weekOfLink(tx, input.token, now, true)
    const [signed] = await tx
      .update(logbookWeeks)
      .set({
        status: 'signed',
        signedAt: now,
        signatureName: input.signatureName,
        comment: input.comment,
        updatedAt: now,
      })
      .where(eq(logbookWeeks.id, week.id))
      .returning()
    if (!signed?.signedAt) throw new Error('The week was not signed')
    await notify(
      ctx,
      tx,
      { accountId: row.placement.internId },
      {
        name: 'logbook-week-signed',
        data: {
          placementId: row.placement.id,
          weekStart: dto.weekStart,
          weekNumber: dto.weekNumber,
          signatureName: input.signatureName,
          comment: input.comment,
        },
      },
    )
    return {
      weekStart: dto.weekStart,
      signatureName: input.signatureName,
      signedAt: signed.signedAt.toISOString(),
    }
  })
}
