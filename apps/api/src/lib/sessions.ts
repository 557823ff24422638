import crypto from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { SESSION_LIFETIME_MS, type AccountKind } from '@app/domain'
import type { Db } from '../db/client.js'
import { accounts, sessions } from '../db/schema.js'
import { AppError } from './errors.js'
import { endStreams } from './events.js'
import { preparedQuery } from './prepared.js'

/** A session's last write: when, and where the primary's WAL stood after it (decision 074). */
export interface LastWrite {
  at: Date
  lsn: string
}

export interface SignedInAccount {
  id: string
  email: string
  kind: AccountKind
  sessionId: string
  /** When the session ends: the cookie of the server's pages carries it too (decision 079). */
  expiresAt: Date
  /** Set only when replicas serve reads (and the session has written since). */
  lastWrite?: LastWrite | null
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url')

/** A random 256-bit bearer token; only its hash is stored. */
export async function createSession(
  db: Db,
  accountId: string,
  client: { ip: string; userAgent: string | undefined },
  now = new Date(),
) {
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
  await db.insert(sessions).values({
    accountId,
    tokenHash: hashToken(token),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  })
  return { token, expiresAt }
}

/**
 * How long an ended session is kept: until then its token still answers 'expired' (440) rather
 * than 'invalid', and the account's session list can be checked against it.
 */
const ENDED_SESSION_KEPT_MS = 30 * 24 * 3_600_000

/** A periodic sweep: sessions that expired or were revoked long ago go. */
export async function deleteEndedSessions(db: Db, now: Date) {
  const before = new Date(now.getTime() - ENDED_SESSION_KEPT_MS)
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
}

const SESSION_MESSAGES = {
  missing: 'Sign in to continue.',
  invalid: 'Your session is no longer valid. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
}

/** The sessions list shows when a device was last used; a write per request would be wasteful. */
const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000

/** The session of a token hash, with its account: one read on every signed-in request. */
const sessionOfToken = preparedQuery('session_of_token', (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      lastWriteAt: sessions.lastWriteAt,
      lastWriteLsn: sessions.lastWriteLsn,
      id: accounts.id,
      email: accounts.email,
      kind: accounts.kind,
      status: accounts.status,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(name),
)

/** 401 for a missing, unknown or revoked token; 440 for an expired one (the spec's rule). */
export async function authenticate(db: Db, token: string | undefined): Promise<SignedInAccount> {
  if (!token) throw new AppError('UNAUTHENTICATED', SESSION_MESSAGES.missing)
  const [row] = await sessionOfToken(db).execute({ tokenHash: hashToken(token) })
  if (!row || row.revokedAt || row.status !== 'active') {
    throw new AppError('UNAUTHENTICATED', SESSION_MESSAGES.invalid)
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('SESSION_EXPIRED', SESSION_MESSAGES.expired)
  }
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_PRECISION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId))
  }
  return {
    id: row.id,
    email: row.email,
    kind: row.kind,
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    lastWrite:
      row.lastWriteAt && row.lastWriteLsn ? { at: row.lastWriteAt, lsn: row.lastWriteLsn } : null,
  }
}

/**
 * Notes on the session that it just wrote, with the primary's WAL position past that write, so
 * its next reads, in any process, go where the write is (decision 074). Only when replicas serve
 * reads; the session row is the one every signed-in request already reads.
 */
const noteWriteOfSession = preparedQuery('note_write_of_session', (db, name) =>
  db
    .update(sessions)
    .set({ lastWriteAt: sql`now()`, lastWriteLsn: sql`pg_current_wal_lsn()::text` })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare(name),
)

export async function noteSessionWrite(db: Db, sessionId: string) {
  await noteWriteOfSession(db).execute({ sessionId })
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ accountId: sessions.accountId })
    for (const { accountId } of revoked) await endStreams(tx, accountId, sessionId)
  })
}

/** Log out everywhere; also used when an account is suspended. */
export async function revokeAllSessions(db: Db, accountId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    await endStreams(tx, accountId)
  })
}
