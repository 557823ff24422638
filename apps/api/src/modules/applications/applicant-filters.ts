import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  emptyStatusCounts,
  type ApplicantSort,
  type ApplicationStatus,
  type StatusCounts,
} from '@app/domain'
import { applications, interns } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'

/** A name part: the snapshot's (what the applicant sent), else the live profile's for old rows. */
const namePart = (field: 'firstName' | 'lastName' | 'otherName', column: AnyPgColumn) =>
  sql`coalesce(${applications.applicantSnapshot} ->> ${field}, ${column}, '')`

const firstName = namePart('firstName', interns.firstName)
const lastName = namePart('lastName', interns.lastName)
const otherName = namePart('otherName', interns.otherName)

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The applicant's name contains the search, in any case: 'ada', 'okafor', 'Ada Okafor' and
 * 'Okafor Ada' all find Ada Okafor, as the names are matched as 'first last first other'.
 */
export function applicantNameContains(search: string): SQL {
  const words = search.trim().replace(/\s+/g, ' ')
  return sql`(${firstName} || ' ' || ${lastName} || ' ' || ${firstName} || ' ' || ${otherName}) ilike ${`%${escapeLike(words)}%`}`
}

/** The order a company works through applicants in: undecided first, then the decided. */
const STATUS_ORDER: ApplicationStatus[] = [
  'pending',
  'in_review',
  'accepted',
  'rejected',
  'no_response',
]
const statusRank = sql`array_position(${sql.raw(
  `array[${STATUS_ORDER.map((status) => `'${status}'`).join(',')}]::application_status[]`,
)}, ${applications.status})`

/** Each sort ends on the id, so pages never repeat or skip an applicant. */
export function applicantOrder(sort: ApplicantSort): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(applications.createdAt), asc(applications.id)]
    case 'name':
      return [sql`lower(${lastName})`, sql`lower(${firstName})`, asc(applications.id)]
    case 'status':
      return [statusRank, desc(applications.createdAt), desc(applications.id)]
    case 'newest':
      return [desc(applications.createdAt), desc(applications.id)]
  }
}

/**
 * How many of the filtered applications are in each status: one grouped query. The interns join
 * is needed only when names are searched (old rows keep their name there).
 */
export async function statusCounts(
  ctx: AppContext,
  where: SQL,
  joinsInterns: boolean,
): Promise<StatusCounts> {
  const base = ctx.db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .$dynamic()
  const rows = await (
    joinsInterns ? base.innerJoin(interns, eq(interns.accountId, applications.internId)) : base
  )
    .where(and(where))
    .groupBy(applications.status)
  const counts = emptyStatusCounts()
  for (const row of rows) counts[row.status] = row.n
  return counts
}
