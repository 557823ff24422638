import type { RoleType } from '../roles/roles.schemas.js'

/**
 * How well an intern fits a role, 0–100 (DESIGN.md §5: a number that means something). Five parts:
 * requirements the intern's skills or field of study speak to (40), the field of study showing in
 * the role (20), the company's industry being the preferred one (15), the place (15) and the length
 * (10). A part the intern has not filled in yet scores nothing.
 */
export const COMPATIBILITY_WEIGHTS = {
  requirements: 40,
  fieldOfStudy: 20,
  industry: 15,
  location: 15,
  duration: 10,
} as const

export interface CompatibilityIntern {
  fieldOfStudy: string | null
  skills: string[]
  preferredIndustry: string | null
  locationPreference: string | null
  /** Months. */
  intendedDuration: number | null
}

export interface CompatibilityRole {
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

function requirementsPart(intern: CompatibilityIntern, role: CompatibilityRole): number {
  if (role.requirements.length === 0) return 1
  const fieldWords = significantWords(intern.fieldOfStudy ?? '')
  const met = role.requirements.filter(
    (requirement) =>
      intern.skills.some((skill) => mentions(requirement, skill)) ||
      fieldWords.some((word) => significantWords(requirement).includes(word)),
  )
  return met.length / role.requirements.length
}

function fieldOfStudyPart(intern: CompatibilityIntern, role: CompatibilityRole): number {
  const fieldWords = significantWords(intern.fieldOfStudy ?? '')
  if (fieldWords.length === 0) return 0
  const roleWords = new Set(
    significantWords([role.title, role.roleSummary, ...role.requirements].join(' ')),
  )
  return fieldWords.some((word) => roleWords.has(word)) ? 1 : 0
}

function locationPart(preference: string | null, role: CompatibilityRole): number {
  if (!preference) return 0
  if (preference === 'Open to Any Location') return 1
  if (preference === 'Remote') return role.type === 'remote' ? 1 : 0
  if (preference === 'Hybrid') return role.type === 'hybrid' ? 1 : role.type === 'remote' ? 0.5 : 0
  if (role.type === 'remote') return 1
  const place = preference.replace(/ FCT$/, '').toLowerCase()
  return role.location.toLowerCase().includes(place) ? 1 : 0
}

function durationPart(intended: number | null, roleMonths: number): number {
  if (!intended) return 0
  const gap = Math.abs(intended - roleMonths)
  return gap <= 3 ? 1 : gap <= 6 ? 0.5 : 0
}

export function compatibility(intern: CompatibilityIntern, role: CompatibilityRole): number {
  const w = COMPATIBILITY_WEIGHTS
  const industryMatches =
    !!intern.preferredIndustry && intern.preferredIndustry === role.companyIndustry
  const score =
    w.requirements * requirementsPart(intern, role) +
    w.fieldOfStudy * fieldOfStudyPart(intern, role) +
    w.industry * (industryMatches ? 1 : 0) +
    w.location * locationPart(intern.locationPreference, role) +
    w.duration * durationPart(intern.intendedDuration, role.durationMonths)
  return Math.round(Math.min(100, Math.max(0, score)))
}
