import { describe, expect, it } from 'vitest'
import { canCloseRole, canEditRole, canReopenRole, roleState } from './role-state.rules.js'
import { roleSavedOutcome } from './role-outcomes.js'

const today = '2026-11-22'
const at = '2026-11-20T10:00:00.000Z'
const base = { applicationDeadline: '2026-11-25' }

describe('roleState', () => {
  it.each([
    ['a live role before its deadline', base, 'open'],
    ['a live role without a deadline', { applicationDeadline: null }, 'open'],
    ['a role on its deadline day', { applicationDeadline: today }, 'open'],
    ['a role past its deadline', { applicationDeadline: '2026-11-21' }, 'expired'],
    ['a role closed early', { ...base, closedAt: at }, 'closed_early'],
    [
      'a role closed early and past its deadline',
      { applicationDeadline: '2026-11-01', closedAt: at },
      'closed_early',
    ],
    ['a role held by the no-fee policy', { ...base, heldForReviewAt: at }, 'held'],
    ['a held role an operator removed', { ...base, heldForReviewAt: at, removedAt: at }, 'removed'],
    ['a closed role an operator removed', { ...base, closedAt: at, removedAt: at }, 'removed'],
    ['a removed role its company deleted', { ...base, removedAt: at, deletedAt: at }, 'deleted'],
    [
      'a role of a company not yet verified',
      { ...base, isCompanyPublished: false },
      'awaiting_verification',
    ],
    ['a capped role with no place left', { ...base, placesLeft: 0 }, 'full'],
    ['a capped role with a place left', { ...base, placesLeft: 1 }, 'open'],
    ['a role without a cap', { ...base, placesLeft: null }, 'open'],
    [
      'a full role past its deadline',
      { applicationDeadline: '2026-11-01', placesLeft: 0 },
      'expired',
    ],
    ['a full role closed early', { ...base, closedAt: at, placesLeft: 0 }, 'closed_early'],
    [
      'a full role of a company not yet verified',
      { ...base, isCompanyPublished: false, placesLeft: 0 },
      'full',
    ],
    [
      'an expired role of a company not yet verified',
      { applicationDeadline: '2026-11-01', isCompanyPublished: false },
      'expired',
    ],
  ] as const)('%s is %s', (_name, facts, expected) => {
    expect(roleState(facts, today)).toBe(expected)
  })
})

describe('what a company may do with its role', () => {
  it('edits it unless it is removed or deleted', () => {
    expect(canEditRole('open')).toBe(true)
    expect(canEditRole('expired')).toBe(true)
    expect(canEditRole('removed')).toBe(false)
    expect(canEditRole('deleted')).toBe(false)
  })

  it('closes it only while it would take applications: never once expired or removed', () => {
    expect(canCloseRole('open')).toBe(true)
    expect(canCloseRole('held')).toBe(true)
    expect(canCloseRole('awaiting_verification')).toBe(true)
    expect(canCloseRole('full')).toBe(true)
    expect(canCloseRole('expired')).toBe(false)
    expect(canCloseRole('closed_early')).toBe(false)
    expect(canCloseRole('removed')).toBe(false)
  })

  it('reopens a role closed early only while its deadline is ahead', () => {
    expect(canReopenRole({ applicationDeadline: '2026-11-25' }, 'closed_early', today)).toBe(true)
    expect(canReopenRole({ applicationDeadline: null }, 'closed_early', today)).toBe(true)
    expect(canReopenRole({ applicationDeadline: '2026-11-21' }, 'closed_early', today)).toBe(false)
    expect(canReopenRole({ applicationDeadline: null }, 'removed', today)).toBe(false)
  })
})

describe('roleSavedOutcome', () => {
  it('says the role is live only when it is', () => {
    expect(roleSavedOutcome('open', true)).toMatchObject({
      title: 'Role Posted',
      description: 'Your role is live. Candidates can now find it and apply.',
      isLive: true,
    })
    for (const state of ['awaiting_verification', 'held', 'closed_early', 'expired'] as const) {
      const outcome = roleSavedOutcome(state, true)
      expect(outcome.isLive).toBe(false)
      expect(`${outcome.title} ${outcome.description}`).not.toMatch(/(is|are) live/i)
    }
  })

  it('tells a company waiting for verification that its role goes live once verified', () => {
    expect(roleSavedOutcome('awaiting_verification', true)).toMatchObject({
      title: 'Role Saved',
      description: expect.stringContaining('goes live once we verify your company'),
    })
  })

  it('tells a company whose role is full that its cap stops applications', () => {
    expect(roleSavedOutcome('full', false)).toMatchObject({
      isLive: false,
      description: expect.stringContaining('Raise or clear the cap'),
    })
  })

  it('tells a company whose role or edit is held why', () => {
    for (const isNew of [true, false]) {
      expect(roleSavedOutcome('held', isNew)).toMatchObject({
        title: 'Held for Review',
        description: expect.stringContaining('asks applicants for money'),
      })
    }
  })
})
