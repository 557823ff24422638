import { describe, expect, it } from 'vitest'
import { APPLICANT_CAP_MESSAGES } from './applicant-cap.rules.js'
import { RoleInputSchema, RoleUpdateSchema } from './role-input.schemas.js'

const ROLE = {
  title: 'Front-End Developer Intern',
  roleSummary: 'Build the dashboard.',
  responsibilities: 'Build pages',
  requirements: 'React',
  minimumSalary: 50_000,
  location: 'Lagos',
  type: 'remote',
  duration: 6,
  term: 'month',
}

const capIssue = (schema: typeof RoleInputSchema | typeof RoleUpdateSchema, cap: unknown) => {
  const result = schema.safeParse({ ...ROLE, applicationCap: cap })
  return result.success
    ? null
    : result.error.issues.find((issue) => issue.path.join('.') === 'applicationCap')?.message
}

describe('the applicant cap in the role form', () => {
  it('is no cap unless given on a new role, and left as it is by an edit without it', () => {
    expect(RoleInputSchema.parse(ROLE).applicationCap).toBeNull()
    expect(RoleUpdateSchema.parse(ROLE).applicationCap).toBeUndefined()
    expect(RoleUpdateSchema.parse({ ...ROLE, applicationCap: null }).applicationCap).toBeNull()
  })

  it.each([1, 50, 10_000])('takes a cap of %s', (cap) => {
    expect(RoleInputSchema.parse({ ...ROLE, applicationCap: cap }).applicationCap).toBe(cap)
    expect(RoleUpdateSchema.parse({ ...ROLE, applicationCap: cap }).applicationCap).toBe(cap)
  })

  it.each([
    [0, APPLICANT_CAP_MESSAGES.capRange],
    [-3, APPLICANT_CAP_MESSAGES.capRange],
    [10_001, APPLICANT_CAP_MESSAGES.capRange],
    [2.5, APPLICANT_CAP_MESSAGES.capWhole],
    ['50', APPLICANT_CAP_MESSAGES.capWhole],
    [true, APPLICANT_CAP_MESSAGES.capWhole],
  ])('refuses a cap of %j: %s', (cap, message) => {
    expect(capIssue(RoleInputSchema, cap)).toBe(message)
    expect(capIssue(RoleUpdateSchema, cap)).toBe(message)
  })
})
