import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm'
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core'
import {
  MS_PER_DAY,
  PRIVACY_DEFAULTS,
  allPerks,
  monthOfDay,
  paysOnTime,
  placesLeftOf,
  RELEVANCE_POINTS,
  ROLE_LIST_CAP,
  relevanceNeedle,
  todayInLagos,
  type PlacementType,
  type PublicRole,
  type RelevanceCriteria,
  type RoleType,
} from '@app/domain'
import type { Config } from '../../config.js'
import type { Db, Tx } from '../../db/client.js'
import { todayInLagosSql } from '../../db/lagos-time.js'
import { accounts, applications, companies, companyStipendRecords, roles } from '../../db/schema.js'
import { offsetOf } from '../../lib/pagination.js'
import { planned, preparedQuery, unseenByPlanner } from '../../lib/prepared.js'
import {
  roleSearchDocument,
  roleSearchQuery,
  roleWordSourceColumns,
  type WordsStarted,
} from './role-search.js'
import { freshnessOf } from './role-freshness.queries.js'

/** Joins of a role query that shows a role: its company, and the company's account (its privacy). */
export const companyOfRole = eq(companies.accountId, roles.companyId)
export const accountOfCompany = eq(accounts.id, companies.accountId)

/**
 * Where a list reads its company's state: from the company and its account, joined (the default;
 * the public lists, which join the account anyway for its privacy choice), or from the role's
 * copies of it, kept by the database (decision 040), so that the intern's lists read the role
 * alone. Either way the rule below is the same.
 */
export type ConditionsOn = 'role' | 'company'

/**
 * A role can be shown while it is not deleted or removed and its company is active, also after its
 * deadline (an intern may look at a role they saved or applied to). The role's copy is compared
 * with a literal so that the partial index roles_listed_created_idx serves prepared queries too.
 */
export function isLiveRole(reads: ConditionsOn = 'company'): SQL {
  return and(
    isNull(roles.deletedAt),
    isNull(roles.removedByAdminAt),
    isNull(roles.heldForReviewAt),
    reads === 'role' ? sql`${roles.companyStatus} = 'active'` : eq(accounts.status, 'active'),
  )!
}

/**
 * `isTakingApplications` (packages/domain) in SQL, so lists can filter and count by it; a test of
 * GET /roles proves the two agree. A role its company closed early takes none (decision 029), nor
 * does a capped role that has all the applications it takes (decision 071).
 */
export function isTakingApplicationsSql(): SQL {
  return and(isNull(roles.closedAt), isBeforeDeadlineSql(), hasPlacesLeftSql)!
}

/**
 * domain placesLeftOf above 0, from the role alone: `applications_count` is kept by the database
 * (trigger applications_count_on_role), so no list counts applications per role.
 */
const hasPlacesLeftSql = sql`(${roles.applicationCap} is null or ${roles.applicationsCount} < ${roles.applicationCap})`

/** The deadline has not passed (or there is none): a closed role may be reopened. */
export function isBeforeDeadlineSql(): SQL {
  return or(isNull(roles.applicationDeadline), gte(roles.applicationDeadline, todayInLagosSql))!
}

/**
 * Whose roles are published: while REQUIRE_VERIFIED_COMPANIES is on, only companies an admin has
 * verified (decision 021). A company's own lists and an intern's applications ignore this.
 */
export function isPublishedCompany(
  config: PublishingRule,
  reads: ConditionsOn = 'company',
): SQL | undefined {
  if (!config.REQUIRE_VERIFIED_COMPANIES) return undefined
  return reads === 'role'
    ? sql`${roles.companyVerification} = 'verified'`
    : eq(companies.verificationStatus, 'verified')
}
export type PublishingRule = Pick<Config, 'REQUIRE_VERIFIED_COMPANIES'>

/** A role is open while it is live and its deadline has not passed. */
export function isOpenRole(reads: ConditionsOn = 'company'): SQL {
  return and(isLiveRole(reads), isTakingApplicationsSql())!
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export const locationContains = (location: string) =>
  ilike(roles.location, locationPattern(location))
const locationPattern = (location: string) => `%${escapeLike(location)}%`

export interface RoleFilter {
  search?: string | undefined
  /** The roles' words each searched word starts, as readRoleFilter found them. */
  wordsStarted?: WordsStarted | undefined
  location?: string | undefined
  type?: RoleType | undefined
  placementType?: PlacementType | undefined
}

/** The browse filters, shared by the public list and the signed-in intern's list. */
export function roleFilterConditions(filter: RoleFilter): SQL[] {
  const conditions: SQL[] = []
  if (filter.search) {
    const query = roleSearchQuery(filter.search, filter.wordsStarted)
    if (query) conditions.push(sql`${roles.searchDocument} @@ ${query}`)
  }
  if (filter.location) conditions.push(locationContains(filter.location))
  if (filter.type) conditions.push(eq(roles.type, filter.type))
  if (filter.placementType) conditions.push(eq(roles.placementType, filter.placementType))
  return conditions
}

/**
 * A company's stored privacy choice, or the default. Written as literals, not parameters: the
 * planner then estimates from the expression itself, and a parameter made it expect a few
 * matching accounts where most match (a hash of every account per request at 100,000 roles).
 */
const privacyChoice = (name: keyof typeof PRIVACY_DEFAULTS) =>
  sql`coalesce(${accounts.preferences} #>> ${sql.raw(`'{privacy,${name}}'`)}, ${sql.raw(`'${PRIVACY_DEFAULTS[name]}'`)})`

/**
 * A company whose job board is private (settings, privacy) is left out of the public browse.
 * '<> private' rather than '= public': the planner rightly expects most companies to pass.
 */
export function isOnPublicJobBoard(): SQL {
  return sql`${privacyChoice('jobBoardVisibility')} <> 'private'`
}

/**
 * isOnPublicJobBoard read from the role alone: its company is not one of the few with a private
 * job board, found once per statement from accounts_private_job_board_idx (decision 073), so a
 * search finds its candidates in roles without joining each one's account.
 */
const isOnPublicJobBoardOfRole = () =>
  sql`${roles.companyId} not in (select ${accounts.id} from ${accounts}
    where ${privacyChoice('jobBoardVisibility')} = 'private')`

/** A company whose profile is public (settings, privacy) may be seen by visitors. */
export function hasPublicProfile(): SQL {
  return sql`${privacyChoice('profileVisibility')} = 'public'`
}

/** A role's own words and terms: what every view of a role shows, to its company or to interns. */
export const roleDetailColumns = {
  roleSummary: roles.roleSummary,
  responsibilities: roles.responsibilities,
  requirements: roles.requirements,
  location: roles.location,
  type: roles.type,
  placementType: roles.placementType,
  siwesWeeks: roles.siwesWeeks,
  siwesProgrammes: roles.siwesProgrammes,
  nyscState: roles.nyscState,
  minimumSalary: roles.minimumSalary,
  maximumSalary: roles.maximumSalary,
  applicationDeadline: roles.applicationDeadline,
  durationMonths: roles.durationMonths,
  term: roles.term,
  asksCoverNote: roles.asksCoverNote,
  questions: roles.questions,
  applicationCap: roles.applicationCap,
  applicationsCount: roles.applicationsCount,
}

/**
 * A company's stipend record (decision 063), read by key for each role shown: never its months.
 * `paysOnTimeOf` turns it into the badge for the current Lagos month.
 */
const stipendRecordOf = <T>(column: SQL) =>
  sql<T | null>`(select ${column} from ${companyStipendRecords}
    where ${companyStipendRecords.companyId} = ${companies.accountId})`
export const stipendRecordColumns = {
  stipendOnTimeMonths: stipendRecordOf<number>(sql`${companyStipendRecords.onTimeMonths}`),
  // As text: a date is a string whichever driver reads it.
  stipendLastLateMonth: stipendRecordOf<string>(sql`${companyStipendRecords.lastLateMonth}::text`),
}

/** 'Pays stipends on time' from the record read with stipendRecordColumns. */
export const paysOnTimeOf = (
  row: { stipendOnTimeMonths: number | null; stipendLastLateMonth: string | null },
  now = new Date(),
) =>
  paysOnTime(
    row.stipendOnTimeMonths === null
      ? null
      : { onTimeMonths: row.stipendOnTimeMonths, lastLateMonth: row.stipendLastLateMonth },
    monthOfDay(todayInLagos(now)),
  )

/** The columns of a public role, with its company. */
export const publicRoleColumns = {
  id: roles.id,
  title: roles.title,
  ...roleDetailColumns,
  perks: roles.perks,
  closedAt: roles.closedAt,
  createdAt: roles.createdAt,
  lastReviewedAt: roles.lastReviewedAt,
  companyId: companies.accountId,
  companyName: companies.companyName,
  logoUrl: companies.logoUrl,
  industryType: companies.industryType,
  verifiedAt: companies.verifiedAt,
  medianResponseDays: companies.medianResponseDays,
  ...stipendRecordColumns,
  profilePublic: sql<boolean>`${hasPublicProfile()}`,
}

type ValueOf<T> = T extends SQL<infer V> ? V : T extends { _: { data: infer D } } ? D : never

export type PublicRoleRow = {
  [K in keyof typeof publicRoleColumns]: ValueOf<(typeof publicRoleColumns)[K]> | null
}

/** Public roles with their company; callers add the conditions, order and page. */
export const selectPublicRoles = (db: Db) =>
  db
    .select(publicRoleColumns)
    .from(roles)
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .$dynamic()

/** Newest first; the id settles roles created at the same instant. */
export const newestFirst = [desc(roles.createdAt), desc(roles.id)]

/** Newest first, or most relevant to the public browse's criteria (at `now`). */
export type RoleOrder = 'recent' | (RelevanceCriteria & { now: Date })

/** A bonus of the relevance score: a condition on a role, and its points. */
interface Bonus {
  when: SQL
  points: number
}

/**
 * `relevanceScore` (packages/domain) in SQL, from the same points, case folding and needles, at
 * the same `now`: freshness plus the bonuses that apply to this request. Times count in whole
 * milliseconds, as a JavaScript Date holds them.
 */
function relevanceOf(criteria: Omit<RelevanceCriteria, 'now'> & { now: string | Placeholder }) {
  const createdMs = sql`date_trunc('milliseconds', ${roles.createdAt})`
  const ageMs = sql`(extract(epoch from ${criteria.now}::timestamptz) - extract(epoch from ${createdMs})) * 1000`
  const days = sql`greatest(0, div(${ageMs}, ${MS_PER_DAY}))`
  const freshness = sql`greatest(0, ${RELEVANCE_POINTS.freshness} - ${RELEVANCE_POINTS.freshnessDecayPerDay} * ${days})`
  const contains = (column: AnyPgColumn, part: string | undefined, points: number) => {
    const needle = relevanceNeedle(part)
    return needle === null
      ? []
      : [{ when: sql`strpos(lower(${column} collate "C"), ${needle}::text) > 0`, points }]
  }
  const bonuses: Bonus[] = [
    ...contains(roles.title, criteria.search, RELEVANCE_POINTS.titleMatch),
    ...contains(roles.location, criteria.location, RELEVANCE_POINTS.locationMatch),
    { when: sql`${roles.type} = 'remote'`, points: RELEVANCE_POINTS.remote },
  ]
  return { freshness, bonuses }
}

/**
 * What a list asks of a role: that the list shows it at all (`listed`: live, open, published)
 * and, when the person chose anything (a search, a location, a type, a placement), that it
 * matches the choice (`chosen`). Kept apart so that a list with a choice can look for its matches
 * among the newest listed roles first (newestCandidates).
 */
export interface RoleConditions {
  listed: SQL | undefined
  chosen: SQL | undefined
}

export const allConditions = (conditions: RoleConditions) =>
  and(conditions.listed, conditions.chosen)

/**
 * How many of the newest listed roles a list with a choice reads, testing the choice on each, for
 * its newest ROLE_LIST_CAP + 1 matches, before it asks the indexes for every match instead
 * (decision 073): `first` at first, and then, if as many matches as the first walk found among
 * them would make up the rest within `longest` roles, that far. A walk costs the roles it reads,
 * fewer the more roles match; every match through the indexes costs each match, more the more
 * roles there are (measured in decision 073).
 */
export const SEARCH_WALK = { first: 5_000, longest: 25_000 }
export type SearchWalk = typeof SEARCH_WALK

/**
 * Where a list's newest candidates come from: the listed roles read newest first with every
 * condition ('listed', a list with no choice, and the prepared lists); the newest `walk` listed
 * roles, the choice tested on each; or every match, found through the indexes and then sorted
 * ('matches').
 */
export type CandidateSource = 'listed' | { walk: number } | 'matches'

/** A candidate's columns, aliased, as numberedCandidates reads them. */
type CandidateFields<Score> = {
  id: SQL.Aliased<string>
  createdAt: SQL.Aliased<Date>
  score: SQL.Aliased<Score>
}

/** A role as a candidate with its score: what every list's ranking reads. */
const candidateFields = <Score>(score: SQL): CandidateFields<Score> => ({
  id: sql<string>`${roles.id}`.as('id'),
  createdAt: sql<Date>`${roles.createdAt}`.as('created_at'),
  score: sql<Score>`${score}`.as('score'),
})

/**
 * The source a list's statement takes: its listed roles with every condition, whatever the source
 * asked, when there is no choice to walk for, or when it reads the company (the prepared lists).
 */
const shapeOf = (
  source: CandidateSource,
  conditions: RoleConditions,
  reads: ConditionsOn,
): CandidateSource => (reads === 'company' || !conditions.chosen ? 'listed' : source)

/**
 * The newest ROLE_LIST_CAP + 1 roles meeting `conditions` (the id settling ties), as a subquery
 * of `fields` for numberedCandidates. Asking for that many rows rather than a page's keeps the
 * planner off the classic trap of a search newest first: walking the newest-first index past
 * every role for a rare word (LIBRARIES §16). The walk and the matches read the role alone; a
 * list that reads the company takes its listed roles.
 */
function newestCandidates<Score>(
  db: Db,
  fields: CandidateFields<Score>,
  conditions: RoleConditions,
  reads: ConditionsOn,
  source: CandidateSource,
) {
  // Literals, not parameters: a generic plan of the prepared statement reads them (unseenByPlanner).
  const wanted = sql.raw(String(ROLE_LIST_CAP + 1))
  const shape = shapeOf(source, conditions, reads)
  let found: SQL
  if (shape === 'listed') {
    found = withCompanyIf(reads, db.select(fields).from(roles).$dynamic() as unknown as PgSelect)
      .where(allConditions(conditions))
      .orderBy(...newestFirst)
      .limit(planned(wanted))
      .getSQL()
  } else if (shape === 'matches') {
    // MATERIALIZED: every match is found first (a bitmap of the indexes), then the newest kept;
    // inlined, the planner may walk the newest-first index for a choice it guesses common.
    const matches = db.select(fields).from(roles).where(allConditions(conditions))
    found = sql`with matches as materialized (${matches})
      select * from matches order by created_at desc, id desc limit ${wanted}`
  } else {
    // The newest listed roles under the table's own name, so the choice's columns read them. In
    // the order of the listed roles' index (created_at alone): no sort of the whole walk, and
    // WITH TIES takes every role of the last instant, so those read are all the newer ones. The
    // length is unseen by the planner, which would sort every listed role for a long walk.
    const newest = sql`${db.select().from(roles).where(conditions.listed).orderBy(desc(roles.createdAt))}
      fetch first ${unseenByPlanner(shape.walk)} rows with ties`
    found = db
      .select(fields)
      .from(sql`(${newest}) as ${roles}`)
      .where(conditions.chosen)
      .orderBy(...newestFirst)
      .limit(planned(wanted))
      .getSQL()
  }
  // Named apart from the roles' own columns: drizzle writes a subquery's columns unqualified, and
  // a list that joins roles to its page (the intern's) would find "id" ambiguous (42702).
  return db
    .select({
      id: sql<string>`id`.as('candidate_id'),
      createdAt: sql<Date>`created_at`.as('candidate_created_at'),
      score: sql<Score>`score`.as('candidate_score'),
    })
    .from(sql`(${found}) as found`)
    .as('candidates')
}

/**
 * The candidates numbered newest first (`nth`) and counted (`found`, on each row): one read of
 * them serves a list's count and its order (decisions 043, 073). The caller keeps `nth` up to
 * ROLE_LIST_CAP (the extra candidate only says the list is capped) and orders the rest.
 */
function numberedCandidates<Score>(db: Db, candidates: ReturnType<typeof newestCandidates<Score>>) {
  return db
    .select({
      id: candidates.id,
      createdAt: candidates.createdAt,
      score: candidates.score,
      found: sql<number>`(count(*) over ())::int`.as('found'),
      nth: sql<number>`row_number() over (order by ${candidates.createdAt} desc, ${candidates.id} desc)`.as(
        'nth',
      ),
    })
    .from(candidates)
    .as('numbered')
}

/**
 * The roles of roles_listed_created_idx: live and not closed, whatever their deadline, cap and
 * company's verification. Every listed role is one, so fewer of these than a walk's length means
 * the walk read every listed role; they are counted from the index alone (an index-only scan),
 * where counting the listed roles read each one's row again after the walk had (decision 073).
 */
const isIndexedAsListed = () => and(isLiveRole('role'), isNull(roles.closedAt))

/**
 * The numbered newest candidates of a list (decision 073), for a statement that ranks and pages
 * them. `nth` past ROLE_LIST_CAP is left out by the caller's `isShown`. `complete` (a column for
 * onNewestCandidates) says the candidates are all the matches up to the cap: always but after a
 * walk that found no more than the cap, and then only if it read every listed role (a small
 * site), which is counted only then (a CASE evaluates its subquery only when it is reached). On a
 * site with fewer listed roles than a walk but more roles in the index (many past their deadline),
 * a walk that read them all is not known complete, and the next way finds the same roles.
 */
export function newestNumbered<Score>(
  db: Db,
  score: SQL,
  conditions: RoleConditions,
  reads: ConditionsOn,
  source: CandidateSource,
) {
  const numbered = numberedCandidates<Score>(
    db,
    newestCandidates(db, candidateFields<Score>(score), conditions, reads, source),
  )
  const cap = sql.raw(String(ROLE_LIST_CAP))
  const isShown = sql`${numbered.nth} <= ${cap}`
  const shape = shapeOf(source, conditions, reads)
  let complete = sql<boolean>`true`
  if (typeof shape === 'object') {
    const indexed = db
      .select({ createdAt: roles.createdAt })
      .from(roles)
      .where(isIndexedAsListed())
      // In the index's order, so the planner reads the index rather than the table for it.
      .orderBy(desc(roles.createdAt))
      .limit(unseenByPlanner(shape.walk))
    complete = sql<boolean>`case when ${numbered.found} > ${cap} then true
      else (select count(*) from (${indexed}) as indexed) < ${unseenByPlanner(shape.walk)} end`
  }
  return { numbered, isShown, complete: complete.as('complete') }
}

/**
 * A page statement of a list, run on its newest candidates: for a list with a choice, those
 * among the newest listed roles (SEARCH_WALK); when a walk does not find more than ROLE_LIST_CAP
 * (a rare choice, or a page past the matches), every match instead. Any way, the same roles, the
 * newest ROLE_LIST_CAP + 1 matches (a test holds the ways equal), found reading the fewer rows.
 */
export async function onNewestCandidates<Row extends { found: number; complete: boolean }>(
  conditions: RoleConditions,
  run: (source: CandidateSource) => Promise<Row[]>,
  walk: SearchWalk = SEARCH_WALK,
) {
  if (!conditions.chosen) return run('listed')
  const walked = await run({ walk: walk.first })
  if (walked[0]?.complete) return walked
  const found = walked[0]?.found ?? 0
  // The older roles taken to match as often as the newest, with a quarter more for chance.
  const needed = Math.ceil((((ROLE_LIST_CAP + 1) * walk.first) / found) * 1.25)
  if (found > 0 && needed <= walk.longest) {
    const further = await run({ walk: needed })
    if (further[0]?.complete) return further
  }
  return run('matches')
}

/**
 * The ids of a page of the roles meeting `conditions`, newest or most relevant first, with the
 * number of matches found (up to one more than ROLE_LIST_CAP) on each row (decision 073). As the
 * list's pages stop at the cap, the roles a list shows are the newest ROLE_LIST_CAP matches,
 * ranked by relevance (newestMatchesByRelevance in packages/domain) or not: the database reads
 * them once, newest first, for the count and the order both, and never scores more, however many
 * roles match.
 */
async function pageIds(
  db: Db,
  conditions: RoleConditions,
  order: RoleOrder,
  page: { start: number; take: number },
  reads: ConditionsOn,
  walk: SearchWalk,
) {
  const at = order === 'recent' ? order : { ...order, now: order.now.toISOString() }
  return onNewestCandidates(
    conditions,
    (source) => pageIdsQuery(db, conditions, at, page, reads, source),
    walk,
  )
}

/** pageIds' statement, with its time and page as values or as placeholders (prepared). */
function pageIdsQuery(
  db: Db,
  conditions: RoleConditions,
  order: 'recent' | (Omit<RelevanceCriteria, 'now'> & { now: string | Placeholder }),
  page: { start: number | Placeholder; take: number | Placeholder },
  reads: ConditionsOn,
  source: CandidateSource,
) {
  const score = order === 'recent' ? sql`0` : relevanceScoreSql(order)
  const { numbered, isShown, complete } = newestNumbered<number>(
    db,
    score,
    conditions,
    reads,
    source,
  )
  return db
    .select({ id: numbered.id, found: numbered.found, complete })
    .from(numbered)
    .where(isShown)
    .orderBy(
      ...(order === 'recent'
        ? [numbered.nth]
        : [desc(numbered.score), desc(numbered.createdAt), desc(numbered.id)]),
    )
    .limit(unseenByPlanner(page.take))
    .offset(unseenByPlanner(page.start))
}

/** relevanceOf as one sum: freshness plus the points of each bonus that applies. */
function relevanceScoreSql(
  criteria: Omit<RelevanceCriteria, 'now'> & { now: string | Placeholder },
) {
  const { freshness, bonuses } = relevanceOf(criteria)
  const bonusPoints = bonuses.map(
    (bonus) => sql`(case when ${bonus.when} then ${bonus.points} else 0 end)`,
  )
  return sql.join([freshness, ...bonusPoints], sql` + `)
}

/**
 * A list whose conditions read the role alone ('role') counts and ranks its candidates from roles
 * with no join: one index scan of the newest listed roles (decision 040).
 */
function withCompanyIf<T extends PgSelect>(reads: ConditionsOn, query: T): T {
  if (reads === 'role') return query
  // The fields are chosen before the joins (inner joins to one row each): the rows keep their type.
  return query
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany) as unknown as T
}

/** The ids of the roles matching `where`, one more than ROLE_LIST_CAP at most: a capped count reads no further. */
const cappedMatches = (db: Db, where: SQL | undefined, reads: ConditionsOn) =>
  withCompanyIf(reads, db.select({ id: roles.id }).from(roles).$dynamic())
    .where(where)
    .limit(ROLE_LIST_CAP + 1)
    .as('matches')

/** The number of roles matching `where`, up to one more than ROLE_LIST_CAP. */
export async function cappedCount(db: Db, where: SQL | undefined, reads: ConditionsOn) {
  const [counted] = await db.select({ n: count() }).from(cappedMatches(db, where, reads))
  return counted?.n ?? 0
}

/**
 * A page of the roles meeting `conditions`, newest or most relevant first. Matches are counted
 * no further than ROLE_LIST_CAP and the pages stop there, so no request reads more rows than
 * that, however many roles there are; only the page's rows are read in full. `walk` is
 * SEARCH_WALK but in a test.
 */
export async function rolesPage(
  db: Db,
  conditions: RoleConditions,
  order: RoleOrder,
  page: number,
  limit: number,
  reads: ConditionsOn = 'company',
  walk: SearchWalk = SEARCH_WALK,
) {
  const window = { start: offsetOf(page, limit), take: limit }
  const ranked = await pageIds(db, conditions, order, window, reads, walk)
  return rankedPage(
    db,
    ranked,
    page,
    limit,
    () => cappedCount(db, allConditions(conditions), reads),
    (ids) => selectPublicRoles(db).where(inArray(roles.id, ids)),
  )
}

/**
 * A ranked page's rows and count. No id comes back for a page past the matches: only then are
 * they counted on their own.
 */
async function rankedPage(
  db: Db,
  ranked: { id: string; found: number }[],
  page: number,
  limit: number,
  count: () => Promise<number>,
  rowsOf: (ids: string[]) => Promise<PublicRoleRow[]>,
) {
  const found = ranked[0]?.found ?? (page > 1 ? await count() : 0)
  const { total, capped } = pageWindow(found, page, limit)
  const ids = ranked.map((row) => row.id)
  const pageRows = ids.length === 0 ? [] : await rowsOf(ids)
  return { rows: inOrderOf(ids, pageRows), total, capped }
}

/**
 * The part of a list of `found` matches that a page shows: the total shown (at most the cap),
 * whether it was capped, and where the page starts and how many rows it takes.
 */
export function pageWindow(found: number, page: number, limit: number) {
  const total = Math.min(found, ROLE_LIST_CAP)
  const start = offsetOf(page, limit)
  return { total, capped: found > ROLE_LIST_CAP, start, take: Math.min(limit, total - start) }
}

/**
 * The public board's roles matching a filter (search, location, type, placement), or undefined
 * for the unfiltered list, which is prepared (unfilteredPublicRoles).
 */
function filteredPublicRoles(rule: PublishingRule, filter: RoleFilter): RoleConditions | undefined {
  if (!hasFilter(filter)) return undefined
  // Read from the role alone (decision 073): a search's candidates are found with no join.
  return {
    listed: and(isOpenRole('role'), isOnPublicJobBoardOfRole(), isPublishedCompany(rule, 'role')),
    chosen: and(...roleFilterConditions(filter)),
  }
}

export const hasFilter = (filter: RoleFilter) =>
  !!(filter.search || filter.location || filter.type || filter.placementType)

/**
 * The open roles a signed-in intern may see, with the browse's filters: those of every company
 * published under the rule, not only those whose job board is public (that choice hides a company
 * from visitors, not from interns). Every condition reads the role alone (decision 040).
 */
export function internRoleConditions(rule: PublishingRule, filter: RoleFilter): RoleConditions {
  return {
    listed: and(isOpenRole('role'), isPublishedCompany(rule, 'role')),
    chosen: and(...roleFilterConditions(filter)),
  }
}

/** The prepared queries of the unfiltered public list under the publishing rule. */
const preparedPublicRoles = (rule: PublishingRule) =>
  rule.REQUIRE_VERIFIED_COMPANIES ? unfilteredPublicRoles.verified : unfilteredPublicRoles.any

/** The rows in the order of `ids` (a ranking), any id without a row left out. */
function inOrderOf(ids: string[], pageRows: PublicRoleRow[]) {
  const byId = new Map(pageRows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined)
}

/**
 * rolesPage for the public list most relevant first. Like the newest list, the unfiltered list
 * (the relevance sort as it first opens) is prepared queries per publishing rule, with the time
 * and page as parameters: building this statement was the largest share of the route's
 * CPU time in Node (decision 041). A list with a filter is built per request. A test keeps the two
 * paths equal, below and above the cap.
 */
export async function relevantPublicRolesPage(
  db: Db,
  rule: PublishingRule,
  filter: RoleFilter,
  now: Date,
  page: number,
  limit: number,
) {
  const conditions = filteredPublicRoles(rule, filter)
  if (conditions) {
    const criteria = { search: filter.search, location: filter.location, now }
    return rolesPage(db, conditions, criteria, page, limit, 'role')
  }
  const queries = preparedPublicRoles(rule)
  const ranked = await queries.relevant(db).execute({
    now: now.toISOString(),
    start: offsetOf(page, limit),
    take: limit,
  })
  return rankedPage(
    db,
    ranked,
    page,
    limit,
    async () => (await queries.count(db).execute())[0]?.n ?? 0,
    (ids) => queries.byIds(db).execute({ ids }),
  )
}

/**
 * rolesPage for the public list newest first, the browse page's first request. The unfiltered list
 * (the page as it first opens) is a pair of prepared queries per publishing rule (decision 020);
 * a list with a filter (search, location, type, placement) is built per request as rolesPage builds
 * it, rather than preparing every combination of filters on every connection (decision 039). A
 * test keeps the two paths equal.
 */
export async function recentPublicRolesPage(
  db: Db,
  rule: PublishingRule,
  filter: RoleFilter,
  page: number,
  limit: number,
) {
  const conditions = filteredPublicRoles(rule, filter)
  if (conditions) return rolesPage(db, conditions, 'recent', page, limit, 'role')
  const queries = preparedPublicRoles(rule)
  const [counted] = await queries.count(db).execute()
  const { total, capped, start, take } = pageWindow(counted?.n ?? 0, page, limit)
  if (take <= 0) return { rows: [], total, capped }
  const rows = await queries.page(db).execute({ take, start })
  return { rows, total, capped }
}

/** The open public roles, newest first, of every company or only verified ones, as prepared queries. */
function unfilteredPublicRolesOf(verified: boolean) {
  const where = and(
    isOpenRole(),
    isOnPublicJobBoard(),
    isPublishedCompany({ REQUIRE_VERIFIED_COMPANIES: verified }),
  )
  const name = `public_roles_${verified ? 'verified' : 'any'}`
  return {
    count: preparedQuery(`${name}_count`, (db, name) =>
      db
        .select({ n: count() })
        .from(cappedMatches(db, where, 'company'))
        .prepare(name),
    ),
    page: preparedQuery(`${name}_page`, (db, name) =>
      selectPublicRoles(db)
        .where(where)
        .orderBy(...newestFirst)
        .limit(unseenByPlanner(sql.placeholder('take')))
        .offset(unseenByPlanner(sql.placeholder('start')))
        .prepare(name),
    ),
    relevant: preparedQuery(`${name}_relevant`, (db, name) =>
      pageIdsQuery(
        db,
        { listed: where, chosen: undefined },
        { now: sql.placeholder('now') },
        { start: sql.placeholder('start'), take: sql.placeholder('take') },
        'company',
        'listed',
      ).prepare(name),
    ),
    byIds: preparedQuery(`${name}_by_ids`, (db, name) =>
      selectPublicRoles(db)
        .where(sql`${roles.id} = any(${sql.placeholder('ids')}::uuid[])`)
        .prepare(name),
    ),
  }
}

const unfilteredPublicRoles = {
  verified: unfilteredPublicRolesOf(true),
  any: unfilteredPublicRolesOf(false),
}

export function toPublicRole(row: PublicRoleRow, now = new Date()): PublicRole {
  return {
    id: row.id!,
    title: row.title!,
    company: {
      id: row.companyId!,
      companyName: row.companyName ?? 'New Company',
      logoUrl: row.logoUrl,
      industryType: row.industryType,
      verified: row.verifiedAt !== null,
      medianResponseDays: row.medianResponseDays,
      paysOnTime: paysOnTimeOf({
        stipendOnTimeMonths: row.stipendOnTimeMonths ?? null,
        stipendLastLateMonth: row.stipendLastLateMonth ?? null,
      }),
      profilePublic: row.profilePublic ?? false,
    },
    location: row.location!,
    type: row.type!,
    placementType: row.placementType!,
    siwesWeeks: row.siwesWeeks,
    siwesProgrammes: row.siwesProgrammes ?? [],
    nyscState: row.nyscState,
    perks: allPerks(row.perks),
    roleSummary: row.roleSummary!,
    responsibilities: row.responsibilities ?? [],
    requirements: row.requirements ?? [],
    minimumSalary: row.minimumSalary!,
    maximumSalary: row.maximumSalary,
    duration: row.durationMonths!,
    term: row.term!,
    applicationDeadline: row.applicationDeadline,
    asksCoverNote: row.asksCoverNote ?? false,
    questions: row.questions ?? [],
    placesLeft: placesLeftOf(row.applicationCap ?? null, row.applicationsCount ?? 0),
    createdAt: row.createdAt!.toISOString(),
    ...freshnessOf({ createdAt: row.createdAt, lastReviewedAt: row.lastReviewedAt }, now),
  }
}

/** A company's name is part of its roles' search documents; after a rename they are rewritten. */
export async function rewriteCompanySearchDocuments(
  db: Db,
  companyId: string,
  companyName: string,
) {
  const rows = await db
    .select(roleWordSourceColumns)
    .from(roles)
    .where(eq(roles.companyId, companyId))
  for (const row of rows) {
    await db
      .update(roles)
      .set({ searchDocument: roleSearchDocument({ ...row, companyName }) })
      .where(eq(roles.id, row.id))
  }
}

/**
 * Whether anyone applied with answers to the role's questions (decision 069): its kept questions are
 * locked then. Read with the role; applications_role_intern_key serves `role_id =`.
 */
export const questionsAnsweredSql = sql<boolean>`exists(select 1 from ${applications}
  where ${and(eq(applications.roleId, roles.id), sql`${applications.answers} <> '[]'::jsonb`)})`

/**
 * The role's questions and whether they are answered, its row locked until the transaction ends.
 * Applying and editing the questions both take this lock, so an answer is checked against the
 * questions stored when it is saved, and an edit sees every answer saved before it. With them, the
 * places its cap leaves (decision 071): the count is the role's own, kept by the database in the
 * transaction of every application written, so under this lock no other application can take the
 * last place meanwhile.
 */
export async function lockedRoleQuestions(tx: Tx, roleId: string) {
  const [row] = await tx
    .select({
      questions: roles.questions,
      isAnswered: questionsAnsweredSql,
      applicationCap: roles.applicationCap,
      applicationsCount: roles.applicationsCount,
    })
    .from(roles)
    .where(eq(roles.id, roleId))
    .for('update')
  if (!row) throw new Error(`Role ${roleId} went while it was being written`)
  return row
}
