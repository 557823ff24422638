import { and, lte, sql, type SQL } from 'drizzle-orm'
import { MS_PER_DAY, SELF_CLOSE_DAYS, SELF_CLOSE_WARNING_DAYS, selfClosesAt } from '@app/domain'
import type { Tx } from '../../db/client.js'
import { roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { claimBatch, untilDone } from '../../lib/sweep-steps.js'
import { notifyEach } from '../notifications/notify.js'
import { closeRoles } from './role-pipeline.service.js'
import { isOpenRole, isPublishedCompany, type PublishingRule } from './roles.queries.js'

/** Roles claimed per step of each sweep below. */
export const SELF_CLOSE_PER_BATCH = 200

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * MS_PER_DAY)

/**
 * The roles the rule watches: open to interns (live, its company active and published, not
 * closed, before its deadline), read through roles_review_clock_idx. A role held for review or
 * awaiting its company's verification takes no applications, so nobody waits on it.
 */
const isWatched = (rule: PublishingRule) =>
  and(isOpenRole('role'), isPublishedCompany(rule, 'role'))

/** Its company was warned in this review-clock period (a review or keep-open since starts another). */
const warnedThisPeriod = sql`${roles.selfCloseWarnedAt} >= ${roles.reviewClockFrom}`

const dueRoles = (tx: Tx, rule: PublishingRule, where: SQL) =>
  tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(isWatched(rule), where))
    .orderBy(roles.reviewClockFrom)
    .limit(SELF_CLOSE_PER_BATCH)

/**
 * Day 25 of a role without an open, a decision or a keep-open (decision 070): its company is told
 * once per clock period, in a notice and a mail, when the role closes itself. A role that came into
 * the lists past its day 25 is warned now, and closes no sooner than 5 days later. Returns whether
 * more wait.
 */
export async function warnRolesClosingThemselves(ctx: AppContext, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const due = and(
      lte(roles.reviewClockFrom, daysBefore(now, SELF_CLOSE_DAYS - SELF_CLOSE_WARNING_DAYS)),
      sql`not coalesce(${warnedThisPeriod}, false)`,
    )!
    const claimed = await claimBatch(
      tx,
      roles,
      roles.id,
      dueRoles(tx, ctx.config, due),
      { selfCloseWarnedAt: now },
      due,
    ).returning({
      id: roles.id,
      title: roles.title,
      companyId: roles.companyId,
      reviewClockFrom: roles.reviewClockFrom,
    })
    await notifyEach(
      ctx,
      tx,
      claimed.map((role) => ({
        recipient: { accountId: role.companyId },
        event: {
          name: 'role-closing-itself',
          data: {
            roleId: role.id,
            roleTitle: role.title,
            closesAt: selfClosesAt({ ...role, selfCloseWarnedAt: now }, now).toISOString(),
          },
        },
        options: { createdAt: now },
      })),
    )
    return claimed.length === SELF_CLOSE_PER_BATCH
  })
}

/**
 * Day 30 (and at least 5 days after the warning): the role closes itself, as its company's own
 * Close role closes it, with the reason 'no_review' its company reads; the company is told.
 * Returns whether more wait.
 */
export async function closeUnreviewedRoles(ctx: AppContext, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const due = and(
      lte(roles.reviewClockFrom, daysBefore(now, SELF_CLOSE_DAYS)),
      warnedThisPeriod,
      lte(roles.selfCloseWarnedAt, daysBefore(now, SELF_CLOSE_WARNING_DAYS)),
    )!
    // The conditions again on each row as it is closed: a review racing the sweep keeps it open.
    const where = and(sql`${roles.id} in (${dueRoles(tx, ctx.config, due)})`, due)!
    const closed = await closeRoles(tx, where, 'no_review', now)
    await notifyEach(
      ctx,
      tx,
      closed.map((role) => ({
        recipient: { accountId: role.companyId },
        event: { name: 'role-closed-itself', data: { roleId: role.id, roleTitle: role.title } },
        options: { createdAt: now },
      })),
    )
    return closed.length === SELF_CLOSE_PER_BATCH
  })
}

/** The self-close of roles nobody reviews (decision 070), registered in background-work.ts. */
export const ROLE_SELF_CLOSE_SWEEPS: Record<string, (ctx: AppContext, now: Date) => Promise<void>> =
  {
    'role-self-close': async (ctx, now) => {
      await untilDone(() => closeUnreviewedRoles(ctx, now))
      await untilDone(() => warnRolesClosingThemselves(ctx, now))
    },
  }
