import { z } from 'zod'
import { foldCase } from '../roles/roles.rules.js'
import type { RoleType } from '../roles/roles.schemas.js'

/**
 * The match score: how well an intern fits a role, 0–100 (DESIGN.md §5: a number that means something). Five parts:
 * requirements the intern's skills or field of study speak to (40), the field of study showing in
 * the role (20), the company's industry being the preferred one (15), the place (15) and the length
 * (10). A part the intern has not filled in yet scores nothing.
 */
export const MATCH_SCORE_WEIGHTS = {
  requirements: 40,
  fieldOfStudy: 20,
  industry: 15,
  location: 15,
  duration: 10,
} as const

export interface MatchIntern {
  fieldOfStudy: string | null
  skills: string[]
  preferredIndustry: string | null
  locationPreference: string | null
  /** Months. */
  intendedDuration: number | null
}

export interface MatchRole {
  title: string
  roleSummary: string
  requirements: string[]
  location: string
  type: RoleType
  /** Months. */
  durationMonths: number
  companyIndustry: string | null
}

const STOP_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'of',
  'in',
  'to',
  'a',
  'an',
  'or',
  'on',
  'at',
  'any',
  'field',
  'studies',
  'study',
  'science',
  'sciences',
  'degree',
  'student',
  'students',
  'good',
  'basic',
  'knowledge',
  'experience',
  'ability',
  'skills',
  'strong',
  'related',
])

/** Significant lower-case words: three letters or more, not a stop word. */
export const significantWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))

const mentions = (text: string, phrase: string) => {
  const words = significantWords(phrase)
  if (words.length === 0) return false
  const haystack = new Set(significantWords(text))
  return words.every((word) => haystack.has(word))
}

/** A requirement is met when one of the intern's skills, or a word of their field of study, is in it. */
function metRequirements(intern: MatchIntern, role: MatchRole): string[] {
  const fieldWords = significantWords(intern.fieldOfStudy ?? '')
  return role.requirements.filter(
    (requirement) =>
      intern.skills.some((skill) => mentions(requirement, skill)) ||
      fieldWords.some((word) => significantWords(requirement).includes(word)),
  )
}

function fieldOfStudyPart(intern: MatchIntern, role: MatchRole): number {
  const fieldWords = significantWords(intern.fieldOfStudy ?? '')
  if (fieldWords.length === 0) return 0
  const roleWords = new Set(
    significantWords([role.title, role.roleSummary, ...role.requirements].join(' ')),
  )
  return fieldWords.some((word) => roleWords.has(word)) ? 1 : 0
}

function locationPart(preference: string | null, role: MatchRole): number {
  if (!preference) return 0
  if (preference === 'Open to Any Location') return 1
  if (preference === 'Remote') return role.type === 'remote' ? 1 : 0
  if (preference === 'Hybrid') return role.type === 'hybrid' ? 1 : role.type === 'remote' ? 0.5 : 0
  if (role.type === 'remote') return 1
  return foldCase(role.location).includes(placeOf(preference)) ? 1 : 0
}

/**
 * What a state preference looks for in a role's location ('Abuja FCT' finds 'Abuja'). Case is
 * folded for A–Z only (decision 003), so the database can rank by the same rule.
 */
export const placeOf = (preference: string) => foldCase(preference.replace(/ FCT$/, ''))

function durationPart(intended: number | null, roleMonths: number): number {
  if (!intended) return 0
  const gap = Math.abs(intended - roleMonths)
  return gap <= 3 ? 1 : gap <= 6 ? 0.5 : 0
}

export const MATCH_PARTS = [
  'requirements',
  'fieldOfStudy',
  'duration',
  'location',
  'industry',
] as const
export type MatchPartName = (typeof MATCH_PARTS)[number]

/**
 * One part of a match score: the points it gave out of its weight, and whether the intern's
 * profile says anything it could be measured on (a part with no basis gives 0 and says so).
 */
export const MatchPartSchema = z.object({
  points: z.number(),
  of: z.number().int(),
  hasBasis: z.boolean(),
})
export type MatchPart = z.infer<typeof MatchPartSchema>

/** The match score with its parts, as role and application answers carry it. */
export const MatchScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  /** The role's requirements the intern meets, and those they do not, by name. */
  requirementsMet: z.array(z.string()),
  requirementsMissing: z.array(z.string()),
  parts: z.object({
    requirements: MatchPartSchema,
    fieldOfStudy: MatchPartSchema,
    duration: MatchPartSchema,
    location: MatchPartSchema,
    industry: MatchPartSchema,
  }),
})
export type MatchScore = z.infer<typeof MatchScoreSchema>

/** Whether the profile says anything a match can be measured on (else every score is null). */
export const hasMatchBasis = (intern: MatchIntern) =>
  significantWords(intern.fieldOfStudy ?? '').length > 0 ||
  intern.skills.length > 0 ||
  !!intern.intendedDuration ||
  !!intern.locationPreference ||
  !!intern.preferredIndustry

const part = (share: number, of: number, hasBasis: boolean): MatchPart => ({
  points: Math.round(share * of * 10) / 10,
  of,
  hasBasis,
})

/**
 * The match score and its parts; null when the intern's profile gives no basis for one (no field
 * of study, skills or preferences yet), so that nothing reads '0% match' for lack of a profile.
 */
export function matchScore(intern: MatchIntern, role: MatchRole): MatchScore | null {
  const w = MATCH_SCORE_WEIGHTS
  const hasField = significantWords(intern.fieldOfStudy ?? '').length > 0
  const met = metRequirements(intern, role)
  const parts = {
    requirements: part(
      role.requirements.length === 0 ? 1 : met.length / role.requirements.length,
      w.requirements,
      hasField || intern.skills.length > 0,
    ),
    fieldOfStudy: part(fieldOfStudyPart(intern, role), w.fieldOfStudy, hasField),
    duration: part(
      durationPart(intern.intendedDuration, role.durationMonths),
      w.duration,
      !!intern.intendedDuration,
    ),
    location: part(
      locationPart(intern.locationPreference, role),
      w.location,
      !!intern.locationPreference,
    ),
    industry: part(
      !!intern.preferredIndustry && intern.preferredIndustry === role.companyIndustry ? 1 : 0,
      w.industry,
      !!intern.preferredIndustry,
    ),
  }
  if (!hasMatchBasis(intern)) return null
  const total = Object.values(parts).reduce((sum, p) => sum + p.points, 0)
  return {
    score: Math.round(Math.min(100, Math.max(0, total))),
    requirementsMet: met,
    requirementsMissing: role.requirements.filter((requirement) => !met.includes(requirement)),
    parts,
  }
}

/**
 * What the match score reads of a role's words, worked out once when the role is written so the
 * database can score it (decision 019): the significant words of its title, summary and
 * requirements together, and those of each requirement on its own.
 */
export interface RoleMatchFeatures {
  matchWords: string[]
  requirementWords: string[][]
}

const distinct = (words: string[]) => [...new Set(words)]

export const roleMatchFeatures = (
  role: Pick<MatchRole, 'title' | 'roleSummary' | 'requirements'>,
): RoleMatchFeatures => ({
  matchWords: distinct(
    significantWords([role.title, role.roleSummary, ...role.requirements].join(' ')),
  ),
  requirementWords: role.requirements.map((requirement) => distinct(significantWords(requirement))),
})

/**
 * The order of 'Most Relevant' for an intern: the higher match score first (a role with none ranks
 * lowest), then the newer role, then the higher id.
 */
export const compareByMatch = (
  a: { score: number | null; createdAt: Date; id: string },
  b: { score: number | null; createdAt: Date; id: string },
) =>
  (b.score ?? -1) - (a.score ?? -1) ||
  b.createdAt.getTime() - a.createdAt.getTime() ||
  (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** The answer fields of a match: `compatibility` (the spec's name for the score) and its parts. */
export const matchAnswer = (match: MatchScore | null) => ({
  compatibility: match?.score ?? null,
  match,
})
