import { desc, eq, sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { accounts, applications, companies, roles, savedRoles } from '../../db/schema.js'
import { offsetOf } from '../../lib/pagination.js'
import { preparedQuery, unseenByPlanner } from '../../lib/prepared.js'
import {
  compatibilityOf,
  compatibilityPlaceholders,
  type CompatibilityArgs,
  type CompatibilityParams,
} from './role-match.queries.js'
import {
  accountOfCompany,
  allConditions,
  cappedCount,
  companyOfRole,
  hasFilter,
  internRoleConditions,
  newestNumbered,
  onNewestCandidates,
  pageWindow,
  publicRoleColumns,
  type CandidateSource,
  type PublishingRule,
  type RoleConditions,
  type RoleFilter,
} from './roles.queries.js'

/**
 * The intern's list most compatible first (compareByMatch), the intern's main page. The match
 * score has no part that only falls with age, so there are no newest-first streams to merge as for
 * relevance: the newest ROLE_LIST_CAP matches, all of them when there are fewer, are scored by the
 * database and ranked (decision 019).
 *
 * One statement answers the page (decision 043): it reads the newest candidates once, for the
 * count and the ranking both, and returns the page's roles with their company and the intern's own
 * marks on them (saved, applied). The unfiltered list is that statement prepared per publishing
 * rule, the intern's side of the score among its parameters; a list with a filter is built per
 * request by the same code. A test keeps the two paths equal.
 */
export async function compatibleRolesPage(
  db: Db,
  rule: PublishingRule,
  filter: RoleFilter,
  internId: string,
  intern: CompatibilityParams,
  page: number,
  limit: number,
) {
  const conditions = internRoleConditions(rule, filter)
  const window = { start: offsetOf(page, limit), take: limit }
  const args = { ...intern, internId }
  const rows = hasFilter(filter)
    ? await onNewestCandidates(conditions, (source) =>
        compatiblePageQuery(db, conditions, args, window, source),
      )
    : await preparedCompatiblePage(rule)(db).execute({ ...args, ...window })
  // No row comes back for a page past the matches: only then are they counted on their own.
  const found =
    rows[0]?.found ?? (page > 1 ? await cappedCount(db, allConditions(conditions), 'role') : 0)
  const { total, capped } = pageWindow(found, page, limit)
  return { rows, total, capped }
}

/** The intern's side of the score and whose marks to read. */
type PageArgs = CompatibilityArgs & { internId: string | Placeholder }

/**
 * The page of the roles meeting `conditions` (read from the role alone, decision 040), most
 * compatible first, with the number of matches found, up to one more than ROLE_LIST_CAP, on
 * each row; its candidates from `source` (onNewestCandidates).
 */
export function compatiblePageQuery(
  db: Db,
  conditions: RoleConditions,
  args: PageArgs,
  window: { start: number | Placeholder; take: number | Placeholder },
  source: CandidateSource,
) {
  const { numbered, isShown, complete } = newestNumbered<number | null>(
    db,
    compatibilityOf(args),
    conditions,
    'role',
    source,
  )
  const ranked = db
    .select({
      id: numbered.id,
      createdAt: numbered.createdAt,
      score: numbered.score,
      found: numbered.found,
      complete,
    })
    .from(numbered)
    .where(isShown)
    .orderBy(
      sql`${numbered.score} desc nulls last`,
      sql`date_trunc('milliseconds', ${numbered.createdAt}) desc`,
      desc(numbered.id),
    )
    .limit(unseenByPlanner(window.take))
    .offset(unseenByPlanner(window.start))
    .as('ranked')
  return db
    .select({
      ...publicRoleColumns,
      found: ranked.found,
      complete: ranked.complete,
      isSaved: sql<boolean>`exists (select from ${savedRoles}
        where ${savedRoles.internId} = ${args.internId} and ${savedRoles.roleId} = ${roles.id})`,
      applicationId: sql<string | null>`(select ${applications.id} from ${applications}
        where ${applications.internId} = ${args.internId} and ${applications.roleId} = ${roles.id})`,
    })
    .from(ranked)
    .innerJoin(roles, eq(roles.id, ranked.id))
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .orderBy(
      sql`${ranked.score} desc nulls last`,
      sql`date_trunc('milliseconds', ${ranked.createdAt}) desc`,
      desc(ranked.id),
    )
}

/** The intern's unfiltered list most compatible first, prepared per publishing rule. */
const compatiblePagePrepared = (verified: boolean) =>
  preparedQuery(`intern_roles_${verified ? 'verified' : 'any'}_compatible`, (db, name) =>
    compatiblePageQuery(
      db,
      internRoleConditions({ REQUIRE_VERIFIED_COMPANIES: verified }, {}),
      { ...compatibilityPlaceholders, internId: sql.placeholder('internId') },
      { start: sql.placeholder('start'), take: sql.placeholder('take') },
      'listed',
    ).prepare(name),
  )
const compatiblePages = {
  verified: compatiblePagePrepared(true),
  any: compatiblePagePrepared(false),
}
const preparedCompatiblePage = (rule: PublishingRule) =>
  rule.REQUIRE_VERIFIED_COMPANIES ? compatiblePages.verified : compatiblePages.any
