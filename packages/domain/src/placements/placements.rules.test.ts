import { describe, expect, it } from 'vitest'
import {
  listInWords,
  placementProgress,
  placementTimeline,
  type PlacementFacts,
} from './placements.rules.js'
import {
  CompanyPlacementPatchSchema,
  InternPlacementPatchSchema,
  PLACEMENT_MESSAGES,
} from './placements.schemas.js'

const SUPERVISOR = { name: 'Emeka Nwosu', email: 'emeka@example.com', phone: '+2348031234567' }
const STUDENT = {
  matricNumber: 'YCT/HND/2021/045',
  institution: 'Yaba College of Technology',
  course: 'Computer Science',
  programme: 'HND',
}
const NOBODY = { name: null, email: null, phone: null }

const siwes = (over: Partial<PlacementFacts> = {}): PlacementFacts => ({
  kind: 'siwes',
  startDate: '2026-05-04',
  endDate: '2026-10-16',
  siwesWeeks: 24,
  supervisor: SUPERVISOR,
  student: STUDENT,
  ...over,
})

describe('placementProgress', () => {
  it('counts a SIWES placement in the weeks of its role, whatever the dates say', () => {
    expect(placementProgress(siwes(), '2026-05-20')).toMatchObject({
      weeksDone: 2,
      weeksTotal: 24,
      stage: 'ongoing',
      next: 'Week 3 of 24; ends 16 October 2026',
    })
    expect(placementProgress(siwes({ siwesWeeks: 16 }), '2026-12-01')).toMatchObject({
      weeksDone: 16,
      weeksTotal: 16,
      stage: 'ended',
      next: 'Ended 16 October 2026',
    })
  })

  it('counts other placements from their dates, and knows no total before them', () => {
    const internship = siwes({ kind: 'internship', siwesWeeks: null, student: null })
    expect(placementProgress({ ...internship, endDate: '2026-07-26' }, '2026-05-03')).toEqual({
      weeksDone: 0,
      weeksTotal: 12,
      stage: 'upcoming',
      next: 'Starts 4 May 2026',
    })
    expect(
      placementProgress({ ...internship, endDate: '2026-07-27' }, '2026-08-01').weeksTotal,
    ).toBe(13)
    expect(
      placementProgress({ ...internship, startDate: null, endDate: null }, '2026-05-03'),
    ).toMatchObject({ weeksDone: 0, weeksTotal: null, stage: 'unscheduled' })
  })

  it('tells each side its own step first, then what it waits for', () => {
    const bare = siwes({
      startDate: null,
      endDate: null,
      supervisor: NOBODY,
      student: { matricNumber: null, institution: 'Yabatech', course: null, programme: null },
    })
    expect(placementProgress(bare, '2026-05-01', 'company').next).toBe(
      'Add the start and end dates and the supervisor',
    )
    expect(placementProgress(bare, '2026-05-01', 'intern').next).toBe(
      'Fill in your matriculation number, course and programme',
    )
    const scheduled = {
      ...bare,
      startDate: '2026-05-04',
      endDate: '2026-10-16',
      supervisor: SUPERVISOR,
    }
    expect(placementProgress(scheduled, '2026-05-01', 'company').next).toBe(
      "Waiting for the student's matriculation number, course and programme",
    )
    const detailsIn = siwes({ supervisor: { ...SUPERVISOR, phone: null } })
    expect(placementProgress(detailsIn, '2026-05-01', 'intern').next).toBe(
      'Waiting for the company to add the supervisor',
    )
  })

  it('asks an NYSC corps member for no school details', () => {
    const nysc = siwes({ kind: 'nysc', siwesWeeks: null, student: null, supervisor: NOBODY })
    expect(placementProgress(nysc, '2026-05-01', 'intern').next).toBe(
      'Waiting for the company to add the supervisor',
    )
  })
})

describe('placementTimeline', () => {
  it('walks accepted → starts → weeks → ends with dates written the Nigerian way', () => {
    const progress = placementProgress(siwes(), '2026-05-20')
    const steps = placementTimeline(
      {
        acceptedAt: '2026-04-20T09:00:00.000Z',
        startDate: '2026-05-04',
        endDate: '2026-10-16',
        ...progress,
      },
      '2026-05-20',
    )
    expect(steps.map((step) => [step.label, step.date, step.state])).toEqual([
      ['Accepted', '20 April 2026', 'done'],
      ['Started', '4 May 2026', 'done'],
      ['2 of 24 weeks done', '', 'current'],
      ['Ends', '16 October 2026', 'later'],
    ])
  })
})

describe('listInWords', () => {
  it('joins with commas and a last "and"', () => {
    expect(listInWords(['a'])).toBe('a')
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c')
  })
})

describe('CompanyPlacementPatchSchema', () => {
  const ok = {
    startDate: '2026-05-04',
    endDate: '2026-10-16',
    supervisor: { name: ' Emeka Nwosu ', email: 'Emeka@Example.com', phone: '0803 123 4567' },
  }
  const errorOf = (input: unknown) => {
    const result = CompanyPlacementPatchSchema.safeParse(input)
    return result.success ? null : result.error.issues.map((issue) => issue.message)
  }

  it('keeps the supervisor tidy: trimmed name, lower-case email, E.164 mobile', () => {
    expect(CompanyPlacementPatchSchema.parse(ok).supervisor).toEqual({
      name: 'Emeka Nwosu',
      email: 'emeka@example.com',
      phone: '+2348031234567',
    })
    expect(
      CompanyPlacementPatchSchema.parse({ startDate: '2026-05-04', endDate: '2026-05-05' }),
    ).toEqual({
      startDate: '2026-05-04',
      endDate: '2026-05-05',
    })
  })

  it('refuses what cannot be a placement', () => {
    expect(errorOf({})).toEqual([PLACEMENT_MESSAGES.nothingToSave])
    expect(errorOf({ startDate: '2026-05-04' })).toEqual([PLACEMENT_MESSAGES.datesTogether])
    expect(errorOf({ ...ok, endDate: '2026-05-04' })).toEqual([PLACEMENT_MESSAGES.endAfterStart])
    expect(errorOf({ ...ok, endDate: '2030-05-04' })).toEqual([PLACEMENT_MESSAGES.tooLong])
    expect(errorOf({ ...ok, startDate: '2026-02-30' })).toEqual([
      'Enter a date such as 2026-05-14.',
    ])
    expect(errorOf({ supervisor: { ...ok.supervisor, phone: '01 234 5678' } })).toEqual([
      PLACEMENT_MESSAGES.supervisorPhone,
    ])
    expect(errorOf({ supervisor: { ...ok.supervisor, email: 'emeka@' } })).toEqual([
      PLACEMENT_MESSAGES.supervisorEmail,
    ])
    expect(errorOf({ supervisor: { ...ok.supervisor, name: '  ' } })).toEqual([
      PLACEMENT_MESSAGES.supervisorName,
    ])
  })
})

describe('InternPlacementPatchSchema', () => {
  it('takes one or more school details', () => {
    expect(InternPlacementPatchSchema.parse({ programme: 'HND' })).toEqual({ programme: 'HND' })
    expect(InternPlacementPatchSchema.safeParse({}).error?.issues[0]?.message).toBe(
      PLACEMENT_MESSAGES.studentNothingToSave,
    )
    expect(
      InternPlacementPatchSchema.safeParse({ programme: 'PhD' }).error?.issues[0]?.message,
    ).toBe(PLACEMENT_MESSAGES.programme)
    expect(
      InternPlacementPatchSchema.safeParse({ matricNumber: '<script>' }).error?.issues[0]?.message,
    ).toBe(PLACEMENT_MESSAGES.matricNumber)
  })
})
