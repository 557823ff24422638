import { inArray, sql } from 'drizzle-orm'
import { isActivelyReviewing, selfClosesAt } from '@app/domain'
import type { Tx } from '../../db/client.js'
import { roles } from '../../db/schema.js'

/**
 * The company opened or decided an application of these roles (decision 070): called in the
 * transaction that does it, so 'Actively reviewing' and the self-close clock read one column of
 * the role and never the applications. Never moves back.
 */
export async function noteRolesReviewed(tx: Tx, roleIds: (string | null)[], now = new Date()) {
  const ids = [...new Set(roleIds.filter((id) => id !== null))]
  if (ids.length === 0) return
  await tx
    .update(roles)
    .set({
      lastReviewedAt: sql`greatest(${roles.lastReviewedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(inArray(roles.id, ids))
}

/** The columns a role's freshness is read from. */
export const roleFreshnessColumns = {
  lastReviewedAt: roles.lastReviewedAt,
  reviewClockFrom: roles.reviewClockFrom,
  selfCloseWarnedAt: roles.selfCloseWarnedAt,
  closedReason: roles.closedReason,
}

/** What every role answer says of its freshness (PublicRole and CompanyRole). */
export const freshnessOf = (
  row: { createdAt: Date | null; lastReviewedAt: Date | null },
  now = new Date(),
) => ({
  postedAt: (row.createdAt ?? now).toISOString(),
  activelyReviewing: isActivelyReviewing(row.lastReviewedAt, now),
})

/** When an open role closes itself (domain selfClosesAt); null for a role not taking applications. */
export const closesItselfAtOf = (
  row: { reviewClockFrom: Date; selfCloseWarnedAt: Date | null },
  isOpen: boolean,
  now = new Date(),
) => (isOpen ? selfClosesAt(row, now).toISOString() : null)
