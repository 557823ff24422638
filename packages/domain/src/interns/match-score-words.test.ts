import { describe, expect, it } from 'vitest'
import { matchPreferences, matchRing, requirementsMetText } from './match-score-words.js'
import type { MatchScore } from './match-score.rules.js'

const part = (points: number, of: number, hasBasis = true) => ({ points, of, hasBasis })

const MATCH: MatchScore = {
  score: 62,
  requirementsMet: ['React', 'Git'],
  requirementsMissing: ['Figma'],
  parts: {
    requirements: part(20, 30),
    fieldOfStudy: part(25, 25),
    duration: part(5, 15),
    location: part(0, 15),
    industry: part(0, 15, false),
  },
}

describe('how a match score reads', () => {
  it('draws the ring to the whole percent, kept within 0 to 100, and names it', () => {
    const half = matchRing(49.6)
    expect(half.percent).toBe(50)
    expect(half.caption).toBe('Match score 50%')
    const [drawn, whole] = half.dashArray.split(' ').map(Number)
    expect(drawn).toBeCloseTo(whole! / 2)
    expect(matchRing(130)).toMatchObject({ percent: 100, caption: 'Match score 100%' })
    expect(matchRing(-4).percent).toBe(0)
    expect(matchRing(-4).dashArray.startsWith('0 ')).toBe(true)
  })

  it('counts the requirements met, and says when a role lists none', () => {
    expect(requirementsMetText(MATCH)).toBe('Requirements met: 2 of 3')
    expect(requirementsMetText({ ...MATCH, requirementsMet: [], requirementsMissing: [] })).toBe(
      'No requirements listed',
    )
  })

  it('gives each preference its verdict, in the order shown', () => {
    expect(matchPreferences(MATCH).map(({ label, text, mark }) => [label, text, mark])).toEqual([
      ['Field of study', 'Matches', '✓'],
      ['Duration', 'Partly matches', '~'],
      ['Location', 'Does not match', '✗'],
      ['Industry', 'Not in your profile yet', '–'],
    ])
  })
})
