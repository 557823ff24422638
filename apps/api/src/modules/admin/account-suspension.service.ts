import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import {
  ADMIN_MESSAGES,
  type AdminAccount,
  type AdminReasonInput,
  type AdminSearchQuery,
} from '@app/domain'
import {
  accounts,
  applications,
  codeChallenges,
  companies,
  interns,
  roles,
  sessions,
} from '../../db/schema.js'
import type { Tx } from '../../db/client.js'
import type { AppContext } from '../../lib/context.js'
import { endStreams } from '../../lib/events.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { notify, notifyEach } from '../notifications/notify.js'
import { recordAdminAction, type AdminActor } from './audit-log.js'
import { containsText, isAnyOf, searchPage } from './search.js'

const ACCOUNT_NOT_FOUND = 'Account not found.'

/** A company's name, or an intern's first and last name. */
const nameSql = sql<string | null>`coalesce(
  ${companies.companyName},
  nullif(trim(concat_ws(' ', ${interns.firstName}, ${interns.lastName})), '')
)`

const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  kind: accounts.kind,
  name: nameSql,
  status: accounts.status,
  suspendedAt: accounts.suspendedAt,
  suspensionReason: accounts.suspensionReason,
  createdAt: accounts.createdAt,
}

type AccountRow = {
  [K in keyof typeof accountColumns]: K extends 'name'
    ? string | null
    : (typeof accounts.$inferSelect)[K & keyof typeof accounts.$inferSelect]
}

const accountDto = (row: AccountRow): AdminAccount => ({
  id: row.id,
  email: row.email,
  kind: row.kind,
  name: row.name,
  status: row.status,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspensionReason: row.suspensionReason,
  createdAt: row.createdAt.toISOString(),
})

const selectAccounts = (ctx: AppContext) =>
  ctx.db
    .select(accountColumns)
    .from(accounts)
    .leftJoin(companies, eq(companies.accountId, accounts.id))
    .leftJoin(interns, eq(interns.accountId, accounts.id))

/** Every account, newest first, searched by email or name. */
export async function listAccounts(ctx: AppContext, query: AdminSearchQuery) {
  // The company's or the intern's name, found among the companies and interns first (isAnyOf).
  const where = query.search
    ? or(
        containsText(accounts.email, query.search),
        await isAnyOf(ctx.db, accounts.id, [
          sql`select ${companies.accountId} as id from ${companies} where ${containsText(companies.companyName, query.search)}`,
          sql`select ${interns.accountId} as id from ${interns} where ${containsText(sql`concat_ws(' ', ${interns.firstName}, ${interns.lastName})`, query.search)}`,
        ]),
      )
    : undefined
  return searchPage(
    ctx.db,
    query,
    {
      ordered: selectAccounts(ctx)
        .where(where)
        .orderBy(desc(accounts.createdAt), asc(accounts.id))
        .$dynamic(),
      matching: ctx.db
        .select({ id: accounts.id })
        .from(accounts)
        .leftJoin(companies, eq(companies.accountId, accounts.id))
        .leftJoin(interns, eq(interns.accountId, accounts.id))
        .where(where)
        .$dynamic(),
    },
    accountDto,
  )
}

async function findAccount(ctx: AppContext, accountId: string) {
  if (!isUuid(accountId)) throw notFound(ACCOUNT_NOT_FOUND)
  const [row] = await selectAccounts(ctx).where(eq(accounts.id, accountId))
  if (!row) throw notFound(ACCOUNT_NOT_FOUND)
  return row
}

/**
 * Suspends an account (terms of service): every session ends at once, and its open pages hear it
 * on their event stream and sign out; codes and sign-in links already mailed die, and sign-in is
 * refused with a clear message. A company's roles leave every list (isLiveRole reads the account's
 * status) and the interns with open applications to them are told; an intern's open applications
 * are held, and the companies they went to are told (decision 050). Admin accounts are not
 * suspended from the console.
 */
export async function suspendAccount(
  ctx: AppContext,
  admin: AdminActor,
  accountId: string,
  input: AdminReasonInput,
) {
  const account = await findAccount(ctx, accountId)
  if (account.kind === 'admin') throw new AppError('ALREADY_DONE', ADMIN_MESSAGES.accountIsAdmin)
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accounts)
      .set({
        status: 'suspended',
        suspendedAt: now,
        suspensionReason: input.reason,
        updatedAt: now,
      })
      .where(and(eq(accounts.id, accountId), eq(accounts.status, 'active')))
      .returning({ id: accounts.id })
    if (!updated) throw new AppError('ALREADY_DONE', ADMIN_MESSAGES.accountAlreadySuspended)
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    await tx
      .update(codeChallenges)
      .set({ consumedAt: now })
      .where(and(eq(codeChallenges.accountId, accountId), isNull(codeChallenges.consumedAt)))
    await endStreams(tx, accountId, undefined, 'suspended')
    await tellOtherSidesOfHeldApplications(ctx, tx, account, now)
    await recordAdminAction(tx, admin, {
      action: 'account.suspend',
      targetType: 'account',
      targetId: accountId,
      reason: input.reason,
    })
    await notify(
      ctx,
      tx,
      { accountId },
      { name: 'account-suspended', data: { email: account.email, reason: input.reason } },
    )
  })
  return accountDto(await findAccount(ctx, accountId))
}

/**
 * The other side of each undecided application of a suspended company or intern hears that it is
 * on hold: interns that the company's role is hidden, companies that the applicant cannot sign
 * in, read or reply while the suspension lasts.
 */
async function tellOtherSidesOfHeldApplications(
  ctx: AppContext,
  tx: Tx,
  account: AccountRow,
  now: Date,
) {
  if (account.kind === 'admin') return
  const isCompany = account.kind === 'company'
  const open = await tx
    .select({
      id: applications.id,
      internId: interns.accountId,
      companyId: roles.companyId,
      title: roles.title,
      snapshot: applications.applicantSnapshot,
      firstName: interns.firstName,
      lastName: interns.lastName,
    })
    .from(applications)
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(interns, eq(interns.accountId, applications.internId))
    .where(
      and(
        isCompany ? eq(roles.companyId, account.id) : eq(applications.internId, account.id),
        isNull(applications.closedAt),
        inArray(applications.status, ['pending', 'in_review']),
      ),
    )
  await notifyEach(
    ctx,
    tx,
    open.map((application) => ({
      recipient: { accountId: isCompany ? application.internId : application.companyId },
      event: {
        name: 'application-on-hold' as const,
        data: isCompany
          ? {
              suspended: 'company' as const,
              applicationId: application.id,
              roleTitle: application.title,
              companyName: account.name,
            }
          : {
              suspended: 'intern' as const,
              applicationId: application.id,
              roleTitle: application.title,
              firstName: application.snapshot?.firstName ?? application.firstName,
              lastName: application.snapshot?.lastName ?? application.lastName,
            },
      },
      options: { createdAt: now },
    })),
  )
}

/**
 * Lifts a suspension: the account may sign in again (it is mailed so), and a company's roles come
 * back.
 */
export async function restoreAccount(ctx: AppContext, admin: AdminActor, accountId: string) {
  const account = await findAccount(ctx, accountId)
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accounts)
      .set({ status: 'active', suspendedAt: null, suspensionReason: null, updatedAt: now })
      .where(and(eq(accounts.id, accountId), eq(accounts.status, 'suspended')))
      .returning({ id: accounts.id })
    if (!updated) throw new AppError('ALREADY_DONE', ADMIN_MESSAGES.accountNotSuspended)
    await recordAdminAction(tx, admin, {
      action: 'account.restore',
      targetType: 'account',
      targetId: accountId,
    })
    if (account.kind !== 'admin') {
      await notify(
        ctx,
        tx,
        { accountId },
        { name: 'account-restored', data: { email: account.email, kind: account.kind } },
      )
    }
  })
  return accountDto(await findAccount(ctx, accountId))
}
