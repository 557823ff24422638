import { describe, expect, it } from 'vitest'
import {
  DECIDABLE_STATUSES,
  canDecide,
  canWithdraw,
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

  it('lists the decidable statuses for the guarded update', () => {
    expect(DECIDABLE_STATUSES).toEqual(['pending', 'in_review'])
  })
})
