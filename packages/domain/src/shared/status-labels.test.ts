import { describe, expect, it } from 'vitest'
import {
  APPLICATION_STATUSES,
  alreadyDecidedMessage,
} from '../applications/applications.schemas.js'
import { INTERVIEW_STATUSES } from '../applications/interviews.schemas.js'
import { ROLE_STATES } from '../roles/role-state.rules.js'
import {
  applicantRoleState,
  decidedApplicationNote,
  roleDeadlineNote,
  statusLabel,
} from './status-labels.js'

const today = '2026-11-22'

describe('statusLabel', () => {
  it('names every application status, interview state and role state in words', () => {
    const cases = [
      ...APPLICATION_STATUSES.map((status) => ['application', status] as const),
      ...INTERVIEW_STATUSES.map((status) => ['interview', status] as const),
      ...ROLE_STATES.map((state) => ['role', state] as const),
    ]
    for (const [kind, status] of cases) {
      const label = statusLabel(kind, status)
      expect(label, `${kind} ${status}`).not.toContain('_')
      expect(label.charAt(0)).toMatch(/[A-Z]/)
    }
    expect(statusLabel('application', 'no_response')).toBe('No response')
    expect(statusLabel('role', 'closed_early')).toBe('Closed early')
  })

  it('reads a value it does not know as words', () => {
    expect(statusLabel('application', 'closed')).toBe('Closed')
    expect(statusLabel('interview', 'some_new_state')).toBe('Some new state')
    expect(statusLabel('role', 'toString')).toBe('ToString')
  })
})

describe('decided applications', () => {
  it('never puts a raw status in the sentence', () => {
    expect(decidedApplicationNote('no_response')).toBe(
      'This application closed as ‘No response’ because it went unanswered. A decision cannot be changed.',
    )
    expect(decidedApplicationNote('accepted')).toBe(
      'You have accepted this application. A decision cannot be changed.',
    )
    expect(decidedApplicationNote('rejected')).toBe(
      'You have rejected this application. A decision cannot be changed.',
    )
    expect(decidedApplicationNote('pending')).toBeNull()
    expect(decidedApplicationNote('in_review')).toBeNull()
  })

  it('gives the refusal for each decided status', () => {
    expect(alreadyDecidedMessage('accepted')).toBe('This application is already accepted.')
    expect(alreadyDecidedMessage('rejected')).toBe('This application is already rejected.')
    expect(alreadyDecidedMessage('no_response')).not.toContain('no_response')
  })
})

describe('roleDeadlineNote', () => {
  it('counts down only while the role takes applications', () => {
    expect(roleDeadlineNote('open', '2026-11-25', today)).toBe('Closes 25 Nov · in 3 days')
    expect(roleDeadlineNote('held', '2026-11-25', today)).toBe('Closes 25 Nov · in 3 days')
    expect(roleDeadlineNote('open', null, today)).toBeNull()
    expect(roleDeadlineNote('closed_early', '2026-11-25', today)).toBe('Closed early')
    expect(roleDeadlineNote('expired', '2026-11-20', today)).toBe('Deadline passed')
    expect(roleDeadlineNote('removed', '2026-11-25', today)).toBe('Removed by Internplace')
  })
})

describe('applicantRoleState', () => {
  it('tells an undecided applicant that the role closed, in any way', () => {
    expect(applicantRoleState('pending', 'closed_early')).toBe('closed_early')
    expect(applicantRoleState('in_review', 'expired')).toBe('expired')
    expect(applicantRoleState('pending', 'removed')).toBe('removed')
    expect(applicantRoleState('pending', 'open')).toBeNull()
  })

  it('does not tell an applicant that the role filled: their place in its queue is kept', () => {
    expect(applicantRoleState('pending', 'full')).toBeNull()
  })

  it('tells a decided applicant only of a removal or deletion', () => {
    expect(applicantRoleState('accepted', 'removed')).toBe('removed')
    expect(applicantRoleState('accepted', 'deleted')).toBe('deleted')
    expect(applicantRoleState('accepted', 'expired')).toBeNull()
    expect(applicantRoleState('rejected', 'closed_early')).toBeNull()
  })
})
