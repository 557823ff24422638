import crypto from 'node:crypto'
import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm'
import { AUTH_MESSAGES, MODERATION_RECORD_RETENTION_YEARS, type AccountKind } from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import {
  accounts,
  applications,
  companies,
  conversations,
  departedAccounts,
  interns,
  reports,
  roles,
  type KeptMessage,
  type messages,
} from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'

/** A chat message as a report keeps its words (decision 049). */
export const keptMessage = (message: typeof messages.$inferSelect): KeptMessage => ({
  id: message.id,
  sender: message.sender,
  body: message.body,
  signals: message.scamSignals,
  sentAt: message.createdAt.toISOString(),
})

type Identifier = 'email' | 'phone' | 'rcNumber'

/** The same person writes the same identifier several ways: '+234 803…' and '0803…'. */
function normalised(kind: Identifier, value: string): string | null {
  if (kind === 'email') return value.trim().toLowerCase() || null
  if (kind === 'rcNumber') return value.replace(/\s+/g, '').toUpperCase() || null
  const digits = value.replace(/\D/g, '')
  return digits.length >= 7 ? digits.slice(-10) : null
}

/**
 * A keyed hash (HMAC with the server's secret), so the kept row can recognise the identifier
 * coming back but a reader of the database cannot test guesses against it.
 */
function identifierHash(ctx: Pick<AppContext, 'otpSecret'>, kind: Identifier, value: string) {
  const plain = normalised(kind, value)
  if (plain === null) return null
  return crypto
    .createHmac('sha256', ctx.otpSecret)
    .update(`moderation:${kind}:${plain}`)
    .digest('base64url')
}

/** The short reference people read and say: 'D-3F2A9C1B'. */
export const departedReference = (id: string) => `D-${id.slice(0, 8).toUpperCase()}`

const side = (kind: AccountKind) => (kind === 'company' ? 'company' : 'user')

/** Reports about the account: of it, of its roles, or of a chat message its side wrote. */
function reportsAbout(tx: Tx, account: { id: string; kind: AccountKind }) {
  // A chat kept after the other side left names this side on its conversation only (034, 037).
  const theirChats = tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      account.kind === 'company'
        ? eq(applications.companyId, account.id)
        : eq(applications.internId, account.id),
    )
    .union(
      tx
        .select({ id: conversations.applicationId })
        .from(conversations)
        .where(
          account.kind === 'company'
            ? eq(conversations.companyId, account.id)
            : eq(conversations.internId, account.id),
        ),
    )
  const theirRoles = tx.select({ id: roles.id }).from(roles).where(eq(roles.companyId, account.id))
  return or(
    eq(reports.targetAccountId, account.id),
    inArray(reports.roleId, theirRoles),
    and(
      inArray(reports.applicationId, theirChats),
      sql`exists (select 1 from jsonb_array_elements(${reports.flaggedMessages}) m
        where m->>'sender' = ${side(account.kind)})`,
    ),
  )
}

interface DepartingAccount {
  id: string
  email: string
  kind: AccountKind
}

/**
 * Keeps the moderation record of an account being deleted (decision 049), in the deletion's
 * transaction and before anything of it goes: when reports were made by it or about it, or it is
 * suspended, a pseudonymous row with keyed hashes of its email, phone and RC number takes its
 * place in those reports. A suspended account, or one with open reports against it, leaves its
 * identifiers blocked from signing up until an operator allows it.
 */
export async function keepModerationRecord(
  ctx: Pick<AppContext, 'otpSecret'>,
  tx: Tx,
  account: DepartingAccount,
) {
  const about = reportsAbout(tx, account)
  const [[standing], [made], [against]] = await Promise.all([
    tx
      .select({
        status: accounts.status,
        internPhone: interns.phoneNumber,
        companyPhone: companies.phoneNumber,
        rcNumber: companies.rcNumber,
      })
      .from(accounts)
      .leftJoin(interns, eq(interns.accountId, accounts.id))
      .leftJoin(companies, eq(companies.accountId, accounts.id))
      .where(eq(accounts.id, account.id)),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(eq(reports.reporterId, account.id)),
    tx
      .select({
        n: sql<number>`count(*)::int`,
        open: sql<number>`count(*) filter (where ${reports.status} = 'open')::int`,
      })
      .from(reports)
      .where(about),
  ])
  const isSuspended = standing?.status === 'suspended'
  if (!isSuspended && !made?.n && !against?.n) return
  const blockReason = isSuspended ? 'suspended' : against?.open ? 'open_reports' : null
  const phone = standing?.internPhone ?? standing?.companyPhone
  const [kept] = await tx
    .insert(departedAccounts)
    .values({
      kind: account.kind,
      emailHash: identifierHash(ctx, 'email', account.email)!,
      phoneHash: phone ? identifierHash(ctx, 'phone', phone) : null,
      rcNumberHash: standing?.rcNumber ? identifierHash(ctx, 'rcNumber', standing.rcNumber) : null,
      signUpBlockedAt: blockReason ? sql`now()` : null,
      signUpBlockReason: blockReason,
      keepUntil: sql`now() + make_interval(years => ${MODERATION_RECORD_RETENTION_YEARS})`,
    })
    .returning({ id: departedAccounts.id })
  if (!kept) throw new Error('departed account insert returned nothing')
  await tx
    .update(reports)
    .set({ reporterDepartedId: kept.id })
    .where(eq(reports.reporterId, account.id))
  await tx
    .update(reports)
    .set({
      targetDepartedId: kept.id,
      // The account's id itself goes; the kept reference stands in for it.
      targetId: sql`case when ${reports.targetId} = ${account.id} then ${kept.id}::uuid else ${reports.targetId} end`,
    })
    .where(about)
}

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

/**
 * The retention sweep (decision 049): what is kept of a deleted account, and the reports that
 * point to it, go once kept for MODERATION_RECORD_RETENTION_YEARS.
 */
export async function eraseExpiredModerationRecords(db: Db, now: Date) {
  await db.delete(departedAccounts).where(lte(departedAccounts.keepUntil, now))
}
