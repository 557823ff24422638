import { describe, expect, it } from 'vitest'
import {
  dailyMailCutoff,
  describeAlert,
  reminderDeadlineRange,
  roleMatchesAlert,
  type AlertRole,
} from './alerts.rules.js'
import { ALERT_MESSAGES, JobAlertInputSchema, type JobAlertCriteria } from './alerts.schemas.js'
import { ROLE_TYPE_LABELS } from '../roles/roles.schemas.js'

const role = (overrides: Partial<AlertRole> = {}): AlertRole => ({
  title: 'Front-End Developer Intern',
  companyName: 'Kobo Ledger',
  roleSummary: 'Build pages people use.',
  requirements: ['React', 'UI/UX basics'],
  location: 'Yaba, Lagos',
  type: 'hybrid',
  placementType: 'internship',
  ...overrides,
})
/** An alert's criteria as stored; one with none was saved before alerts had to watch something. */
const alert = (input: Record<string, unknown> = {}) =>
  ({
    search: null,
    location: null,
    type: null,
    placementType: null,
    frequency: 'immediate',
    ...input,
  }) as JobAlertCriteria

describe('roleMatchesAlert', () => {
  it.each([
    ['an alert saved with no criteria matches every role', role(), {}, true],
    ['each search word starts a word of the role', role(), { search: 'front dev' }, true],
    ['search words are case-folded', role(), { search: 'FRONT' }, true],
    ['a word after a hyphen is a word of its own', role(), { search: 'end' }, true],
    ['a word that starts no word does not match', role(), { search: 'ontend' }, false],
    ['the company name is searched', role(), { search: 'kobo' }, true],
    ['the requirements are searched, split like the browse', role(), { search: 'ux' }, true],
    ['every word must match', role(), { search: 'react python' }, false],
    ['the location is contained', role(), { location: 'lagos' }, true],
    ['another location does not match', role(), { location: 'Abuja' }, false],
    ['the type must be equal', role(), { type: 'remote' }, false],
    ['an equal type matches', role({ type: 'remote' }), { type: 'remote' }, true],
    ['another placement type does not match', role(), { placementType: 'siwes' }, false],
    [
      'a placement type must equal the role’s',
      role({ placementType: 'nysc' }),
      { placementType: 'siwes' },
      false,
    ],
    [
      'an equal placement type matches',
      role({ placementType: 'siwes' }),
      { placementType: 'siwes' },
      true,
    ],
    [
      'all criteria together',
      role({ type: 'remote' }),
      { search: 'developer', location: 'yaba', type: 'remote' },
      true,
    ],
  ])('%s', (_name, subject, criteria, expected) => {
    expect(roleMatchesAlert(subject, alert(criteria))).toBe(expected)
  })
})

describe('JobAlertInputSchema', () => {
  it('keeps blank criteria as null', () => {
    expect(
      JobAlertInputSchema.parse({ search: '  ', location: '', type: 'remote', frequency: 'daily' }),
    ).toEqual({
      search: null,
      location: null,
      type: 'remote',
      placementType: null,
      frequency: 'daily',
    })
  })
  it.each([
    [{ search: 'design' }],
    [{ location: 'Lagos' }],
    [{ type: 'hybrid' }],
    [{ placementType: 'siwes' }],
  ])('takes an alert that watches only %j', (criteria) => {
    expect(JobAlertInputSchema.safeParse({ frequency: 'daily', ...criteria }).success).toBe(true)
  })
  it.each([
    [{ search: 'x', frequency: 'weekly' }, 'Choose immediate or daily'],
    [{ frequency: 'daily', type: 'office' }, 'Choose a work type: Remote, On-Site or Hybrid'],
    [
      { frequency: 'daily', placementType: 'apprenticeship' },
      'Choose a placement type: Internship, SIWES/IT, NYSC (PPA) or Graduate role',
    ],
    // The field is named as the form labels it, not as the request spells it.
    [
      { frequency: 'daily', search: 'x'.repeat(101) },
      'Role or skill must be at most 100 characters',
    ],
    [{ frequency: 'daily', location: 'x'.repeat(101) }, 'Location must be at most 100 characters'],
    [{ frequency: 'daily' }, ALERT_MESSAGES.noCriteria],
    [{ frequency: 'daily', search: '   ', location: '' }, ALERT_MESSAGES.noCriteria],
  ])('refuses %j', (input, message) => {
    const result = JobAlertInputSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})

describe('describeAlert', () => {
  it('names the criteria, or says it is for all roles', () => {
    expect(describeAlert(alert({ search: 'design', type: 'remote' }), ROLE_TYPE_LABELS)).toBe(
      'design · Remote',
    )
    expect(describeAlert(alert(), ROLE_TYPE_LABELS)).toBe('All new roles')
  })
})

describe('dailyMailCutoff', () => {
  it.each([
    ['after 07:00 UTC it is today at 07:00', '2026-12-05T09:30:00Z', '2026-12-05T07:00:00.000Z'],
    ['at 07:00 exactly it is now', '2026-12-05T07:00:00Z', '2026-12-05T07:00:00.000Z'],
    ['before 07:00 it is yesterday at 07:00', '2026-12-05T06:59:00Z', '2026-12-04T07:00:00.000Z'],
  ])('%s', (_name, now, expected) => {
    expect(dailyMailCutoff(new Date(now)).toISOString()).toBe(expected)
  })
})

describe('reminderDeadlineRange', () => {
  it.each([
    // 10:00 WAT on 3 Dec: 48 h later is 10:00 on 5 Dec, so the 3rd and 4th end within 48 h.
    ['mid-morning in Lagos', '2026-12-03T09:00:00Z', { from: '2026-12-03', to: '2026-12-04' }],
    // 23:30 WAT on 3 Dec: the 5th ends at midnight after the 5th, more than 48 h away.
    ['late evening in Lagos', '2026-12-03T22:30:00Z', { from: '2026-12-03', to: '2026-12-04' }],
    // 00:30 WAT on 4 Dec (23:30 UTC on the 3rd): today is the 4th in Lagos.
    [
      'just after midnight in Lagos',
      '2026-12-03T23:30:00Z',
      { from: '2026-12-04', to: '2026-12-05' },
    ],
  ])('%s', (_name, now, expected) => {
    expect(reminderDeadlineRange(new Date(now))).toEqual(expected)
  })
})
