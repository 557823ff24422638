import { sql } from 'drizzle-orm'
import type { NyscRejectionSummary } from '@app/domain'
import { applications, nyscRejectionLetters } from '../../../db/schema.js'

type StoredSummary = Omit<NyscRejectionSummary, 'issuedAt'> & { issuedAt: string }

/**
 * The application's NYSC rejection letter as it was issued, as a column of any query over
 * applications (one lookup of nysc_rejection_letters_application_key); `nyscRejectionOf` makes the
 * answers' `nyscRejection` of it.
 */
export const nyscRejectionColumns = {
  nyscRejection: sql<StoredSummary | null>`(select jsonb_build_object(
    'issuedAt', ${nyscRejectionLetters.issuedAt},
    'reason', ${nyscRejectionLetters.reason},
    'stateCode', ${nyscRejectionLetters.stateCode},
    'signatoryName', ${nyscRejectionLetters.signatoryName},
    'signatoryTitle', ${nyscRejectionLetters.signatoryTitle}
  ) from ${nyscRejectionLetters} where ${nyscRejectionLetters.applicationId} = ${applications.id})`,
}

export function nyscRejectionOf(row: {
  nyscRejection: StoredSummary | null
}): NyscRejectionSummary | null {
  const stored = row.nyscRejection
  if (!stored) return null
  return { ...stored, issuedAt: new Date(stored.issuedAt).toISOString() }
}
