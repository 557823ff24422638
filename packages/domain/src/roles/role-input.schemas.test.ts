import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  CompanyRolesQuerySchema,
  ROLE_MESSAGES,
  RoleInputSchema,
  RoleUpdateSchema,
  durationInTerms,
  splitLines,
  todayInLagos,
} from './role-input.schemas.js'
import { durationInMonths } from './roles.rules.js'

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
