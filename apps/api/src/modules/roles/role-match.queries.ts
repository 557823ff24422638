import { isNull, sql, type SQL } from 'drizzle-orm'
import {
  MATCH_SCORE_WEIGHTS,
  hasMatchBasis,
  placeOf,
  roleMatchFeatures,
  significantWords,
  type MatchIntern,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { roles } from '../../db/schema.js'

/** A part's points in tenths, as `part()` in the domain rounds them (to a tenth of a point). */
const tenths = (share: number, weight: number) => Math.round(share * weight * 10)

const anyOf = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` or `)})`

const textArray = (words: string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`

/**
 * `matchScore` (packages/domain) in SQL: the score of every role for this intern, from the role's
 * match features, its type, location, length and its company's industry (the role's copy). The intern's side is worked
 * out here with the domain's own word rules, so only the role's side is SQL. Points are summed
 * in tenths and rounded as the domain rounds them. Null when the profile gives no basis.
 */
export function compatibilityOf(intern: MatchIntern): SQL {
  if (!hasMatchBasis(intern)) return sql`null::int`
  const w = MATCH_SCORE_WEIGHTS
  const fieldWords = [...new Set(significantWords(intern.fieldOfStudy ?? ''))]
  const skillWords = intern.skills
    .map((skill) => [...new Set(significantWords(skill))])
    .filter((words) => words.length > 0)

  // A requirement is met when all the words of one skill are in it, or a word of the field.
  const met = anyOf([
    ...skillWords.map((words) => sql`requirement.words @> ${JSON.stringify(words)}::jsonb`),
    ...fieldWords.map((word) => sql`jsonb_exists(requirement.words, ${word}::text)`),
  ])
  // Every requirement's words are among the role's match words, so a role whose match words hold
  // no whole skill and no field word meets none of its requirements: a cheap array test spares
  // most roles the per-requirement subquery (decision 039).
  const mayMeet = anyOf([
    ...skillWords.map((words) => sql`${roles.matchWords} @> ${textArray(words)}`),
    ...(fieldWords.length > 0 ? [sql`${roles.matchWords} && ${textArray(fieldWords)}`] : []),
  ])
  const requirementCount = sql`jsonb_array_length(coalesce(${roles.requirementWords}, '[]'::jsonb))`
  const requirements = sql`case when ${requirementCount} = 0 then ${tenths(1, w.requirements)}
    when not ${mayMeet} then 0
    else floor((select count(*) from jsonb_array_elements(${roles.requirementWords}) as requirement(words)
      where ${met})::float8 / ${requirementCount} * ${w.requirements} * 10 + 0.5)::int end`

  const fieldOfStudy =
    fieldWords.length === 0
      ? sql`0`
      : sql`case when ${roles.matchWords} && ${textArray(fieldWords)} then ${tenths(1, w.fieldOfStudy)} else 0 end`

  const duration = intern.intendedDuration
    ? sql`case when abs(${intern.intendedDuration}::int - ${roles.durationMonths}) <= 3 then ${tenths(1, w.duration)}
        when abs(${intern.intendedDuration}::int - ${roles.durationMonths}) <= 6 then ${tenths(0.5, w.duration)} else 0 end`
    : sql`0`

  const location = locationTenths(intern.locationPreference, w.location)

  const industry = intern.preferredIndustry
    ? sql`case when ${roles.companyIndustry} = ${intern.preferredIndustry}::text then ${tenths(1, w.industry)} else 0 end`
    : sql`0`

  return sql`((${requirements}) + (${fieldOfStudy}) + (${duration}) + (${location}) + (${industry}) + 5) / 10`
}

/** The domain's `locationPart`, branch for branch. */
function locationTenths(preference: string | null, weight: number): SQL {
  const full = tenths(1, weight)
  if (!preference) return sql`0`
  if (preference === 'Open to Any Location') return sql`${full}`
  if (preference === 'Remote')
    return sql`case when ${roles.type} = 'remote' then ${full} else 0 end`
  if (preference === 'Hybrid') {
    return sql`case when ${roles.type} = 'hybrid' then ${full} when ${roles.type} = 'remote' then ${tenths(0.5, weight)} else 0 end`
  }
  return sql`case when ${roles.type} = 'remote' then ${full}
    when strpos(lower(${roles.location} collate "C"), ${placeOf(preference)}::text) > 0 then ${full} else 0 end`
}

/**
 * Roles written before migration 0007 get their match features here, a batch at a time (the
 * database cannot split words as the domain does). The server runs it once listening, in the
 * background (decision 042): until a role is filled it ranks as one without requirements. A no-op
 * once all are filled; stops between batches once `stopped()` says so. Returns how many it filled.
 * Batches of 200: filling 100,000 roles a thousand at a time took the server's peak memory from
 * 141 to 222 MB, 200 at a time to 151 MB (decision 039).
 */
export async function fillMissingMatchFeatures(
  db: Db,
  batchSize = 200,
  stopped: () => boolean = () => false,
): Promise<number> {
  let filled = 0
  while (!stopped()) {
    const batch = await db
      .select({
        id: roles.id,
        title: roles.title,
        roleSummary: roles.roleSummary,
        requirements: roles.requirements,
      })
      .from(roles)
      .where(isNull(roles.matchWords))
      .limit(batchSize)
    if (batch.length === 0) break
    const features = batch.map((role) => ({ id: role.id, ...roleMatchFeatures(role) }))
    await db.execute(sql`
      update ${roles} set
        match_words = array(select jsonb_array_elements_text(feature -> 'matchWords')),
        requirement_words = feature -> 'requirementWords'
      from jsonb_array_elements(${JSON.stringify(features)}::jsonb) as feature
      where ${roles.id} = (feature ->> 'id')::uuid`)
    filled += batch.length
  }
  return filled
}
