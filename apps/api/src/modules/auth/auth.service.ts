import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import {
  AUTH_MESSAGES,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_FAILURES_PER_ACCOUNT_PER_DAY,
  OTP_MAX_FAILURES_PER_IP_PER_HOUR,
  OTP_RESEND_INTERVAL_MS,
  type Account,
  type MemberKind,
  type RegisterInput,
  type Session,
  type SignInInput,
  type VerifyOtpInput,
} from '@app/domain'
import { accounts, codeChallenges, codeFailures, companies, interns } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { getCompanyProfile } from '../companies/companies.service.js'
import { getInternProfile } from '../interns/interns.service.js'
import { hashSignInCode, isSameHash, newSignInCode } from './sign-in-codes.js'
import { createSession } from './sessions.js'

export interface Client {
  ip: string
  userAgent: string | undefined
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } }).code
  return code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505'
}

/** Creates the account and its empty profile. One email may hold one account of each kind. */
export async function registerAccount(
  { db }: AppContext,
  kind: MemberKind,
  input: RegisterInput,
): Promise<{ id: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ email: input.email, kind, policiesAcceptedAt: new Date() })
        .returning({ id: accounts.id })
      if (!account) throw new Error('account insert returned nothing')
      const profiles = kind === 'company' ? companies : interns
      await tx.insert(profiles).values({ accountId: account.id })
      return account
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken)
    throw error
  }
}

const retryMessage = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another code.`

/** Mails a fresh code and answers the challenge id; older codes of the account stop working. */
export async function startSignIn(
  ctx: AppContext,
  kind: MemberKind,
  input: SignInInput,
  now = new Date(),
): Promise<{ id: string }> {
  const { db } = ctx
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, status: accounts.status })
    .from(accounts)
    .where(and(eq(accounts.email, input.email), eq(accounts.kind, kind)))
  if (!account) throw new AppError('ACCOUNT_NOT_FOUND', AUTH_MESSAGES.accountNotFound)
  if (account.status !== 'active') {
    throw new AppError('ACCOUNT_SUSPENDED', 'This account has been suspended. Contact support.')
  }

  const [latest] = await db
    .select({ createdAt: codeChallenges.createdAt })
    .from(codeChallenges)
    .where(eq(codeChallenges.email, account.email))
    .orderBy(desc(codeChallenges.createdAt))
    .limit(1)
  const waitMs = latest ? latest.createdAt.getTime() + OTP_RESEND_INTERVAL_MS - now.getTime() : 0
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000)
    throw new AppError('TOO_MANY_REQUESTS', retryMessage(seconds), { retryAfterSeconds: seconds })
  }

  const code = newSignInCode()
  const challengeId = crypto.randomUUID()
  await db.transaction(async (tx) => {
    await tx
      .update(codeChallenges)
      .set({ consumedAt: now })
      .where(and(eq(codeChallenges.accountId, account.id), isNull(codeChallenges.consumedAt)))
    await tx.insert(codeChallenges).values({
      id: challengeId,
      accountId: account.id,
      email: account.email,
      codeHmac: hashSignInCode(ctx.otpSecret, challengeId, code),
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      createdAt: now,
    })
  })
  await ctx.mailer.send({
    to: account.email,
    subject: `Your Internplace sign-in code: ${code}`,
    text:
      `Your sign-in code is ${code}.\n\n` +
      `It works once, for 10 minutes. If you did not try to sign in, you can ignore this mail.\n`,
  })
  return { id: challengeId }
}

async function assertUnderFailureLimits(
  ctx: AppContext,
  accountId: string | null,
  ip: string,
  now: Date,
) {
  const [byIp] = await ctx.db
    .select({ n: count() })
    .from(codeFailures)
    .where(
      and(eq(codeFailures.ip, ip), gt(codeFailures.createdAt, new Date(now.getTime() - HOUR_MS))),
    )
  if ((byIp?.n ?? 0) >= OTP_MAX_FAILURES_PER_IP_PER_HOUR) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many wrong codes from this network. Try again in an hour.',
      { retryAfterSeconds: 3600 },
    )
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
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many wrong codes for this account. Try again tomorrow.',
      { retryAfterSeconds: DAY_MS / 1000 },
    )
  }
}

/** Checks a code and, when right, opens a session. */
export async function verifySignInCode(
  ctx: AppContext,
  kind: MemberKind,
  input: VerifyOtpInput,
  client: Client,
  now = new Date(),
): Promise<Session> {
  const { db } = ctx
  const [challenge] = await db
    .select({ accountId: codeChallenges.accountId, kind: accounts.kind })
    .from(codeChallenges)
    .innerJoin(accounts, eq(accounts.id, codeChallenges.accountId))
    .where(eq(codeChallenges.id, input.id))
  const accountId = challenge?.kind === kind ? challenge.accountId : null
  await assertUnderFailureLimits(ctx, accountId, client.ip, now)

  // Taking an attempt and reading the code is one atomic step, so parallel guesses cannot exceed
  // the limit: the fourth guess finds no row.
  const [attempt] = accountId
    ? await db
        .update(codeChallenges)
        .set({ attempts: sql`${codeChallenges.attempts} + 1` })
        .where(
          and(
            eq(codeChallenges.id, input.id),
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

  const isRight = isSameHash(attempt.codeHmac, hashSignInCode(ctx.otpSecret, input.id, input.otp))
  if (!isRight) {
    await db.insert(codeFailures).values({ accountId, ip: client.ip })
    throw new AppError('WRONG_CODE', AUTH_MESSAGES.wrongCode)
  }
  const [consumed] = await db
    .update(codeChallenges)
    .set({ consumedAt: now })
    .where(and(eq(codeChallenges.id, input.id), isNull(codeChallenges.consumedAt)))
    .returning({ accountId: codeChallenges.accountId })
  if (!consumed) throw new AppError('CODE_EXPIRED', AUTH_MESSAGES.codeExpired)

  const session = await createSession(db, consumed.accountId, client, now)
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    account: await accountSummary(ctx, consumed.accountId),
  }
}

export async function accountSummary({ db }: AppContext, accountId: string): Promise<Account> {
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (!account) throw new AppError('NOT_FOUND', 'Account not found')
  const profile =
    account.kind === 'company'
      ? await getCompanyProfile(db, account.id)
      : account.kind === 'intern'
        ? await getInternProfile(db, account.id)
        : null
  return { ...account, profileComplete: profile?.profileComplete ?? true }
}
