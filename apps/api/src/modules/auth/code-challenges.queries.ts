import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import {
  AUTH_MESSAGES,
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  PHONE_CODE_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_ACCOUNTS_FAILED_PER_IP_PER_HOUR,
  OTP_MAX_FAILURES_PER_ACCOUNT_PER_DAY,
  OTP_RESEND_INTERVAL_MS,
  type AccountKind,
  type NoticeEvent,
} from '@app/domain'
import { accounts, codeChallenges, codeFailures, type PendingChange } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import {
  hashSignInCode,
  hashSignInLinkToken,
  isSameHash,
  newSignInCode,
  newSignInLinkToken,
} from './sign-in-codes.js'
import { takeRecipientAllowance } from '../../lib/recipient-limits.js'
import { notify } from '../notifications/notify.js'

/**
 * Mailed 4-digit codes, for signing in and for confirming account changes, and 6-digit codes by
 * SMS confirming a mobile number (DESIGN §11 Channels). One set of rules for
 * both (DESIGN.md §4): 10 minutes, stored as an HMAC, single use, newest only, 3 tries, failure
 * limits per account and per IP, 30 s between mails to one address. A code of one purpose never
 * redeems as the other. A sign-in code travels with a one-tap link to the same challenge
 * (sign-in-links.ts). A queries file because account changes (account/) issue and redeem their
 * codes here: writes of auth's own table, under auth's rules (decision 055).
 */
export type CodePurpose = (typeof codeChallenges.$inferSelect)['purpose']

export interface Client {
  ip: string
  userAgent: string | undefined
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * A periodic sweep: codes (and their links) a day past their expiry, and failures older than the
 * longest window that counts them (a day), are never read again.
 */
export async function deleteSpentCodes(db: AppContext['db'], now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  await db.delete(codeChallenges).where(lt(codeChallenges.expiresAt, dayAgo))
  await db.delete(codeFailures).where(lt(codeFailures.createdAt, dayAgo))
}

const retryMessage = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another code.`

export interface CodeMail {
  accountId: string
  /** Where the code goes; the resend interval is per address. */
  to: string
  purpose: CodePurpose
  pendingChange?: PendingChange
  /** A limit of codes per address they go to, for codes to an address anyone may type. */
  recipientLimit?: 'changeCodes' | 'phoneCodes'
}

/**
 * What the mail tells: a sign-in code travels with the one-tap link that opens the same
 * challenge; a change's code names what it confirms.
 */
function codeEvent(mail: CodeMail, code: string, linkToken: string | null): NoticeEvent {
  if (mail.purpose === 'sign_in' && linkToken) {
    return { name: 'sign-in-code', data: { code, linkToken } }
  }
  if (mail.purpose === 'change' && mail.pendingChange && mail.pendingChange.field !== 'phone') {
    return { name: 'account-change-code', data: { code, field: mail.pendingChange.field } }
  }
  if (mail.purpose === 'phone') return { name: 'phone-code', data: { code } }
  throw new Error(`A ${mail.purpose} code needs its link or its pending change`)
}

/** At most one code per 30 s to an address, and per account and purpose (when there is one). */
async function assertMayMail(
  db: AppContext['db'],
  to: string,
  byAccount: { accountId: string; purpose: CodePurpose } | null,
  now: Date,
) {
  const [latest] = await db
    .select({ createdAt: codeChallenges.createdAt })
    .from(codeChallenges)
    .where(
      or(
        eq(codeChallenges.email, to),
        // Per account too: a change of email mails a new address each time.
        byAccount
          ? and(
              eq(codeChallenges.accountId, byAccount.accountId),
              eq(codeChallenges.purpose, byAccount.purpose),
            )
          : undefined,
      ),
    )
    .orderBy(desc(codeChallenges.createdAt))
    .limit(1)
  const waitMs = latest ? latest.createdAt.getTime() + OTP_RESEND_INTERVAL_MS - now.getTime() : 0
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000)
    throw new AppError('TOO_MANY_REQUESTS', retryMessage(seconds), { retryAfterSeconds: seconds })
  }
}

/**
 * Sends a fresh code (by mail, or by SMS for a phone) and answers its challenge id; older codes of
 * that purpose stop working. At most one per 30 s to an address, and per account and purpose.
 */
export async function sendCode(
  ctx: AppContext,
  mail: CodeMail,
  now = new Date(),
): Promise<{ id: string }> {
  const { db } = ctx
  await assertMayMail(db, mail.to, { accountId: mail.accountId, purpose: mail.purpose }, now)
  if (mail.recipientLimit) await takeRecipientAllowance(db, mail.recipientLimit, mail.to)

  // A phone code is longer: an SMS shows on a lock screen, where more people can read it.
  const code = newSignInCode(mail.purpose === 'phone' ? PHONE_CODE_LENGTH : OTP_LENGTH)
  const linkToken = mail.purpose === 'sign_in' ? newSignInLinkToken() : null
  const challengeId = crypto.randomUUID()
  await db.transaction(async (tx) => {
    await tx
      .update(codeChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(codeChallenges.accountId, mail.accountId),
          eq(codeChallenges.purpose, mail.purpose),
          isNull(codeChallenges.consumedAt),
        ),
      )
    await tx.insert(codeChallenges).values({
      id: challengeId,
      accountId: mail.accountId,
      email: mail.to,
      purpose: mail.purpose,
      pendingChange: mail.pendingChange ?? null,
      codeHmac: hashSignInCode(ctx.otpSecret, challengeId, code),
      linkTokenHash: linkToken && hashSignInLinkToken(linkToken),
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      createdAt: now,
    })
    await notify(
      ctx,
      tx,
      mail.purpose === 'phone'
        ? { phone: mail.to, channel: 'sms', accountId: mail.accountId }
        : { email: mail.to, accountId: mail.accountId },
      codeEvent(mail, code, linkToken),
    )
  })
  return { id: challengeId }
}

/**
 * The admin sign-in's answer for an email that is no active admin's (decision 050): a challenge
 * like a real one — the same resend interval, an id, three tries, ten minutes — whose code was
 * never mailed and never matches, so the answers are those a real admin gets for wrong codes.
 */
export async function startDecoyChallenge(
  ctx: AppContext,
  email: string,
  now = new Date(),
): Promise<{ id: string }> {
  await assertMayMail(ctx.db, email, null, now)
  const challengeId = crypto.randomUUID()
  await ctx.db.insert(codeChallenges).values({
    id: challengeId,
    accountId: null,
    email,
    purpose: 'sign_in',
    codeHmac: hashSignInCode(ctx.otpSecret, challengeId, newSignInCode()),
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    createdAt: now,
  })
  return { id: challengeId }
}

/**
 * A guess at a decoy's code always fails, as a wrong code for its first three tries and as an
 * expired one after. Its tries are counted on the decoy itself (code_failures keeps accounts'),
 * so the address locks after ten in a day like a real account.
 */
async function failDecoy(
  ctx: AppContext,
  decoy: { id: string; email: string },
  client: Client,
  now: Date,
): Promise<never> {
  await assertUnderFailureLimits(ctx, null, client.ip, now)
  const [tried] = await ctx.db
    .select({ n: sql`coalesce(sum(${codeChallenges.attempts}), 0)`.mapWith(Number) })
    .from(codeChallenges)
    .where(
      and(
        isNull(codeChallenges.accountId),
        eq(codeChallenges.email, decoy.email),
        gt(codeChallenges.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
  if ((tried?.n ?? 0) >= OTP_MAX_FAILURES_PER_ACCOUNT_PER_DAY) {
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.codesLockedForAccount, {
      retryAfterSeconds: DAY_MS / 1000,
    })
  }
  const [attempt] = await ctx.db
    .update(codeChallenges)
    .set({ attempts: sql`${codeChallenges.attempts} + 1` })
    .where(and(eq(codeChallenges.id, decoy.id), isNull(codeChallenges.accountId)))
    .returning({ attempts: codeChallenges.attempts, expiresAt: codeChallenges.expiresAt })
  if (!attempt || attempt.attempts > OTP_MAX_ATTEMPTS || attempt.expiresAt <= now) {
    throw new AppError('CODE_EXPIRED', AUTH_MESSAGES.codeExpired)
  }
  throw new AppError('WRONG_CODE', AUTH_MESSAGES.wrongCode)
}

async function assertUnderFailureLimits(
  ctx: AppContext,
  accountId: string | null,
  ip: string,
  now: Date,
) {
  // Accounts, not failures: many people share one carrier address, and one of them mistyping
  // their own code must not stop the rest. A failure with no account (an unknown challenge)
  // counts as an account of its own.
  const [byIp] = await ctx.db
    .select({
      accounts:
        sql`count(distinct coalesce(${codeFailures.accountId}::text, ${codeFailures.id}::text))`.mapWith(
          Number,
        ),
    })
    .from(codeFailures)
    .where(
      and(eq(codeFailures.ip, ip), gt(codeFailures.createdAt, new Date(now.getTime() - HOUR_MS))),
    )
  if ((byIp?.accounts ?? 0) >= OTP_MAX_ACCOUNTS_FAILED_PER_IP_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.codesLockedForNetwork, {
      retryAfterSeconds: HOUR_MS / 1000,
    })
  }
  if (!accountId) return
  const [byAccount] = await ctx.db
    .select({ n: count() })
    .from(codeFailures)
    .where(
      and(
        eq(codeFailures.accountId, accountId),
        gt(codeFailures.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
  if ((byAccount?.n ?? 0) >= OTP_MAX_FAILURES_PER_ACCOUNT_PER_DAY) {
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.codesLockedForAccount, {
      retryAfterSeconds: DAY_MS / 1000,
    })
  }
}

export interface CodeRedemption {
  id: string
  otp: string
  purpose: CodePurpose
  /** Sign-in: the challenge's account must be of this kind (each kind has its own endpoint). */
  kind?: AccountKind
  /** Change: the challenge must belong to the signed-in account. */
  accountId?: string
}

/**
 * Checks a code and consumes it when right; answers its account and pending change. A challenge
 * of another purpose, kind or account counts as a failure, like a wrong code.
 */
export async function redeemCode(
  ctx: AppContext,
  redemption: CodeRedemption,
  client: Client,
  now = new Date(),
): Promise<{ accountId: string; pendingChange: PendingChange | null }> {
  const { db } = ctx
  const [challenge] = await db
    .select({
      accountId: codeChallenges.accountId,
      email: codeChallenges.email,
      purpose: codeChallenges.purpose,
      kind: accounts.kind,
    })
    .from(codeChallenges)
    .leftJoin(accounts, eq(accounts.id, codeChallenges.accountId))
    .where(eq(codeChallenges.id, redemption.id))
  const isAdminSignIn = redemption.purpose === 'sign_in' && redemption.kind === 'admin'
  if (challenge && challenge.accountId === null && isAdminSignIn) {
    return failDecoy(ctx, { id: redemption.id, email: challenge.email }, client, now)
  }
  const isMatch =
    !!challenge &&
    challenge.accountId !== null &&
    challenge.purpose === redemption.purpose &&
    (redemption.kind === undefined || challenge.kind === redemption.kind) &&
    (redemption.accountId === undefined || challenge.accountId === redemption.accountId)
  const accountId = isMatch ? challenge.accountId : (redemption.accountId ?? null)
  await assertUnderFailureLimits(ctx, accountId, client.ip, now)

  // Taking an attempt and reading the code is one atomic step, so parallel guesses cannot exceed
  // the limit: the fourth guess finds no row.
  const [attempt] = isMatch
    ? await db
        .update(codeChallenges)
        .set({ attempts: sql`${codeChallenges.attempts} + 1` })
        .where(
          and(
            eq(codeChallenges.id, redemption.id),
            sql`${codeChallenges.attempts} < ${OTP_MAX_ATTEMPTS}`,
            isNull(codeChallenges.consumedAt),
            gt(codeChallenges.expiresAt, now),
          ),
        )
        .returning({ codeHmac: codeChallenges.codeHmac })
    : []
  if (!attempt) {
    await db.insert(codeFailures).values({ accountId, ip: client.ip })
    throw new AppError('CODE_EXPIRED', AUTH_MESSAGES.codeExpired)
  }
  const expected = hashSignInCode(ctx.otpSecret, redemption.id, redemption.otp)
  if (!isSameHash(attempt.codeHmac, expected)) {
    await db.insert(codeFailures).values({ accountId, ip: client.ip })
    throw new AppError('WRONG_CODE', AUTH_MESSAGES.wrongCode)
  }

  const [consumed] = await db
    .update(codeChallenges)
    .set({ consumedAt: now })
    .where(and(eq(codeChallenges.id, redemption.id), isNull(codeChallenges.consumedAt)))
    .returning({
      accountId: codeChallenges.accountId,
      pendingChange: codeChallenges.pendingChange,
    })
  if (!consumed?.accountId) throw new AppError('CODE_EXPIRED', AUTH_MESSAGES.codeExpired)
  return { accountId: consumed.accountId, pendingChange: consumed.pendingChange }
}
