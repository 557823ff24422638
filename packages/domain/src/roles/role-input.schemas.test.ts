import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  CompanyRolesQuerySchema,
  ROLE_MESSAGES,
  RoleInputSchema,
  RoleUpdateSchema,
  durationInTerms,
  splitLines,
} from './role-input.schemas.js'
import { todayInLagos } from '../shared/format.js'
import { durationInMonths, isUnpaid, placementDetails } from './roles.rules.js'
import { PLACEMENT_TYPES, PublicRolesQuerySchema } from './roles.schemas.js'

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message
  return errors
}

const ROLE = {
  title: 'Front-End Developer Intern',
  roleSummary: 'Build the dashboard.',
  responsibilities: 'Build pages\n\n  Write tests ',
  requirements: ['React', ' ', 'Curiosity'],
  minimumSalary: 50_000,
  maximumSalary: 80_000,
  location: 'Lagos',
  type: 'remote',
  duration: 6,
  term: 'month',
}

describe('RoleInputSchema', () => {
  it('splits lists by line, drops blanks and defaults the optional fields', () => {
    const { maximumSalary: _max, ...withoutMaximum } = ROLE
    expect(RoleInputSchema.parse(withoutMaximum)).toMatchObject({
      responsibilities: ['Build pages', 'Write tests'],
      requirements: ['React', 'Curiosity'],
      maximumSalary: null,
      applicationDeadline: null,
    })
    expect(RoleInputSchema.parse({ ...ROLE, applicationDeadline: '' }).applicationDeadline).toBe(
      null,
    )
  })

  it('falls back to Not specified for a location of spaces', () => {
    expect(RoleInputSchema.parse({ ...ROLE, location: '   ' }).location).toBe('Not specified')
  })

  it.each([
    [{ title: '' }, 'title', 'Role title is required'],
    [{ title: undefined }, 'title', 'Role title is required'],
    [{ title: 'x'.repeat(51) }, 'title', 'Role title must be at most 50 characters'],
    [{ roleSummary: ' ' }, 'roleSummary', 'Role summary is required'],
    [{ responsibilities: '\n\n' }, 'responsibilities', 'Responsibilities are required'],
    [{ responsibilities: 5 }, 'responsibilities', 'Responsibilities are required'],
    [{ requirements: [] }, 'requirements', 'Requirements are required'],
    [{ minimumSalary: undefined }, 'minimumSalary', 'Minimum compensation is required'],
    [{ minimumSalary: '50000' }, 'minimumSalary', 'Minimum compensation is required'],
    [{ minimumSalary: -1 }, 'minimumSalary', 'Compensation cannot be negative'],
    [{ maximumSalary: -1 }, 'maximumSalary', 'Compensation cannot be negative'],
    [
      { minimumSalary: 90_000, maximumSalary: 80_000 },
      'maximumSalary',
      'Maximum compensation cannot be less than the minimum',
    ],
    [{ location: '' }, 'location', 'Location is required'],
    [{ type: 'office' }, 'type', 'Work type is required'],
    [{ duration: 0 }, 'duration', 'Choose a duration from 1 to 12'],
    [{ duration: 13 }, 'duration', 'Choose a duration from 1 to 12'],
    [{ duration: 1.5 }, 'duration', 'Choose a duration from 1 to 12'],
    [{ term: 'weeks' }, 'term', 'Choose month or year(s)'],
    [{ applicationDeadline: 'next week' }, 'applicationDeadline', 'Enter the deadline as a date'],
    [
      { applicationDeadline: '2020-01-01' },
      'applicationDeadline',
      'The application deadline cannot be in the past',
    ],
  ])('%o answers %s: %s', (change, field, message) => {
    expect(errorsOf(RoleInputSchema, { ...ROLE, ...change })[field]).toBe(message)
  })

  it('says a maximum below the minimum while other fields are still empty, as a form needs', () => {
    for (const schema of [RoleInputSchema, RoleUpdateSchema]) {
      expect(
        errorsOf(schema, { title: '', minimumSalary: 90_000, maximumSalary: 80_000 }),
      ).toMatchObject({
        title: ROLE_MESSAGES.titleRequired,
        maximumSalary: ROLE_MESSAGES.maximumBelowMinimum,
      })
    }
  })

  it("accepts today's date in Lagos as a deadline", () => {
    expect(
      RoleInputSchema.safeParse({ ...ROLE, applicationDeadline: todayInLagos() }).success,
    ).toBe(true)
  })
})

describe('RoleUpdateSchema', () => {
  it('lets the work type be left out', () => {
    const { type: _type, ...withoutType } = ROLE
    expect(RoleUpdateSchema.parse(withoutType).type).toBeUndefined()
  })
  it('uses the same messages', () => {
    expect(errorsOf(RoleUpdateSchema, { ...ROLE, title: '' }).title).toBe(
      ROLE_MESSAGES.titleRequired,
    )
  })
})

describe('durations', () => {
  it.each([
    [6, 'month', 6],
    [1, 'year(s)', 12],
    [2, 'year(s)', 24],
  ] as const)('%i %s is %i months, and back', (duration, term, months) => {
    expect(durationInMonths(duration, term)).toBe(months)
    expect(durationInTerms(months, term)).toBe(duration)
  })
})

describe('splitLines and the roles query', () => {
  it('splits text or a list the same way', () => {
    expect(splitLines(' a \n\nb')).toEqual(['a', 'b'])
    expect(splitLines([' a ', ''])).toEqual(['a'])
  })
  it('defaults to page 1 of 10', () => {
    expect(CompanyRolesQuerySchema.parse({})).toEqual({ page: 1, limit: 10 })
  })
})

describe('placement types', () => {
  it('makes a role without a placement type an internship without perks', () => {
    expect(RoleInputSchema.parse(ROLE)).toMatchObject({
      placementType: 'internship',
      siwesWeeks: null,
      siwesProgrammes: [],
      nyscState: null,
      perks: {},
    })
  })

  it('takes a SIWES/IT role with its weeks and programmes, in the list order, once each', () => {
    const parsed = RoleInputSchema.parse({
      ...ROLE,
      placementType: 'siwes',
      siwesWeeks: 24,
      siwesProgrammes: ['BSc', 'ND', 'BSc'],
      perks: { transport: true, meals: false },
    })
    expect(parsed).toMatchObject({
      placementType: 'siwes',
      siwesWeeks: 24,
      siwesProgrammes: ['ND', 'BSc'],
      perks: { transport: true, meals: false },
    })
  })

  it('takes an NYSC role with its state, and any placement type the list names', () => {
    expect(
      RoleInputSchema.parse({ ...ROLE, placementType: 'nysc', nyscState: 'Abuja FCT' }).nyscState,
    ).toBe('Abuja FCT')
    for (const placementType of PLACEMENT_TYPES.filter((t) => t !== 'siwes' && t !== 'nysc'))
      expect(RoleInputSchema.parse({ ...ROLE, placementType }).placementType).toBe(placementType)
  })

  it.each([
    [{ placementType: 'contract' }, 'placementType', ROLE_MESSAGES.placementTypeRequired],
    [
      { placementType: 'siwes', siwesProgrammes: ['ND'] },
      'siwesWeeks',
      ROLE_MESSAGES.siwesWeeksRequired,
    ],
    [
      { placementType: 'siwes', siwesWeeks: 12, siwesProgrammes: ['ND'] },
      'siwesWeeks',
      ROLE_MESSAGES.siwesWeeksRequired,
    ],
    [
      { placementType: 'siwes', siwesWeeks: 16 },
      'siwesProgrammes',
      ROLE_MESSAGES.siwesProgrammesRequired,
    ],
    [
      { placementType: 'siwes', siwesWeeks: 16, siwesProgrammes: ['PhD'] },
      'siwesProgrammes.0',
      ROLE_MESSAGES.siwesProgrammesRequired,
    ],
    [{ placementType: 'nysc' }, 'nyscState', ROLE_MESSAGES.nyscStateRequired],
    [{ placementType: 'nysc', nyscState: '' }, 'nyscState', ROLE_MESSAGES.nyscStateRequired],
    [
      { placementType: 'nysc', nyscState: 'Lagos State' },
      'nyscState',
      ROLE_MESSAGES.nyscStateRequired,
    ],
    [
      { perks: { meals: 'yes' } },
      'perks.meals',
      'Invalid input: expected boolean, received string',
    ],
  ])('%o answers %s: %s', (change, field, message) => {
    expect(errorsOf(RoleInputSchema, { ...ROLE, ...change })[field]).toBe(message)
  })

  it('says what a SIWES role lacks while other fields are still empty, as a form needs', () => {
    expect(errorsOf(RoleInputSchema, { title: '', placementType: 'siwes' })).toMatchObject({
      title: ROLE_MESSAGES.titleRequired,
      siwesWeeks: ROLE_MESSAGES.siwesWeeksRequired,
      siwesProgrammes: ROLE_MESSAGES.siwesProgrammesRequired,
    })
  })

  it('leaves the placement and perks out of an edit that does not send them', () => {
    const parsed = RoleUpdateSchema.parse(ROLE)
    expect(parsed.placementType).toBeUndefined()
    expect(parsed.perks).toBeUndefined()
    expect(errorsOf(RoleUpdateSchema, { ...ROLE, placementType: 'nysc' }).nyscState).toBe(
      ROLE_MESSAGES.nyscStateRequired,
    )
  })

  it('stores only the details of the placement type chosen', () => {
    expect(
      placementDetails({
        placementType: 'nysc',
        siwesWeeks: 16,
        siwesProgrammes: ['ND'],
        nyscState: 'Kano',
      }),
    ).toEqual({ placementType: 'nysc', siwesWeeks: null, siwesProgrammes: [], nyscState: 'Kano' })
  })

  it('filters lists by a known placement type only', () => {
    expect(PublicRolesQuerySchema.parse({ placementType: 'siwes' }).placementType).toBe('siwes')
    expect(PublicRolesQuerySchema.safeParse({ placementType: 'x' }).error?.issues[0]?.message).toBe(
      'placementType must be internship, siwes, nysc or graduate',
    )
    expect(CompanyRolesQuerySchema.parse({ placementType: 'nysc' }).placementType).toBe('nysc')
  })

  it('calls a role unpaid when it offers nothing', () => {
    expect(isUnpaid(0, null)).toBe(true)
    expect(isUnpaid(0, 0)).toBe(true)
    expect(isUnpaid(0, 30_000)).toBe(false)
    expect(isUnpaid(50_000, null)).toBe(false)
  })
})
