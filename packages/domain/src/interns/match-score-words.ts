import type { MatchPart, MatchScore } from './match-score.rules.js'

/*
 * How a match score reads beside a role (the app's MatchScore and the server's pages for browsers
 * without JavaScript say the same): the score, the requirements by name, then each preference.
 */

export const matchScoreText = (score: number) => `Match score ${score}%`

export const NO_MATCH_SCORE_TEXT =
  'No match score yet. Add your field of study, skills and preferences to your profile to see how well you fit this role.'

/** The preferences a score is made of besides the requirements, in the order they are shown. */
export const MATCH_PREFERENCE_PARTS = [
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
export function matchVerdict(part: MatchPart): { text: string; mark: string; tone: string } {
  if (!part.hasBasis) return { text: 'Not in your profile yet', mark: '–', tone: 'text-slate-500' }
  if (part.points >= part.of) return { text: 'Matches', mark: '✓', tone: 'text-green-800' }
  if (part.points > 0) return { text: 'Partly matches', mark: '~', tone: 'text-amber-800' }
  return { text: 'Does not match', mark: '✗', tone: 'text-red-800' }
}
