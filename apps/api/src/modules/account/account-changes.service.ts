import { and, eq, ne } from 'drizzle-orm'
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  DEFAULT_COUNTRY_CODE,
  type AccountChange,
  type CompanyMe,
  type ConfirmAccountChangeInput,
  type InternMe,
} from '@app/domain'
import { accounts, companies, interns, type PendingChange } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { isUniqueViolation } from '../../lib/unique-violation.js'
import { sendCode, redeemCode, type Client } from '../auth/code-challenges.queries.js'
import type { SignedInAccount } from '../../lib/sessions.js'
import { getOwnCompanyProfile, renameCompany } from '../companies/companies.queries.js'
import { getInternProfile } from '../interns/interns.queries.js'
import { notify } from '../notifications/notify.js'
import { assertMaySignUp } from '../reports/sign-up-refusals.queries.js'

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken, {
    errors: { value: ACCOUNT_MESSAGES.emailTaken },
  })

async function assertEmailFree(ctx: AppContext, account: SignedInAccount, email: string) {
  const [holder] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.email, email), eq(accounts.kind, account.kind), ne(accounts.id, account.id)),
    )
  if (holder) throw emailTaken()
}

/**
 * Starts a change of name, email or phone (settings): nothing changes until the mailed code is
 * confirmed. An email change is confirmed from the new address, which proves it is theirs.
 */
export async function requestAccountChange(
  ctx: AppContext,
  account: SignedInAccount,
  change: AccountChange,
  now = new Date(),
): Promise<{ id: string }> {
  if (change.field === 'companyName' && account.kind !== 'company') {
    throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.companyNameOnlyForCompanies, {
      errors: { field: ACCOUNT_MESSAGES.companyNameOnlyForCompanies },
    })
  }
  if (change.field === 'email') {
    if (change.value === account.email) {
      throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.changeSameValue, {
        errors: { value: ACCOUNT_MESSAGES.changeSameValue },
      })
    }
    await assertEmailFree(ctx, account, change.value)
  }
  // Not a way round the sign-up block of a suspended or departed account (decision 049).
  if (change.field === 'email') await assertMaySignUp(ctx, { email: change.value }, account.id)
  if (change.field === 'phoneNumber') {
    await assertMaySignUp(ctx, { phone: change.value }, account.id)
  }
  return sendCode(
    ctx,
    {
      accountId: account.id,
      to: change.field === 'email' ? change.value : account.email,
      purpose: 'change',
      pendingChange: change,
      // A new email can be any address: at most a few codes an hour reach it (decision 048).
      recipientLimit: 'changeCodes',
    },
    now,
  )
}

/** Applies a requested change when its code is right (the same code rules as sign-in). */
export async function confirmAccountChange(
  ctx: AppContext,
  account: SignedInAccount,
  input: ConfirmAccountChangeInput,
  client: Client,
  now = new Date(),
): Promise<CompanyMe | InternMe> {
  const { pendingChange } = await redeemCode(
    ctx,
    { id: input.id, otp: input.otp, purpose: 'change', accountId: account.id },
    client,
    now,
  )
  if (!pendingChange) throw new AppError('CODE_EXPIRED', AUTH_MESSAGES.codeExpired)
  await applyChange(ctx, account, pendingChange)
  return account.kind === 'company'
    ? getOwnCompanyProfile(ctx, account)
    : getInternProfile(ctx.db, account.id)
}

async function applyChange(ctx: AppContext, account: SignedInAccount, change: PendingChange) {
  switch (change.field) {
    case 'companyName':
      return renameCompany(ctx, account, change.value)
    case 'phoneNumber':
      return changePhoneNumber(ctx, account, change)
    case 'email':
      return changeEmail(ctx, account, change.value)
  }
}

async function changePhoneNumber(ctx: AppContext, account: SignedInAccount, change: PendingChange) {
  const profiles = account.kind === 'company' ? companies : interns
  const [current] = await ctx.db
    .select({ countryCode: profiles.countryCode })
    .from(profiles)
    .where(eq(profiles.accountId, account.id))
  await ctx.db
    .update(profiles)
    .set({
      phoneNumber: change.value,
      countryCode: change.countryCode ?? current?.countryCode ?? DEFAULT_COUNTRY_CODE,
      updatedAt: new Date(),
    })
    .where(eq(profiles.accountId, account.id))
}

/** The old address is told, so a change made from a stolen session does not go unnoticed. */
async function changeEmail(ctx: AppContext, account: SignedInAccount, email: string) {
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ email, updatedAt: new Date() })
        .where(eq(accounts.id, account.id))
      await notify(
        ctx,
        tx,
        { email: account.email, accountId: account.id },
        { name: 'sign-in-email-changed', data: { newEmail: email } },
      )
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}
