import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { accounts, sessions } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'

/** When the stream's session runs out; the stream ends then, like any other request would. */
export async function sessionExpiresAt(ctx: AppContext, sessionId: string): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  return row?.expiresAt ?? null
}

/**
 * An open stream means someone is looking at the app, so it counts as activity: "away" (for
 * message mail) then means no open tab, not "no click lately". Written at most this often.
 */
export const STREAM_PRESENCE_MS = 2 * 60 * 1000

/**
 * Called on every heartbeat: whether the stream's session is still good (not revoked, not expired,
 * the account active and present), refreshing its lastSeenAt when that is older than
 * STREAM_PRESENCE_MS. A false answer ends the stream.
 */
export async function keepStreamSession(
  ctx: AppContext,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(accounts.status, 'active'),
      ),
    )
  if (!row) return false
  if (now.getTime() - row.lastSeenAt.getTime() >= STREAM_PRESENCE_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sessionId),
          lt(sessions.lastSeenAt, new Date(now.getTime() - STREAM_PRESENCE_MS)),
        ),
      )
  }
  return true
}
