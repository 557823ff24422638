import { isNull, sql, type Placeholder, type SQL } from 'drizzle-orm'
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
import { roleWordSourceColumns } from './role-search.js'

/** A part's points in tenths, as `part()` in the domain rounds them (to a tenth of a point). */
const tenths = (share: number, weight: number) => Math.round(share * weight * 10)

/** What an intern's location preference asks of a role, as the ranking statement takes it. */
type LocationWish = 'anywhere' | 'remote' | 'hybrid' | 'place'

/**
 * The intern's side of the match score, as the values of the ranking statement (decision 043):
 * every branch of the rule is in the statement's text, so one statement serves every intern and
 * is prepared once. Worked out here with the domain's own word rules.
 */
export interface CompatibilityParams {
  /** False when the profile gives no basis for a score: every score is then null. */
  hasBasis: boolean
  /** A tsquery: a requirement is met by all the words of one skill, or by a word of the field. */
  meets: string | null
  /** A tsquery: any word of the field of study. */
  fieldWords: string | null
  intendedDuration: number | null
  locationWish: LocationWish | null
  /** The place a state preference looks for in a role's location (domain `placeOf`). */
  place: string | null
  preferredIndustry: string | null
}

/** Each parameter as a value, or as a placeholder of a prepared statement. */
export type CompatibilityArgs = {
  [K in keyof CompatibilityParams]: CompatibilityParams[K] | Placeholder
}

/** The intern's side as the placeholders of a prepared statement, each named as its field. */
export const compatibilityPlaceholders: CompatibilityArgs = {
  hasBasis: sql.placeholder('hasBasis'),
  meets: sql.placeholder('meets'),
  fieldWords: sql.placeholder('fieldWords'),
  intendedDuration: sql.placeholder('intendedDuration'),
  locationWish: sql.placeholder('locationWish'),
  place: sql.placeholder('place'),
  preferredIndustry: sql.placeholder('preferredIndustry'),
}

/**
 * A word as a tsquery operand: quoted, so it is taken whole. Words are letters, digits, '+' and
 * '#' (domain `significantWords`); the escapes keep any other text a single operand too.
 */
const operand = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

const anyOf = (terms: string[]) => (terms.length === 0 ? null : terms.join(' | '))

export function compatibilityParams(intern: MatchIntern): CompatibilityParams {
  const fieldWords = [...new Set(significantWords(intern.fieldOfStudy ?? ''))].map(operand)
  const skills = intern.skills
    .map((skill) => [...new Set(significantWords(skill))].map(operand))
    .filter((words) => words.length > 0)
    .map((words) => (words.length === 1 ? words[0]! : `(${words.join(' & ')})`))
  const preference = intern.locationPreference
  return {
    hasBasis: hasMatchBasis(intern),
    meets: anyOf([...skills, ...fieldWords]),
    fieldWords: anyOf(fieldWords),
    intendedDuration: intern.intendedDuration || null,
    locationWish: !preference
      ? null
      : preference === 'Open to Any Location'
        ? 'anywhere'
        : preference === 'Remote'
          ? 'remote'
          : preference === 'Hybrid'
            ? 'hybrid'
            : 'place',
    place: preference ? placeOf(preference) : null,
    preferredIndustry: intern.preferredIndustry || null,
  }
}

/**
 * `matchScore` (packages/domain) in SQL: the score of a role for the intern whose side is `p`,
 * from the role's match vectors, its type, location, length and its company's industry (the
 * role's copy). Points are summed in tenths and rounded as the domain rounds them; null when the
 * profile gives no basis. A null parameter makes its part 0, as the domain's missing preference.
 */
export function compatibilityOf(p: CompatibilityArgs): SQL {
  const w = MATCH_SCORE_WEIGHTS
  const meets = sql`${p.meets}::tsquery`
  const requirementCount = sql`cardinality(${roles.requirementVectors})`
  // Every requirement's words are among the role's match words, so a role whose match words meet
  // the query nowhere meets none of its requirements: one test spares most roles the count. The
  // count unnests in a select list, which streams the vectors; in a FROM list they are stored
  // first (5% of the statement).
  const requirements = sql`case when ${requirementCount} = 0 then ${tenths(1, w.requirements)}
    when not coalesce(${roles.matchVector} @@ ${meets}, false) then 0
    else floor((select count(*) from (select unnest(${roles.requirementVectors}) as words) as requirement
      where requirement.words @@ ${meets})::float8 / ${requirementCount} * ${w.requirements} * 10 + 0.5)::int end`

  const fieldOfStudy = sql`case when ${roles.matchVector} @@ ${p.fieldWords}::tsquery then ${tenths(1, w.fieldOfStudy)} else 0 end`

  const gap = sql`abs(${p.intendedDuration}::int - ${roles.durationMonths})`
  const duration = sql`case when ${gap} <= 3 then ${tenths(1, w.duration)}
    when ${gap} <= 6 then ${tenths(0.5, w.duration)} else 0 end`

  const industry = sql`case when ${roles.companyIndustry} = ${p.preferredIndustry}::text then ${tenths(1, w.industry)} else 0 end`

  return sql`case when ${p.hasBasis}::boolean then
    ((${requirements}) + (${fieldOfStudy}) + (${duration}) + (${locationTenths(p, w.location)}) + (${industry}) + 5) / 10
    end`
}

/** The domain's `locationPart`, branch for branch. */
function locationTenths(p: CompatibilityArgs, weight: number): SQL {
  const full = tenths(1, weight)
  return sql`case ${p.locationWish}::text
    when 'anywhere' then ${full}
    when 'remote' then case when ${roles.type} = 'remote' then ${full} else 0 end
    when 'hybrid' then case when ${roles.type} = 'hybrid' then ${full} when ${roles.type} = 'remote' then ${tenths(0.5, weight)} else 0 end
    when 'place' then case when ${roles.type} = 'remote' then ${full}
      when strpos(lower(${roles.location} collate "C"), ${p.place}::text) > 0 then ${full} else 0 end
    else 0 end`
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
      .select(roleWordSourceColumns)
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
