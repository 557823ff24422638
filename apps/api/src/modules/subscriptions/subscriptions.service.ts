import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import {
  ALERT_MESSAGES,
  MS_PER_DAY,
  ROLES_PER_DIGEST_MAIL,
  type ConfirmSubscriptionInput,
  type SubscriptionInput,
  type UnsubscribeInput,
} from '@app/domain'
import { accounts, companies, emailSubscriptions, jobAlerts, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { isMailLinkToken } from '../../lib/mail-links.js'
import { isAnnounced, mailedRoleColumns } from '../alerts/alerts.queries.js'
import { notify } from '../notifications/notify.js'
import { accountOfCompany, companyOfRole } from '../roles/roles.queries.js'

/** A confirmation is mailed again to one address no sooner than this. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000
export const WEEKLY_MS = 7 * MS_PER_DAY
export const SUBSCRIPTIONS_PER_BATCH = 100

const linkInvalid = () => new AppError('VALIDATION_FAILED', ALERT_MESSAGES.linkInvalid)

/**
 * The home page's email box: records the address and mails a link to confirm it (double opt-in).
 * The answer is the same whether the address was new, waiting or already confirmed, so the box
 * tells nobody who subscribes; an address already confirmed gets no mail.
 */
export async function subscribe(ctx: AppContext, input: SubscriptionInput, now = new Date()) {
  const email = input.email as string
  const [row] = await ctx.db
    .insert(emailSubscriptions)
    .values({ email })
    .onConflictDoUpdate({
      target: emailSubscriptions.email,
      // Subscribing again after unsubscribing starts over with a new confirmation.
      set: {
        unsubscribedAt: null,
        confirmedAt: sql`case when ${emailSubscriptions.unsubscribedAt} is null then ${emailSubscriptions.confirmedAt} end`,
      },
    })
    .returning()
  if (!row || row.confirmedAt) return
  const resendAfter = new Date(now.getTime() - CONFIRMATION_RESEND_MS)
  await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailSubscriptions)
      .set({ confirmationMailedAt: now })
      .where(
        and(
          eq(emailSubscriptions.id, row.id),
          or(
            isNull(emailSubscriptions.confirmationMailedAt),
            lt(emailSubscriptions.confirmationMailedAt, resendAfter),
          ),
        ),
      )
      .returning({ id: emailSubscriptions.id })
    if (!claimed) return
    await notify(
      ctx,
      tx,
      { email },
      { name: 'subscription-confirm', data: { subscriptionId: row.id } },
    )
  })
}

/** The confirmation link: from now on the weekly mail goes out (the first a week later). */
export async function confirmSubscription(
  ctx: AppContext,
  input: ConfirmSubscriptionInput,
  now = new Date(),
) {
  if (!isMailLinkToken(ctx, 'confirm-subscription', input.id, input.token)) throw linkInvalid()
  const [row] = await ctx.db
    .update(emailSubscriptions)
    .set({
      confirmedAt: sql`coalesce(${emailSubscriptions.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      weeklyMailedAt: sql`coalesce(${emailSubscriptions.weeklyMailedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(emailSubscriptions.id, input.id), isNull(emailSubscriptions.unsubscribedAt)))
    .returning({ id: emailSubscriptions.id })
  if (!row) throw linkInvalid()
}

/**
 * One-click unsubscribe from a mail's link or header, without signing in: one alert, every
 * alert of an intern, or the weekly mail. Doing it twice is not an error.
 */
export async function unsubscribe(ctx: AppContext, input: UnsubscribeInput, now = new Date()) {
  if (!isMailLinkToken(ctx, input.kind, input.id, input.token)) throw linkInvalid()
  if (input.kind === 'alert') {
    await ctx.db.delete(jobAlerts).where(eq(jobAlerts.id, input.id))
  } else if (input.kind === 'alerts') {
    await ctx.db.delete(jobAlerts).where(eq(jobAlerts.internId, input.id))
  } else {
    await ctx.db
      .update(emailSubscriptions)
      .set({ unsubscribedAt: now })
      .where(and(eq(emailSubscriptions.id, input.id), isNull(emailSubscriptions.unsubscribedAt)))
  }
}

/**
 * One step of the weekly mail: up to SUBSCRIPTIONS_PER_BATCH confirmed subscriptions last mailed
 * a week or more ago are claimed (their time moved on in the same statement, so two processes
 * never send one twice) and sent the roles published since. Returns whether more wait.
 */
export async function sendWeeklyRoles(ctx: AppContext, now = new Date()): Promise<boolean> {
  const due = new Date(now.getTime() - WEEKLY_MS)
  return ctx.db.transaction(async (tx) => {
    // Locked and skipped: two processes sweeping at once take different subscriptions.
    const claimed = await tx
      .select({
        id: emailSubscriptions.id,
        email: emailSubscriptions.email,
        since: emailSubscriptions.weeklyMailedAt,
      })
      .from(emailSubscriptions)
      .where(
        and(
          isNotNull(emailSubscriptions.confirmedAt),
          isNull(emailSubscriptions.unsubscribedAt),
          lt(emailSubscriptions.weeklyMailedAt, due),
        ),
      )
      .orderBy(asc(emailSubscriptions.weeklyMailedAt))
      .limit(SUBSCRIPTIONS_PER_BATCH)
      .for('update', { skipLocked: true })
    if (claimed.length === 0) return false
    await tx
      .update(emailSubscriptions)
      .set({ weeklyMailedAt: now })
      .where(
        inArray(
          emailSubscriptions.id,
          claimed.map((row) => row.id),
        ),
      )
    for (const subscription of claimed) {
      // The roles published since this address was last mailed (or confirmed).
      const newRoles = await tx
        .select(mailedRoleColumns)
        .from(roles)
        .innerJoin(companies, companyOfRole)
        .innerJoin(accounts, accountOfCompany)
        .where(and(isAnnounced(ctx.config), gt(roles.createdAt, subscription.since!)))
        .orderBy(sql`${roles.createdAt} desc`)
        .limit(ROLES_PER_DIGEST_MAIL)
      // A week without new roles sends nothing.
      if (newRoles.length === 0) continue
      await notify(
        ctx,
        tx,
        { email: subscription.email },
        { name: 'weekly-roles', data: { subscriptionId: subscription.id, roles: newRoles } },
      )
    }
    return claimed.length === SUBSCRIPTIONS_PER_BATCH
  })
}
