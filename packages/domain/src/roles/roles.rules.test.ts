import { describe, expect, it } from 'vitest'
import {
  compareByRelevance,
  deadlineLabel,
  durationInMonths,
  durationLabel,
  isTakingApplications,
  roleDurationLabel,
  roleDurationMonths,
  relevanceScore,
} from './roles.rules.js'

const now = new Date('2026-11-22T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
const role = (overrides: Partial<Parameters<typeof relevanceScore>[0]> = {}) => ({
  title: 'Data Analyst Intern',
  location: 'Ikeja, Lagos',
  type: 'on_site' as const,
  createdAt: now,
  ...overrides,
})

describe('relevanceScore', () => {
  it.each([
    ['a fresh role with no criteria', role(), {}, 40],
    ['loses 2 points a day', role({ createdAt: daysAgo(5) }), {}, 30],
    ['never goes below zero for age', role({ createdAt: daysAgo(40) }), {}, 0],
    ['adds 30 when the title contains the search', role(), { search: 'ANALYST' }, 70],
    ['adds nothing when only the location contains the search', role(), { search: 'lagos' }, 40],
    ['adds 20 when the location contains the location text', role(), { location: 'lagos' }, 60],
    ['adds 5 for remote roles', role({ type: 'remote' }), {}, 45],
    ['adds nothing for hybrid roles', role({ type: 'hybrid' }), {}, 40],
    ['folds the case of A to Z only', role({ title: 'ÉCOLE Data' }), { search: 'école' }, 40],
    ['matches accented letters as typed', role({ title: 'École Data' }), { search: 'ÉCOLE' }, 70],
    [
      'adds everything together',
      role({ type: 'remote' }),
      { search: 'data', location: 'ikeja' },
      95,
    ],
  ])('%s', (_name, input, criteria, expected) => {
    expect(relevanceScore(input, { ...criteria, now })).toBe(expected)
  })
})

describe('compareByRelevance', () => {
  it('puts higher scores first and breaks ties by newer role', () => {
    const older = role({ title: 'A', createdAt: daysAgo(1), type: 'remote' }) // 38 + 5 = 43
    const newer = role({ title: 'B', createdAt: daysAgo(0) }) // 40
    const tieNewer = role({ title: 'C', createdAt: new Date(now.getTime() - 1000) }) // 40
    const sorted = [newer, older, tieNewer].sort(compareByRelevance({ now }))
    expect(sorted.map((r) => r.title)).toEqual(['A', 'B', 'C'])
  })
})

describe('durationInMonths', () => {
  it('keeps months and multiplies years by 12', () => {
    expect(durationInMonths(6, 'month')).toBe(6)
    expect(durationInMonths(2, 'year(s)')).toBe(24)
  })
})

describe('isTakingApplications', () => {
  it.each([
    [null, '2026-05-14', true],
    ['2026-05-15', '2026-05-14', true],
    ['2026-05-14', '2026-05-14', true],
    ['2026-05-13', '2026-05-14', false],
  ])('deadline %s on %s: %s', (deadline, today, expected) => {
    expect(isTakingApplications(deadline, today)).toBe(expected)
  })
})

describe('deadlineLabel', () => {
  it.each([
    ['no deadline', null, null],
    ['in three days', '2026-12-05', 'Closes 5 Dec · in 3 days'],
    ['tomorrow', '2026-12-03', 'Closes 3 Dec · tomorrow'],
    ['today', '2026-12-02', 'Closes today'],
    ['yesterday', '2026-12-01', 'Closed'],
    ['next year', '2027-01-10', 'Closes 10 Jan · in 39 days'],
  ])('%s', (_name, deadline, expected) => {
    expect(deadlineLabel(deadline, '2026-12-02')).toBe(expected)
  })
})

describe('role durations', () => {
  it('stores a SIWES/IT placement in the months of its weeks, whatever the form held', () => {
    const siwes = { placementType: 'siwes' as const, duration: 1, term: 'year(s)' as const }
    expect(roleDurationMonths({ ...siwes, siwesWeeks: 24 })).toBe(6)
    expect(roleDurationMonths({ ...siwes, siwesWeeks: 16 })).toBe(4)
    expect(roleDurationMonths({ ...siwes, siwesWeeks: null })).toBe(12)
    expect(roleDurationMonths({ placementType: 'nysc', duration: 1, term: 'year(s)' })).toBe(12)
    expect(roleDurationMonths({ duration: 3, term: 'month' })).toBe(3)
  })

  it('shows a SIWES/IT role in weeks and the others in months', () => {
    expect(roleDurationLabel({ placementType: 'siwes', siwesWeeks: 24, duration: 12 })).toBe(
      '24 Weeks',
    )
    expect(roleDurationLabel({ placementType: 'internship', siwesWeeks: null, duration: 1 })).toBe(
      '1 Month',
    )
    expect(durationLabel(6)).toBe('6 Months')
    expect(durationLabel(0.5)).toBe('15 Days')
  })
})
