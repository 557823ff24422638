import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import {
  CHANNEL_DEFAULTS,
  CHANNEL_MESSAGES,
  type AccountChannels,
  type AccountChannelsPatch,
} from '@app/domain'
import { accounts, codeChallenges } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { isUniqueViolation } from '../../lib/unique-violation.js'
import type { SignedInAccount } from '../../lib/sessions.js'
import { redeemCode, sendCode, type Client } from '../auth/code-challenges.queries.js'

/**
 * The account's mobile number and where its notices go (DESIGN §11 Channels): a number is added,
 * confirmed with a 6-digit code sent to it by SMS under the sign-in codes' rules, and only then
 * used; each phone channel is the account's own choice.
 */

const phoneTaken = () =>
  new AppError('PHONE_TAKEN', CHANNEL_MESSAGES.phoneTaken, {
    errors: { phone: CHANNEL_MESSAGES.phoneTaken },
  })

async function assertPhoneFree(ctx: AppContext, accountId: string, phone: string) {
  const [holder] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phone, phone), ne(accounts.id, accountId)))
  if (holder) throw phoneTaken()
}

/** Sends a code to `phone` (E.164); the number is the account's once the code is confirmed. */
export async function addPhone(
  ctx: AppContext,
  account: SignedInAccount,
  phone: string,
  now = new Date(),
): Promise<{ pendingPhone: string }> {
  const [current] = await ctx.db
    .select({ phone: accounts.phone })
    .from(accounts)
    .where(eq(accounts.id, account.id))
  if (current?.phone === phone) {
    throw new AppError('VALIDATION_FAILED', CHANNEL_MESSAGES.phoneSame, {
      errors: { phone: CHANNEL_MESSAGES.phoneSame },
    })
  }
  await assertPhoneFree(ctx, account.id, phone)
  await sendCode(
    ctx,
    {
      accountId: account.id,
      to: phone,
      purpose: 'phone',
      pendingChange: { field: 'phone', value: phone },
      recipientLimit: 'phoneCodes',
    },
    now,
  )
  return { pendingPhone: phone }
}

/** The newest code sent to a number for the account, still waiting to be confirmed. */
async function pendingChallenge(ctx: AppContext, accountId: string, now: Date) {
  const [challenge] = await ctx.db
    .select({ id: codeChallenges.id, phone: codeChallenges.email })
    .from(codeChallenges)
    .where(
      and(
        eq(codeChallenges.accountId, accountId),
        eq(codeChallenges.purpose, 'phone'),
        isNull(codeChallenges.consumedAt),
        gt(codeChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(codeChallenges.createdAt))
    .limit(1)
  return challenge ?? null
}

/** Confirms the number with its code: from now on the phone channels use it. */
export async function verifyPhone(
  ctx: AppContext,
  account: SignedInAccount,
  code: string,
  client: Client,
  now = new Date(),
): Promise<{ phone: string; verified: true }> {
  const challenge = await pendingChallenge(ctx, account.id, now)
  if (!challenge) {
    throw new AppError('CODE_EXPIRED', CHANNEL_MESSAGES.noPendingPhone, {
      errors: { code: CHANNEL_MESSAGES.noPendingPhone },
    })
  }
  const { pendingChange } = await redeemCode(
    ctx,
    { id: challenge.id, otp: code, purpose: 'phone', accountId: account.id },
    client,
    now,
  )
  const phone = pendingChange?.field === 'phone' ? pendingChange.value : challenge.phone
  try {
    await ctx.db
      .update(accounts)
      .set({ phone, phoneVerifiedAt: now, whatsappWindowUntil: null, updatedAt: now })
      .where(eq(accounts.id, account.id))
  } catch (error) {
    // Another account confirmed the same number in between.
    if (isUniqueViolation(error)) throw phoneTaken()
    throw error
  }
  return { phone, verified: true }
}

/** Forgets the number (and any code waiting for one): nothing more goes to a phone. */
export async function removePhone(ctx: AppContext, account: SignedInAccount, now = new Date()) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ phone: null, phoneVerifiedAt: null, whatsappWindowUntil: null, updatedAt: now })
      .where(eq(accounts.id, account.id))
    await tx
      .update(codeChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(codeChallenges.accountId, account.id),
          eq(codeChallenges.purpose, 'phone'),
          isNull(codeChallenges.consumedAt),
        ),
      )
  })
  return { phone: null }
}

export async function getChannels(
  ctx: AppContext,
  account: SignedInAccount,
  now = new Date(),
): Promise<AccountChannels> {
  const [row] = await ctx.db
    .select({
      phone: accounts.phone,
      sms: accounts.smsNotices,
      whatsapp: accounts.whatsappNotices,
      jobAlerts: accounts.phoneJobAlerts,
    })
    .from(accounts)
    .where(eq(accounts.id, account.id))
  const pending = await pendingChallenge(ctx, account.id, now)
  const choices = row ?? { phone: null, ...CHANNEL_DEFAULTS }
  return {
    ...choices,
    phone: choices.phone,
    phoneVerified: choices.phone !== null,
    pendingPhone: pending?.phone ?? null,
    ussdCode: ctx.config.USSD_SERVICE_CODE ?? null,
  }
}

/** Saves the phone channel choices; turning one on needs a verified number. */
export async function saveChannels(
  ctx: AppContext,
  account: SignedInAccount,
  patch: AccountChannelsPatch,
): Promise<AccountChannels> {
  const current = await getChannels(ctx, account)
  const turnsOn = Object.values(patch).some((on) => on === true)
  if (turnsOn && !current.phoneVerified) {
    throw new AppError('VALIDATION_FAILED', CHANNEL_MESSAGES.needsVerifiedPhone, {
      errors: { phone: CHANNEL_MESSAGES.needsVerifiedPhone },
    })
  }
  await ctx.db
    .update(accounts)
    .set({
      ...(patch.sms !== undefined && { smsNotices: patch.sms }),
      ...(patch.whatsapp !== undefined && { whatsappNotices: patch.whatsapp }),
      ...(patch.jobAlerts !== undefined && { phoneJobAlerts: patch.jobAlerts }),
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, account.id))
  return getChannels(ctx, account)
}
