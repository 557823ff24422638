import { eq, sql } from 'drizzle-orm'
import type { MatchIntern } from '@app/domain'
import type { Db } from '../../db/client.js'
import { interns } from '../../db/schema.js'
import { preparedQuery } from '../../lib/prepared.js'

/**
 * What the intern's current profile gives the match score (in role lists and applications), and the
 * phone an application falls back on.
 */
export type InternFacts = MatchIntern & {
  countryCode: string | null
  phoneNumber: string | null
}

/** A prepared query (decision 020): every signed-in intern's list of roles reads it. */
const internFacts = preparedQuery('intern_facts', (db, name) =>
  db
    .select({
      fieldOfStudy: interns.fieldOfStudy,
      skills: interns.skills,
      preferredIndustry: interns.preferredIndustry,
      locationPreference: interns.locationPreference,
      intendedDuration: interns.intendedDuration,
      countryCode: interns.countryCode,
      phoneNumber: interns.phoneNumber,
    })
    .from(interns)
    .where(eq(interns.accountId, sql.placeholder('internId')))
    .prepare(name),
)

export async function internFactsOf(db: Db, internId: string): Promise<InternFacts> {
  const [row] = await internFacts(db).execute({ internId })
  return (
    row ?? {
      fieldOfStudy: null,
      skills: [],
      preferredIndustry: null,
      locationPreference: null,
      intendedDuration: null,
      countryCode: null,
      phoneNumber: null,
    }
  )
}
