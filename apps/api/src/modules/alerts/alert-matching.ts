import { and, asc, count, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import {
  IMMEDIATE_ALERT_MAILS_PER_HOUR,
  ROLES_PER_DIGEST_MAIL,
  allowsMail,
  dailyMailCutoff,
  type MailedRole,
  roleMatchesAlert,
} from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { accounts, alertMatches, companies, jobAlerts, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import type { JobSkipped } from '../../lib/job-queue.js'
import { registerJob } from '../../lib/jobs.js'
import { notify, notifyEach } from '../notifications/notify.js'
import { accountOfCompany, companyOfRole, type PublishingRule } from '../roles/roles.queries.js'
import { isAnnounced, mailedRoleColumns } from './alerts.queries.js'

/** Alerts read per step of a role's fan-out, and roles taken per step of the sweep. */
export const ALERTS_PER_BATCH = 500
export const ROLES_PER_SWEEP = 20
export const DIGESTS_PER_BATCH = 100

const HOUR_MS = 60 * 60 * 1000

/** A role as alerts see it while it is announced (isAnnounced); null otherwise. */
async function announcedRole(db: Db | Tx, config: PublishingRule, roleId: string) {
  const [role] = await db
    .select({
      ...mailedRoleColumns,
      roleSummary: roles.roleSummary,
      requirements: roles.requirements,
      type: roles.type,
      placementType: roles.placementType,
    })
    .from(roles)
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .where(and(eq(roles.id, roleId), isAnnounced(config)))
  return role ?? null
}

type Role = NonNullable<Awaited<ReturnType<typeof announcedRole>>>

/**
 * One step of a role's fan-out: the next ALERTS_PER_BATCH alerts after `after` (by id) whose type
 * and placement type allow the role are held against it by the domain rule. Each intern hears of
 * a role once (alert_matches' key), in the app at once and by mail at once (the role-alert-mail
 * job, within IMMEDIATE_ALERT_MAILS_PER_HOUR) or in the day's digest, unless their settings turn
 * matching roles or all notifications off. Returns the cursor, null at the end.
 */
async function matchAlertsBatch(
  ctx: AppContext,
  role: Role,
  after: string | null,
  now: Date,
): Promise<string | null> {
  const batch = await ctx.db
    .select({
      alert: jobAlerts,
      email: accounts.email,
      preferences: accounts.preferences,
    })
    .from(jobAlerts)
    .innerJoin(accounts, eq(accounts.id, jobAlerts.internId))
    .where(
      and(
        after ? gt(jobAlerts.id, after) : undefined,
        eq(accounts.status, 'active'),
        or(isNull(jobAlerts.type), eq(jobAlerts.type, role.type)),
        or(isNull(jobAlerts.placementType), eq(jobAlerts.placementType, role.placementType)),
      ),
    )
    .orderBy(asc(jobAlerts.id))
    .limit(ALERTS_PER_BATCH)
  const byIntern = new Map<string, (typeof batch)[number]>()
  for (const row of batch) {
    if (!allowsMail('intern', row.preferences, 'roleAlert')) continue
    if (!roleMatchesAlert(role, row.alert)) continue
    const earlier = byIntern.get(row.alert.internId)
    // One intern with an immediate and a daily alert for the same role hears at once.
    if (!earlier || (earlier.alert.frequency === 'daily' && row.alert.frequency === 'immediate')) {
      byIntern.set(row.alert.internId, row)
    }
  }

  if (byIntern.size > 0) {
    await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(alertMatches)
        .values(
          [...byIntern.values()].map(({ alert }) => ({
            internId: alert.internId,
            roleId: role.id,
            alertId: alert.id,
            frequency: alert.frequency,
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ internId: alertMatches.internId, frequency: alertMatches.frequency })
      await notifyEach(
        ctx,
        tx,
        inserted.map(({ internId }) => ({
          recipient: { accountId: internId },
          event: {
            name: 'alert-matched' as const,
            data: {
              roleId: role.id,
              roleTitle: role.title,
              companyName: role.companyName,
              location: role.location,
            },
          },
          options: { createdAt: now },
        })),
      )
      for (const { internId, frequency } of inserted) {
        if (frequency !== 'immediate') continue
        await ctx.jobs.enqueue(
          tx,
          'role-alert-mail',
          { internId, roleId: role.id },
          { singletonKey: `${internId}:${role.id}` },
        )
      }
    })
  }
  return batch.length === ALERTS_PER_BATCH ? batch.at(-1)!.alert.id : null
}

/**
 * Holds a newly published role against every job alert, batch by batch, then marks it done.
 * Run again after a crash, it tells nobody twice.
 */
export async function matchRoleToAlerts(ctx: AppContext, roleId: string, now = new Date()) {
  const role = await announcedRole(ctx.db, ctx.config, roleId)
  let cursor: string | null = null
  if (role) {
    do cursor = await matchAlertsBatch(ctx, role, cursor, now)
    while (cursor !== null)
  }
  await ctx.db.update(roles).set({ alertsMatchedAt: now }).where(eq(roles.id, roleId))
}

/** An immediate match waiting for its mail: not mailed, not moved to the digest. */
const waitingForMail = (internId: string, roleId: string) =>
  and(
    eq(alertMatches.internId, internId),
    eq(alertMatches.roleId, roleId),
    eq(alertMatches.frequency, 'immediate'),
    isNull(alertMatches.mailedAt),
  )

/**
 * The mail of an immediate alert's match (decision 046), when it is about to go: a role closed or
 * removed since it matched is not mailed, and an intern already mailed
 * IMMEDIATE_ALERT_MAILS_PER_HOUR times in the last hour finds the match in their next digest
 * instead. Either way the match turns daily, so the digest (which leaves out roles no longer
 * announced) has the last word. The intern's account row is locked, so two processes cannot
 * both send the last mail of an hour.
 */
export async function mailRoleAlert(
  ctx: AppContext,
  { internId, roleId }: { internId: string; roleId: string },
  now = new Date(),
): Promise<JobSkipped | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [intern] = await tx
      .select({ preferences: accounts.preferences })
      .from(accounts)
      .where(and(eq(accounts.id, internId), eq(accounts.status, 'active')))
      .for('update')
    const [match] = await tx
      .select({ alert: jobAlerts })
      .from(alertMatches)
      .innerJoin(jobAlerts, eq(jobAlerts.id, alertMatches.alertId))
      .where(waitingForMail(internId, roleId))
    if (!match) return undefined
    const toDigest = async (skipped: string) => {
      await tx
        .update(alertMatches)
        .set({ frequency: 'daily' })
        .where(waitingForMail(internId, roleId))
      return { skipped }
    }
    if (!intern || !allowsMail('intern', intern.preferences, 'roleAlert')) {
      return toDigest('The intern no longer takes alert mail')
    }
    const role = await announcedRole(tx, ctx.config, roleId)
    if (!role) return toDigest('The role closed or was removed before its mail went out')
    const [mailed] = await tx
      .select({ n: count() })
      .from(alertMatches)
      .where(
        and(
          eq(alertMatches.internId, internId),
          eq(alertMatches.frequency, 'immediate'),
          gte(alertMatches.mailedAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
    if ((mailed?.n ?? 0) >= IMMEDIATE_ALERT_MAILS_PER_HOUR) {
      return toDigest('The intern had their alert mails of the hour; it waits for the digest')
    }
    await tx.update(alertMatches).set({ mailedAt: now }).where(waitingForMail(internId, roleId))
    await notify(
      ctx,
      tx,
      { accountId: internId },
      { name: 'immediate-alert', data: { alert: match.alert, role } },
    )
    return undefined
  })
}

declare module '../../lib/job-queue.js' {
  interface JobPayloads {
    /** A role was published: tell the interns whose alerts it matches. */
    'role-alerts': { roleId: string }
    /** One immediate alert's match: its mail, if it may still go (mailRoleAlert). */
    'role-alert-mail': { internId: string; roleId: string }
  }
}

// Matched rows are keyed by intern and role, so a retry tells nobody twice.
registerJob('role-alerts', (ctx, { roleId }) => matchRoleToAlerts(ctx, roleId), {
  retryLimit: 5,
  expireInS: 600,
})
// The match is marked mailed with its mail's enqueueing, so a retry mails nobody twice.
registerJob('role-alert-mail', (ctx, payload) => mailRoleAlert(ctx, payload))

/**
 * The alerts sweep's step: up to ROLES_PER_SWEEP published roles not yet held against the alerts,
 * oldest first. Returns whether more wait.
 */
export async function matchPendingRoles(ctx: AppContext, now = new Date()): Promise<boolean> {
  const pending = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(isNull(roles.alertsMatchedAt))
    .orderBy(asc(roles.createdAt))
    .limit(ROLES_PER_SWEEP)
  for (const { id } of pending) await matchRoleToAlerts(ctx, id, now)
  return pending.length === ROLES_PER_SWEEP
}

/** Daily matches made before `cutoff` and not yet in a digest (also immediate ones moved there). */
const waitingForDigest = (cutoff: Date) =>
  and(
    eq(alertMatches.frequency, 'daily'),
    isNull(alertMatches.mailedAt),
    lt(alertMatches.createdAt, cutoff),
  )

/**
 * One step of the daily digest: up to DIGESTS_PER_BATCH interns whose daily alerts matched roles
 * before today's mail time (08:00 in Lagos) get one mail listing them. The matches are marked
 * mailed in the same statement that claims them, so two processes never send one twice.
 * Returns whether more wait.
 */
export async function sendAlertDigests(ctx: AppContext, now = new Date()): Promise<boolean> {
  const cutoff = dailyMailCutoff(now)
  const interns = await ctx.db
    .selectDistinct({ internId: alertMatches.internId })
    .from(alertMatches)
    .where(waitingForDigest(cutoff))
    .limit(DIGESTS_PER_BATCH)
  for (const { internId } of interns) await sendDigestOf(ctx, internId, cutoff, now)
  return interns.length === DIGESTS_PER_BATCH
}

/** Claims and mails one intern's digest in one transaction: a crash sends it in a later sweep. */
async function sendDigestOf(ctx: AppContext, internId: string, cutoff: Date, now: Date) {
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(alertMatches)
      .set({ mailedAt: now })
      .where(and(eq(alertMatches.internId, internId), waitingForDigest(cutoff)))
      .returning({ roleId: alertMatches.roleId })
    if (claimed.length === 0) return
    // Whether the intern still takes alert mail is the outbox's to decide (notify).
    const [account] = await tx
      .select({ status: accounts.status })
      .from(accounts)
      .where(eq(accounts.id, internId))
    if (!account || account.status !== 'active') return
    // Roles no longer announced (closed, removed, held, their company hidden) are left out, of
    // the list and of the count alike: both come from the same rows.
    const listed = await tx
      .select({ ...mailedRoleColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(roles)
      .innerJoin(companies, companyOfRole)
      .innerJoin(accounts, accountOfCompany)
      .where(
        and(
          inArray(
            roles.id,
            claimed.map((row) => row.roleId),
          ),
          isAnnounced(ctx.config),
        ),
      )
      .orderBy(sql`${roles.createdAt} desc`)
      .limit(ROLES_PER_DIGEST_MAIL)
    if (listed.length === 0) return
    const shown: MailedRole[] = listed.map(({ total: _total, ...role }) => role)
    const more = listed[0]!.total - shown.length
    await notify(
      ctx,
      tx,
      { accountId: internId },
      { name: 'alert-digest', data: { internId, roles: shown, more } },
    )
  })
}
