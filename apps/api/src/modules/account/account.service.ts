import { and, desc, eq, gt, inArray, isNull, like, ne, not, sql } from 'drizzle-orm'
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PREFERENCES_SCHEMAS,
  readAccountPreferences,
  type AccountKind,
  type AccountPreferences,
  type PreferencesKind,
  type AccountSession,
} from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import {
  accounts,
  applications,
  contactMessages,
  conversations,
  notifications,
  rateLimits,
  roles,
  sessions,
} from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, validationFailed } from '../../lib/errors.js'
import { endStreams } from '../../lib/events.js'
import type { SignedInAccount } from '../../lib/sessions.js'
import { deleteFilesOf } from '../files/files.service.js'
import { closeApplications } from '../roles/company-roles.service.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The account's live sessions (not revoked, not expired), most recently used first. */
export async function listSessions(db: Db, account: SignedInAccount): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, account.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === account.sessionId,
  }))
}

/** Signs one of the account's own devices out; any other id is not found. */
export async function revokeOwnSession(db: Db, accountId: string, sessionId: string) {
  if (!UUID.test(sessionId)) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.sessionNotFound)
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.accountId, accountId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id })
    if (revoked.length === 0) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.sessionNotFound)
    await endStreams(tx, accountId, sessionId)
  })
}

type PreferencesOwner = { id: string; kind: AccountKind }

function preferencesKind(kind: AccountKind): PreferencesKind {
  if (kind === 'admin') throw new AppError('WRONG_ACCOUNT_KIND', ACCOUNT_MESSAGES.noPreferences)
  return kind
}

/** The account's stored choices over its kind's defaults. */
export async function getPreferences(
  db: Db,
  account: PreferencesOwner,
): Promise<AccountPreferences> {
  const [row] = await db
    .select({ preferences: accounts.preferences })
    .from(accounts)
    .where(eq(accounts.id, account.id))
  return readAccountPreferences(preferencesKind(account.kind), row?.preferences)
}

/** Replaces the document; it must be the caller's kind's (an intern has no 'new applications'). */
export async function savePreferences(
  db: Db,
  account: PreferencesOwner,
  input: unknown,
): Promise<AccountPreferences> {
  const parsed = ACCOUNT_PREFERENCES_SCHEMAS[preferencesKind(account.kind)].safeParse(input)
  if (!parsed.success) throw validationFailed(parsed.error)
  await db
    .update(accounts)
    .set({ preferences: parsed.data, updatedAt: new Date() })
    .where(eq(accounts.id, account.id))
  return getPreferences(db, account)
}

/**
 * Deletes the account and everything it owns (the privacy policy promises it; NDPA 2023 s.34,
 * decision 022). Its files go first, rows and bytes (they are found by owner); then a company's
 * applicants are told, and the database cascade takes the profile, roles, applications and their
 * chats, notifications, sessions and reports made or about it. An intern's chats stay for the
 * company as 'Deleted user' (decision 034, `keepChatsOfDepartingIntern`). What the cascade cannot
 * reach goes by hand: the companies' notifications about an intern's applications (they carry the
 * applicant's name), the account's rate-limit counters (keyed by its id) and contact-form
 * messages from its address when no other account uses it.
 */
export async function deleteAccount(ctx: AppContext, account: SignedInAccount) {
  await deleteFilesOf(ctx, account.id)
  await ctx.db.transaction(async (tx) => {
    if (account.kind === 'company') {
      await closeApplications(tx, account.id, isNull(roles.deletedAt), { linkApplication: false })
    } else {
      const own = tx
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.internId, account.id))
      await tx.delete(notifications).where(inArray(notifications.applicationId, own))
      await keepChatsOfDepartingIntern(tx, account.id)
    }
    await tx.delete(rateLimits).where(like(rateLimits.key, `%:account:${account.id}`))
    const [sameEmail] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, account.email), ne(accounts.id, account.id)))
      .limit(1)
    if (!sameEmail) {
      await tx
        .delete(contactMessages)
        .where(sql`lower(${contactMessages.email}) = lower(${account.email})`)
    }
    await tx.delete(accounts).where(eq(accounts.id, account.id))
    await endStreams(tx, account.id)
  })
}

/**
 * The rule (NDPA deletion, 'messages kept as Deleted user for the other party'): an
 * application that has a chat stays, emptied of the applicant — no resume, no snapshot of their
 * details, closed, out of the company's applicant lists (`company_id` null) — so the company can
 * still read what both sides wrote; the cascade then sets its `intern_id` to null. Applications
 * without a chat go with the account.
 */
async function keepChatsOfDepartingIntern(tx: Tx, internId: string) {
  const hasChat = sql`exists (select 1 from ${conversations} where ${conversations.applicationId} = ${applications.id})`
  await tx.delete(applications).where(and(eq(applications.internId, internId), not(hasChat)))
  await tx
    .update(applications)
    .set({
      companyId: null,
      resumeUrl: '',
      applicantSnapshot: null,
      closedAt: sql`coalesce(${applications.closedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(applications.internId, internId))
}
