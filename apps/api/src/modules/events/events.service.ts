import { eq } from 'drizzle-orm'
import { sessions } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'

/** When the stream's session runs out; the stream ends then, like any other request would. */
export async function sessionExpiresAt(ctx: AppContext, sessionId: string): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  return row?.expiresAt ?? null
}
