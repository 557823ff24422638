import { sql } from 'drizzle-orm'
import type { NyscRejectionSummary } from '@app/domain'
import { applications, nyscRejectionLetters } from '../../../db/schema.js'

/**
 * Whether an application has an NYSC rejection letter, as columns of any query over applications
 * (one lookup of nysc_rejection_letters_application_key each); `nyscRejectionOf` makes the
 * answers' `nyscRejection` of them.
 */
export const nyscRejectionColumns = {
  nyscRejectionIssuedAt:
    sql<Date | null>`(select ${nyscRejectionLetters.issuedAt} from ${nyscRejectionLetters} where ${nyscRejectionLetters.applicationId} = ${applications.id})`.mapWith(
      nyscRejectionLetters.issuedAt,
    ),
  nyscRejectionReason: sql<
    string | null
  >`(select ${nyscRejectionLetters.reason} from ${nyscRejectionLetters} where ${nyscRejectionLetters.applicationId} = ${applications.id})`,
}

export function nyscRejectionOf(row: {
  nyscRejectionIssuedAt: Date | null
  nyscRejectionReason: string | null
}): NyscRejectionSummary | null {
  if (!row.nyscRejectionIssuedAt || row.nyscRejectionReason === null) return null
  return {
    issuedAt: new Date(row.nyscRejectionIssuedAt).toISOString(),
    reason: row.nyscRejectionReason,
  }
}
