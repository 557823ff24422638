import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  emptyStatusCounts,
  type ApplicantSort,
  type ApplicationStatus,
  type StatusCounts,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { applicationCounts, applications, interns } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { preparedQuery } from '../../lib/prepared.js'

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
    case 'deal_breakers':
      // Backwards along applications_company_deal_breakers_idx: those who meet them first.
      return [
        desc(applications.meetsDealBreakers),
        desc(applications.createdAt),
        desc(applications.id),
      ]
  }
}

/**
 * How many of the filtered applications are in each status. Without a name search they are read
 * from the counts the database keeps per role and status (application_counts, decision 039): a
 * few rows, however many applicants. A search counts the matching applications in one grouped
 * query; the interns join is needed then (old rows keep their name there).
 */
export async function statusCounts(
  ctx: AppContext,
  filter: {
    companyId: string
    roleId?: string | undefined
    /** A name search, or any other condition the kept counts cannot answer (waiting). */
    search?: SQL | undefined
  },
): Promise<StatusCounts> {
  const counts = emptyStatusCounts()
  if (!filter.search) {
    const rows = filter.roleId
      ? await keptCountsOfRole(ctx.db).execute({
          companyId: filter.companyId,
          roleId: filter.roleId,
        })
      : await keptCountsOfCompany(ctx.db).execute({ companyId: filter.companyId })
    for (const row of rows) counts[row.status] = row.n
    return counts
  }
  const rows = await ctx.db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .innerJoin(interns, eq(interns.accountId, applications.internId))
    .where(
      and(
        eq(applications.companyId, filter.companyId),
        filter.roleId ? eq(applications.roleId, filter.roleId) : undefined,
        filter.search,
      ),
    )
    .groupBy(applications.status)
  for (const row of rows) counts[row.status] = row.n
  return counts
}

/** The kept counts of a company's applications, or of one of its roles, as prepared queries. */
const keptCounts = (db: Db, ofRole: boolean) =>
  db
    .select({
      status: applicationCounts.status,
      n: sql<number>`sum(${applicationCounts.count})::int`,
    })
    .from(applicationCounts)
    .where(
      and(
        eq(applicationCounts.companyId, sql.placeholder('companyId')),
        ofRole ? eq(applicationCounts.roleId, sql.placeholder('roleId')) : undefined,
      ),
    )
    .groupBy(applicationCounts.status)
const keptCountsOfCompany = preparedQuery('applicant_counts_company', (db, name) =>
  keptCounts(db, false).prepare(name),
)
const keptCountsOfRole = preparedQuery('applicant_counts_role', (db, name) =>
  keptCounts(db, true).prepare(name),
)
