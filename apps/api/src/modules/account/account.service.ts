import { and, desc, eq, gt, inArray, isNotNull, isNull, like, ne, not, or, sql } from 'drizzle-orm'
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
  companies,
  contactMessages,
  emailSubscriptions,
  conversations,
  letters,
  nyscRejectionLetters,
  notifications,
  rateLimits,
  roles,
  sessions,
} from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, validationFailed } from '../../lib/errors.js'
import { endStreams } from '../../lib/events.js'
import type { SignedInAccount } from '../../lib/sessions.js'
import { deleteFilesOf } from '../files/files.queries.js'
import { keepModerationRecord } from '../reports/moderation-records.queries.js'
import { closeApplications } from '../applications/close-applications.queries.js'

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
 * decision 022). Its files go first, rows and bytes (they are found by owner); then its
 * moderation record is kept under a pseudonym (decision 049: the reports made by it or about it
 * stay, without its id or email), a company's applicants are told, and the database cascade takes
 * the profile, roles, applications, notifications and sessions. Either side's chats stay for the other
 * party, read only, as 'Deleted user' (an intern, decision 034, `keepChatsOfDepartingIntern`) or
 * 'Deleted company' (decision 037, `keepChatsOfDepartingCompany`). What the cascade cannot reach
 * goes by hand: notifications that name the departing party (the companies' about an intern's
 * applications; the interns' about a company's applications and roles, or carrying its name),
 * the account's rate-limit counters (keyed by its id) and contact-form messages from its address
 * when no other account uses it.
 */
export async function deleteAccount(ctx: AppContext, account: SignedInAccount) {
  await deleteFilesOf(ctx, account.id)
  await ctx.db.transaction(async (tx) => {
    await keepModerationRecord(ctx, tx, account)
    if (account.kind === 'company') {
      await closeApplications(ctx, tx, account.id, isNull(roles.deletedAt), 'company-deleted')
      await forgetCompanyInNotifications(tx, account.id)
      await keepChatsOfDepartingCompany(tx, account.id)
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
    // What was given with the address alone (a contact message, the weekly mail's subscription)
    // is the person's too, unless another account of theirs still uses the address.
    if (!sameEmail) {
      await tx
        .delete(contactMessages)
        .where(sql`lower(${contactMessages.email}) = lower(${account.email})`)
      await tx
        .delete(emailSubscriptions)
        .where(sql`lower(${emailSubscriptions.email}) = lower(${account.email})`)
    }
    await tx.delete(accounts).where(eq(accounts.id, account.id))
    await endStreams(tx, account.id)
  })
}

const hasChat = () =>
  sql`exists (select 1 from ${conversations} where ${conversations.applicationId} = ${applications.id})`

/**
 * The rule (NDPA deletion, 'messages kept as Deleted user for the other party'): an
 * application that has a chat stays, emptied of the applicant — no resume, cover note or snapshot
 * of their details, closed, out of the company's applicant lists (`company_id` null) — so the
 * company can still read what both sides wrote; the cascade then sets its `intern_id` to null.
 * Applications without a chat go with the account, and so do chats kept for this intern after
 * their company left (nobody is left to read them, decision 037).
 */
async function keepChatsOfDepartingIntern(tx: Tx, internId: string) {
  const orphaned = tx
    .select({ id: conversations.applicationId })
    .from(conversations)
    .where(and(eq(conversations.internId, internId), isNull(conversations.companyId)))
  await tx.delete(applications).where(inArray(applications.id, orphaned))
  await tx.delete(applications).where(and(eq(applications.internId, internId), not(hasChat())))
  // A PPA's rejection letter names the corps member: it goes with them (decision 062).
  await tx
    .delete(nyscRejectionLetters)
    .where(
      inArray(
        nyscRejectionLetters.applicationId,
        tx
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.internId, internId)),
      ),
    )
  await tx
    .update(applications)
    .set({
      companyId: null,
      resumeUrl: '',
      applicantSnapshot: null,
      coverNote: null,
      closedAt: sql`coalesce(${applications.closedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(applications.internId, internId))
}

/**
 * The same rule for a company (decision 037): each application of its roles that has a chat stays
 * for the intern, emptied of both sides — no role (it goes with the company; its title is kept on
 * the conversation), no company, no applicant (the intern reaches the chat as the conversation's
 * side, so the application leaves every list and count read by `intern_id` too), no resume,
 * snapshot, rejection note or letter, closed. The conversation's `company_id` then goes null with
 * the company row (ON DELETE SET NULL). Everything else of the company — roles, applications
 * without a chat, and chats kept for it after their applicant left — goes with the cascade.
 */
async function keepChatsOfDepartingCompany(tx: Tx, companyId: string) {
  const keptWhere = and(
    eq(applications.companyId, companyId),
    isNotNull(applications.internId),
    hasChat(),
  )
  const kept = tx.select({ id: applications.id }).from(applications).where(keptWhere)
  await tx.delete(letters).where(inArray(letters.applicationId, kept))
  await tx.delete(nyscRejectionLetters).where(inArray(nyscRejectionLetters.applicationId, kept))
  await tx
    .update(conversations)
    .set({
      roleTitle: sql`(select ${roles.title} from ${roles} inner join ${applications} on ${applications.roleId} = ${roles.id} where ${applications.id} = ${conversations.applicationId})`,
    })
    .where(inArray(conversations.applicationId, kept))
  await tx
    .update(applications)
    .set({
      roleId: null,
      internId: null,
      companyId: null,
      resumeUrl: '',
      applicantSnapshot: null,
      coverNote: null,
      rejectionReason: null,
      rejectionNote: null,
      closedAt: sql`coalesce(${applications.closedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(keptWhere)
}

/**
 * Interns' notifications that name the company: those about its applications or roles, and those
 * whose link went when their application did (a withdrawn application's 'New message from …'
 * keeps its text, its `application_id` set null), found by the company's name.
 */
async function forgetCompanyInNotifications(tx: Tx, companyId: string) {
  const applicationsOf = tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.companyId, companyId))
  const rolesOf = tx.select({ id: roles.id }).from(roles).where(eq(roles.companyId, companyId))
  await tx
    .delete(notifications)
    .where(
      or(
        inArray(notifications.applicationId, applicationsOf),
        inArray(notifications.roleId, rolesOf),
      ),
    )
  const [company] = await tx
    .select({ name: companies.companyName })
    .from(companies)
    .where(eq(companies.accountId, companyId))
  const name = company?.name?.trim().toLowerCase() ?? ''
  // A name this short would match words of other notices.
  if (name.length < 3) return
  await tx
    .delete(notifications)
    .where(
      and(
        isNull(notifications.applicationId),
        isNull(notifications.roleId),
        sql`position(${name} in lower(${notifications.title} || ' ' || ${notifications.description})) > 0`,
      ),
    )
}
