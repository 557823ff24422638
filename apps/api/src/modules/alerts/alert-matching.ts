import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import {
  ROLES_PER_DIGEST_MAIL,
  allowsMail,
  dailyMailCutoff,
  roleMatchesAlert,
  type AlertPlacementType,
} from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { accounts, alertMatches, companies, jobAlerts, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { registerJob } from '../../lib/jobs.js'
import { queueMail } from '../../lib/mailer.js'
import { notifyInTransaction, type Notice } from '../notifications/notifications.service.js'
import {
  accountOfCompany,
  companyOfRole,
  isOnPublicJobBoard,
  isOpenRole,
  isPublishedCompany,
  type PublishingRule,
} from '../roles/roles.queries.js'
import { alertMail, digestMail, mailedRoleColumns, type MailedRole } from './alert-mail.js'

/** Alerts read per step of a role's fan-out, and roles taken per step of the sweep. */
export const ALERTS_PER_BATCH = 500
export const ROLES_PER_SWEEP = 20
export const DIGESTS_PER_BATCH = 100

/**
 * A role as alerts see it, while it is open, on the public job board and its company published
 * (verified, when REQUIRE_VERIFIED_COMPANIES); null otherwise.
 */
async function announcedRole(db: Db, config: PublishingRule, roleId: string) {
  const [role] = await db
    .select({
      ...mailedRoleColumns,
      roleSummary: roles.roleSummary,
      requirements: roles.requirements,
      type: roles.type,
    })
    .from(roles)
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .where(
      and(eq(roles.id, roleId), isOpenRole(), isOnPublicJobBoard(), isPublishedCompany(config)),
    )
  return role ?? null
}

type Role = NonNullable<Awaited<ReturnType<typeof announcedRole>>>

/**
 * One step of a role's fan-out: the next ALERTS_PER_BATCH alerts after `after` (by id) whose type
 * allows the role are held against it by the domain rule. Each intern hears of a role once
 * (alert_matches' key), in the app at once and by mail at once or in the day's digest, unless
 * their settings turn matching roles or all notifications off. Returns the cursor, null at the end.
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
      ),
    )
    .orderBy(asc(jobAlerts.id))
    .limit(ALERTS_PER_BATCH)
  const roleFields = { ...role, placementType: undefined as AlertPlacementType | undefined }
  const byIntern = new Map<string, (typeof batch)[number]>()
  for (const row of batch) {
    if (!allowsMail('intern', row.preferences, 'roleAlert')) continue
    if (!roleMatchesAlert(roleFields, row.alert)) continue
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
            mailedAt: alert.frequency === 'immediate' ? now : null,
          })),
        )
        .onConflictDoNothing()
        .returning({ internId: alertMatches.internId })
      const notices: Notice[] = inserted.map(({ internId }) => ({
        accountId: internId,
        type: 'role_alert',
        title: 'New role for your alert',
        description: `${role.companyName ?? 'A company'} is looking for a ${role.title} in ${role.location}`,
        applicationId: null,
        roleId: role.id,
        createdAt: now,
      }))
      await notifyInTransaction(tx, notices)
      for (const { internId } of inserted) {
        const row = byIntern.get(internId)!
        if (row.alert.frequency === 'immediate') {
          await queueMail(ctx, tx, alertMail(ctx, row.email, row.alert, role))
        }
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

declare module '../../lib/job-queue.js' {
  interface JobPayloads {
    /** A role was published: tell the interns whose alerts it matches. */
    'role-alerts': { roleId: string }
  }
}

// Matched rows are keyed by intern and role, so a retry tells nobody twice.
registerJob('role-alerts', (ctx, { roleId }) => matchRoleToAlerts(ctx, roleId), {
  retryLimit: 5,
  expireInS: 600,
})

/**
 * A company's live roles are held against the alerts again (its verification made them public);
 * interns already told of one are not told twice.
 */
export async function announceRolesAgain(tx: Tx, companyId: string) {
  await tx
    .update(roles)
    .set({ alertsMatchedAt: null })
    .where(and(eq(roles.companyId, companyId), isNull(roles.deletedAt)))
}

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
    .where(and(isNull(alertMatches.mailedAt), lt(alertMatches.createdAt, cutoff)))
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
      .where(
        and(
          eq(alertMatches.internId, internId),
          isNull(alertMatches.mailedAt),
          lt(alertMatches.createdAt, cutoff),
        ),
      )
      .returning({ roleId: alertMatches.roleId })
    if (claimed.length === 0) return
    const [account] = await tx
      .select({ email: accounts.email, preferences: accounts.preferences, status: accounts.status })
      .from(accounts)
      .where(eq(accounts.id, internId))
    if (!account || account.status !== 'active') return
    if (!allowsMail('intern', account.preferences, 'roleAlert')) return
    // Roles that closed or were removed since they matched are left out.
    const listed: MailedRole[] = await tx
      .select(mailedRoleColumns)
      .from(roles)
      .innerJoin(companies, companyOfRole)
      .innerJoin(accounts, accountOfCompany)
      .where(
        and(
          inArray(
            roles.id,
            claimed.map((row) => row.roleId),
          ),
          isOpenRole(),
        ),
      )
      .orderBy(sql`${roles.createdAt} desc`)
      .limit(ROLES_PER_DIGEST_MAIL + 1)
    if (listed.length === 0) return
    const shown = listed.slice(0, ROLES_PER_DIGEST_MAIL)
    const more = Math.max(0, claimed.length - shown.length)
    await queueMail(ctx, tx, digestMail(ctx, account.email, internId, shown, more))
  })
}
