import { eq, sql } from 'drizzle-orm'
import type { LetterKind, LetterSummary } from '@app/domain'
import type { Db } from '../../../db/client.js'
import { applications, letters, roles } from '../../../db/schema.js'

/**
 * Whether an application has an acceptance letter and of which kind, as columns of any query over
 * applications (one lookup of letters_application_key each); `letterSummaryOf` makes the answers'
 * `letter` of them.
 */
export const letterSummaryColumns = {
  letterKind: sql<LetterKind | null>`(select ${letters.kind} from ${letters} where ${letters.applicationId} = ${applications.id})`,
  letterIssuedAt:
    sql<Date | null>`(select ${letters.issuedAt} from ${letters} where ${letters.applicationId} = ${applications.id})`.mapWith(
      letters.issuedAt,
    ),
}

export function letterSummaryOf(row: {
  letterKind: LetterKind | null
  letterIssuedAt: Date | null
}): LetterSummary | null {
  if (!row.letterKind || !row.letterIssuedAt) return null
  return { kind: row.letterKind, issuedAt: new Date(row.letterIssuedAt).toISOString() }
}

/** Where the placement is: an NYSC role's state, else the company's. */
export async function placementStateOf(db: Db, roleId: string, companyState: string | null) {
  const [role] = await db
    .select({ nyscState: roles.nyscState })
    .from(roles)
    .where(eq(roles.id, roleId))
  return role?.nyscState ?? companyState
}
