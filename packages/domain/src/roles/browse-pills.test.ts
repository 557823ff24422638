import { describe, expect, it } from 'vitest'
import {
  browsePillOf,
  noMatchSentence,
  narrowingFilters,
  type BrowseCriteria,
} from './browse-pills.js'

const criteria = (overrides: Partial<BrowseCriteria> = {}): BrowseCriteria => ({
  search: '',
  location: '',
  pill: 'remote',
  placementType: '',
  ...overrides,
})

describe('browsePillOf', () => {
  it.each([
    [null, '', 'remote'],
    [null, 'siwes', 'relevant'],
    ['nonsense', 'nysc', 'relevant'],
    ['remote', 'siwes', 'remote'],
    ['on_site', '', 'on_site'],
    ['recent', 'siwes', 'recent'],
  ] as const)('filter=%s with placement %s is %s', (filter, placementType, pill) => {
    expect(browsePillOf(filter, placementType)).toBe(pill)
  })
})

describe('narrowingFilters and noMatchSentence', () => {
  it('names the work-type pill and the placement type that are on', () => {
    expect(noMatchSentence(criteria({ placementType: 'siwes' }))).toBe(
      'No roles match Remote + SIWES/IT',
    )
  })

  it('names words and place first, and leaves out pills that only sort', () => {
    const on = criteria({ search: 'data', location: 'Lagos', pill: 'recent' })
    expect(narrowingFilters(on).map((f) => f.key)).toEqual(['search', 'location'])
    expect(noMatchSentence(on)).toBe('No roles match “data” + Lagos')
    expect(noMatchSentence(criteria({ pill: 'on_site', placementType: 'nysc' }))).toBe(
      'No roles match On-Site + NYSC (PPA)',
    )
  })

  it('has nothing to name when nothing narrows the list', () => {
    expect(noMatchSentence(criteria({ pill: 'relevant' }))).toBeNull()
  })
})
