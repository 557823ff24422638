import { and, eq, inArray, lte, or, sql } from 'drizzle-orm'
import { MODERATION_RECORD_RETENTION_YEARS, type AccountKind } from '@app/domain'
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
import { identifierHash } from './moderation-identifiers.js'

/** A chat message as a report keeps its words (decision 049). */
export const keptMessage = (message: typeof messages.$inferSelect): KeptMessage => ({
  id: message.id,
  sender: message.sender,
  body: message.body,
  signals: message.scamSignals,
  sentAt: message.createdAt.toISOString(),
})

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

/**
 * The retention sweep (decision 049): what is kept of a deleted account, and the reports that
 * point to it, go once kept for MODERATION_RECORD_RETENTION_YEARS.
 */
export async function eraseExpiredModerationRecords(db: Db, now: Date) {
  await db.delete(departedAccounts).where(lte(departedAccounts.keepUntil, now))
}
