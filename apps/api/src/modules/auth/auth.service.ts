import { and, eq } from 'drizzle-orm'
import {
  AUTH_MESSAGES,
  DEFAULT_ACCOUNT_PREFERENCES,
  type Account,
  type AccountKind,
  type MemberKind,
  type RegisterInput,
  type Session,
  type SignInInput,
  type SignInLinkInput,
  type VerifyOtpInput,
} from '@app/domain'
import { accounts, companies, interns } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { isUniqueViolation } from '../../lib/unique-violation.js'
import { getCompanyProfile } from '../companies/companies.queries.js'
import { getInternProfile } from '../interns/interns.queries.js'
import {
  sendCode,
  redeemCode,
  startDecoyChallenge,
  type Client,
} from './code-challenges.queries.js'
import { createSession } from '../../lib/sessions.js'
import { redeemSignInLink } from './sign-in-links.js'
import { assertMaySignUp } from '../reports/sign-up-refusals.queries.js'

export type { Client }

/**
 * Creates the account, with the notification and privacy choices that apply until it saves its
 * own, and its empty profile. One email may hold one account of each kind; the email of a
 * suspended account, or of one deleted under moderation, may hold none (decision 049).
 */
export async function registerAccount(
  ctx: AppContext,
  kind: MemberKind,
  input: RegisterInput,
): Promise<{ id: string }> {
  const { db } = ctx
  await assertMaySignUp(ctx, { email: input.email })
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          email: input.email,
          kind,
          policiesAcceptedAt: new Date(),
          // What applies from sign-up is recorded as it stands then (decision 051).
          preferences: DEFAULT_ACCOUNT_PREFERENCES[kind],
        })
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

/**
 * Mails a fresh code with its one-tap link and answers the challenge id; older codes and links of
 * the account stop working.
 */
export async function startSignIn(
  ctx: AppContext,
  kind: AccountKind,
  input: SignInInput,
  now = new Date(),
): Promise<{ id: string }> {
  const [account] = await ctx.db
    .select({ id: accounts.id, email: accounts.email, status: accounts.status })
    .from(accounts)
    .where(and(eq(accounts.email, input.email), eq(accounts.kind, kind)))
  // Members are told plainly (DESIGN.md §4); the admin sign-in must not tell who the operators are.
  // A suspended admin is still told so: admins are suspended by other operators, not strangers.
  if (kind === 'admin' && !account) return startDecoyChallenge(ctx, input.email, now)
  if (!account) throw new AppError('ACCOUNT_NOT_FOUND', AUTH_MESSAGES.accountNotFound)
  if (account.status !== 'active') {
    throw new AppError('ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended)
  }
  return sendCode(
    ctx,
    {
      accountId: account.id,
      to: account.email,
      purpose: 'sign_in',
    },
    now,
  )
}

/** Checks a code and, when right, opens a session. */
export async function verifySignInCode(
  ctx: AppContext,
  kind: AccountKind,
  input: VerifyOtpInput,
  client: Client,
  now = new Date(),
): Promise<Session> {
  const { accountId } = await redeemCode(
    ctx,
    { id: input.id, otp: input.otp, purpose: 'sign_in', kind },
    client,
    now,
  )
  return openSession(ctx, accountId, client, now)
}

/** Opens a session from a one-tap sign-in link: the same answer as a right code, for every kind. */
export async function signInByLink(
  ctx: AppContext,
  input: SignInLinkInput,
  client: Client,
  now = new Date(),
): Promise<Session> {
  const { accountId } = await redeemSignInLink(ctx, input.token, client, now)
  return openSession(ctx, accountId, client, now)
}

async function openSession(
  ctx: AppContext,
  accountId: string,
  client: Client,
  now: Date,
): Promise<Session> {
  // A code or link mailed before a suspension must not open a session after it.
  const [account] = await ctx.db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (account?.status !== 'active') {
    throw new AppError('ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended)
  }
  const session = await createSession(ctx.db, accountId, client, now)
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    account: await accountSummary(ctx, accountId),
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
