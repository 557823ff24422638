import { and, eq, gt, isNull } from 'drizzle-orm'
import { AUTH_MESSAGES, SIGN_IN_LINK_MAX_FAILURES_PER_IP_PER_HOUR } from '@app/domain'
import { codeChallenges } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { countHit, currentHits } from '../../lib/rate-counters.js'
import type { Client } from './code-challenges.queries.js'
import { hashSignInLinkToken } from './sign-in-codes.js'

const HOUR_MS = 3_600_000
const failuresKey = (ip: string) => `sign-in-link-failures:address:${ip}`

/**
 * Redeems a one-tap sign-in link (DESIGN.md §10) and answers its account. The link belongs to a
 * sign-in code's challenge: it lives as long, dies with it (used, expired, or replaced by a newer
 * code) and using it uses the code up. Wrong guesses at a 256-bit token are hopeless, so the
 * code's failure limits do not apply: a link works even while someone guessing codes has locked
 * them. Links that fail are limited per address only, to keep the database from being hammered.
 */
export async function redeemSignInLink(
  ctx: AppContext,
  token: string,
  client: Client,
  now = new Date(),
): Promise<{ accountId: string }> {
  const { db } = ctx
  const failures = await currentHits(db, failuresKey(client.ip))
  if (failures.hits >= SIGN_IN_LINK_MAX_FAILURES_PER_IP_PER_HOUR) {
    const seconds = Math.max(1, Math.ceil((failures.resetsAt.getTime() - now.getTime()) / 1000))
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.linksLockedForNetwork, {
      retryAfterSeconds: seconds,
    })
  }
  // Checking and using up is one statement, so a link opened twice at once signs in once.
  const [consumed] = await db
    .update(codeChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(codeChallenges.linkTokenHash, hashSignInLinkToken(token)),
        eq(codeChallenges.purpose, 'sign_in'),
        isNull(codeChallenges.consumedAt),
        gt(codeChallenges.expiresAt, now),
      ),
    )
    .returning({ accountId: codeChallenges.accountId })
  // A decoy (decision 050) has no link token, so it is never found here.
  if (!consumed?.accountId) {
    await countHit(db, failuresKey(client.ip), HOUR_MS)
    throw new AppError('SIGN_IN_LINK_INVALID', AUTH_MESSAGES.linkInvalid)
  }
  return { accountId: consumed.accountId }
}
