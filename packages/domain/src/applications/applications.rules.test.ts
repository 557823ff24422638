import { describe, expect, it } from 'vitest'
import {
  DECIDABLE_STATUSES,
  canArrangeInterview,
  canDecide,
  canWithdraw,
  isResumeExpired,
  maskName,
  maskedApplicantName,
} from './applications.rules.js'
import { APPLICATION_STATUSES, type ApplicationStatus } from './applications.schemas.js'

describe('maskName', () => {
  it.each([
    ['Ada Okafor', 'A*a O****r'],
    ['Ada', 'A*a'],
    ['Jo', 'Jo'],
    ['O', 'O'],
    ['  Chukwuemeka   Nwosu-Eze ', 'C*********a N*******e'],
    ['Ọlá Adéyẹmí', 'Ọ*á A*****í'],
    ['', ''],
  ])('masks %j as %j', (name, masked) => {
    expect(maskName(name)).toBe(masked)
  })
})

describe('maskedApplicantName', () => {
  it('masks first and last name together', () => {
    expect(maskedApplicantName('Ada', 'Okafor')).toBe('A*a O****r')
  })

  it('says "An applicant" when no name is known', () => {
    expect(maskedApplicantName(null, null)).toBe('An applicant')
    expect(maskedApplicantName('Tunde', null)).toBe('T***e')
  })
})

describe('canDecide and canWithdraw', () => {
  const table: [ApplicationStatus, boolean][] = [
    ['pending', true],
    ['in_review', true],
    ['accepted', false],
    ['rejected', false],
    ['no_response', false],
  ]

  it('covers every status', () => {
    expect(table.map(([status]) => status).sort()).toEqual([...APPLICATION_STATUSES].sort())
  })

  it.each(table)('%s: can be decided and withdrawn → %s', (status, isOpen) => {
    expect(canDecide(status)).toBe(isOpen)
    expect(canWithdraw(status)).toBe(isOpen)
  })

  it.each(table)('%s: interviews may be arranged while not closed → %s', (status, isOpen) => {
    expect(canArrangeInterview({ status, closedAt: null })).toBe(isOpen)
    expect(canArrangeInterview({ status, closedAt: new Date() })).toBe(false)
  })

  it('lists the decidable statuses for the guarded update', () => {
    expect(DECIDABLE_STATUSES).toEqual(['pending', 'in_review'])
  })
})

describe('isResumeExpired', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
  it.each<[string, ApplicationStatus, Date | null, Date | null, boolean]>([
    ['rejected 179 days ago', 'rejected', daysAgo(179), null, false],
    ['rejected 180 days ago', 'rejected', daysAgo(180), null, true],
    ['closed 200 days ago, never decided', 'pending', null, daysAgo(200), true],
    ['closed 100 days ago', 'in_review', null, daysAgo(100), false],
    ['accepted long ago, role closed since', 'accepted', daysAgo(400), daysAgo(300), false],
    ['pending and open', 'pending', null, null, false],
  ])('%s', (_name, status, decidedAt, closedAt, expected) => {
    expect(isResumeExpired({ status, decidedAt, closedAt }, now)).toBe(expected)
  })
})
