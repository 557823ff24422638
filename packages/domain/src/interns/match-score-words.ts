import type { MatchPart, MatchScore } from './match-score.rules.js'

/*
 * How a match score reads beside a role (the app's MatchScore and the server's pages for browsers
 * without JavaScript say the same): the score, the requirements by name, then each preference.
 */

const matchScoreText = (score: number) => `Match score ${score}%`

/** The match ring: a circle of this radius on a 100 × 100 grid, its stroke drawn to the score. */
export const MATCH_RING_RADIUS = 42

/** The whole percent the ring shows, and its stroke's dash array (drawn, then the gap). */
export function matchRing(score: number) {
  const percent = Math.max(0, Math.min(100, Math.round(score)))
  const circumference = 2 * Math.PI * MATCH_RING_RADIUS
  return {
    percent,
    dashArray: `${(percent / 100) * circumference} ${circumference}`,
    caption: matchScoreText(percent),
  }
}

/** The aside's heading, and its way to the profile the score is made from. */
export const MATCH_SCORE_TITLE = 'Match Score'
export const EDIT_PROFILE_LINK = 'View or Edit Profile'

export const NO_MATCH_SCORE_TEXT =
  'No match score yet. Add your field of study, skills and preferences to your profile to see how well you fit this role.'

/** The preferences a score is made of besides the requirements, in the order they are shown. */
const MATCH_PREFERENCE_PARTS = [
  ['fieldOfStudy', 'Field of study'],
  ['duration', 'Duration'],
  ['location', 'Location'],
  ['industry', 'Industry'],
] as const

/** 'Requirements met: 2 of 3', or that the role lists none. */
export function requirementsMetText(match: MatchScore) {
  const met = match.requirementsMet.length
  const total = met + match.requirementsMissing.length
  return total === 0 ? 'No requirements listed' : `Requirements met: ${met} of ${total}`
}

/** One preference's verdict: its words, the mark beside them and their colour. */
function matchVerdict(part: MatchPart): { text: string; mark: string; tone: string } {
  if (!part.hasBasis) return { text: 'Not in your profile yet', mark: '–', tone: 'text-slate-500' }
  if (part.points >= part.of) return { text: 'Matches', mark: '✓', tone: 'text-green-800' }
  if (part.points > 0) return { text: 'Partly matches', mark: '~', tone: 'text-amber-800' }
  return { text: 'Does not match', mark: '✗', tone: 'text-red-800' }
}

/** Each preference with its verdict, in the order they are shown under the requirements. */
export const matchPreferences = (match: MatchScore) =>
  MATCH_PREFERENCE_PARTS.map(([name, label]) => ({
    name,
    label,
    ...matchVerdict(match.parts[name]),
  }))
