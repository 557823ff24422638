import { and, eq, isNotNull, or, sql } from 'drizzle-orm'
import { AUTH_MESSAGES } from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { accounts, companies, departedAccounts, interns } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { identifierHash, normalised, type Identifier } from './moderation-identifiers.js'

/** Which identifier of a sign-up may not be used, checked for each one given. */
interface SignUpIdentifiers {
  email?: string | null | undefined
  phone?: string | null | undefined
  rcNumber?: string | null | undefined
}

const REFUSAL: Record<Identifier, { message: string; field: string }> = {
  email: { message: AUTH_MESSAGES.signUpBlocked, field: 'email' },
  phone: { message: AUTH_MESSAGES.phoneBlocked, field: 'phoneNumber' },
  rcNumber: { message: AUTH_MESSAGES.rcNumberBlocked, field: 'rcNumber' },
}

const digitsOf = (column: typeof interns.phoneNumber | typeof companies.phoneNumber) =>
  sql`right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 10)`

/** Whether a suspended account other than `exceptAccountId` holds the identifier. */
async function heldBySuspended(db: Db | Tx, kind: Identifier, value: string, except?: string) {
  const plain = normalised(kind, value)
  if (plain === null) return false
  const others = except ? sql`${accounts.id} <> ${except}` : sql`true`
  const suspended = and(eq(accounts.status, 'suspended'), others)
  if (kind === 'email') {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(suspended, sql`lower(${accounts.email}) = ${plain}`))
      .limit(1)
    return Boolean(row)
  }
  if (kind === 'rcNumber') {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(companies, eq(companies.accountId, accounts.id))
      .where(and(suspended, sql`upper(replace(${companies.rcNumber}, ' ', '')) = ${plain}`))
      .limit(1)
    return Boolean(row)
  }
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .leftJoin(interns, eq(interns.accountId, accounts.id))
    .leftJoin(companies, eq(companies.accountId, accounts.id))
    .where(
      and(
        suspended,
        or(
          sql`${digitsOf(interns.phoneNumber)} = ${plain}`,
          sql`${digitsOf(companies.phoneNumber)} = ${plain}`,
        ),
      ),
    )
    .limit(1)
  return Boolean(row)
}

async function heldByBlockedDeparted(
  ctx: Pick<AppContext, 'otpSecret' | 'db'>,
  kind: Identifier,
  value: string,
) {
  const hash = identifierHash(ctx, kind, value)
  if (hash === null) return false
  const column = {
    email: departedAccounts.emailHash,
    phone: departedAccounts.phoneHash,
    rcNumber: departedAccounts.rcNumberHash,
  }[kind]
  const [row] = await ctx.db
    .select({ id: departedAccounts.id })
    .from(departedAccounts)
    .where(and(eq(column, hash), isNotNull(departedAccounts.signUpBlockedAt)))
    .limit(1)
  return Boolean(row)
}

/**
 * Refuses (403 SIGN_UP_BLOCKED, naming the field) an email, phone or RC number that belongs to a
 * suspended account, or to one deleted while suspended or with open reports against it, until
 * an operator restores the account or allows its sign-up again (decision 049).
 */
export async function assertMaySignUp(
  ctx: Pick<AppContext, 'otpSecret' | 'db'>,
  identifiers: SignUpIdentifiers,
  exceptAccountId?: string,
) {
  for (const kind of ['email', 'phone', 'rcNumber'] as const) {
    const value = identifiers[kind]
    if (!value) continue
    const isBlocked =
      (await heldBySuspended(ctx.db, kind, value, exceptAccountId)) ||
      (await heldByBlockedDeparted(ctx, kind, value))
    if (isBlocked) {
      const { message, field } = REFUSAL[kind]
      throw new AppError('SIGN_UP_BLOCKED', message, { errors: { [field]: message } })
    }
  }
}
