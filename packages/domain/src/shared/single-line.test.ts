import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { CompanyBasicInfoInputSchema } from '../companies/companies.schemas.js'
import { InternBasicInfoInputSchema, InternContactInputSchema } from '../interns/interns.schemas.js'
import { InterviewProposalSchema } from '../applications/interviews.schemas.js'
import { RoleInputSchema } from '../roles/role-input.schemas.js'
import { hasControlCharacter, SINGLE_LINE_MESSAGE } from './single-line.js'

const HOSTILE = [
  'Acme\r\nATTENDEE:mailto:attacker@example.com',
  'Acme\nURL:https://evil.example',
  'Acme\rLOCATION:elsewhere',
  'Acme\u0000Ltd',
  'Acme\tLtd',
  'Acme\u0085Ltd',
  'Acme\u2028Ltd',
]

describe('hasControlCharacter', () => {
  test.each(HOSTILE)('finds the control character in %j', (value) => {
    expect(hasControlCharacter(value)).toBe(true)
  })

  test.each(['Kobo Ledger Technologies', 'Adéọlá Ọ̀ṣun-Bákàrè', 'O’Brien & Sons, Ltd. "Lagos"'])(
    'lets %j through',
    (value) => expect(hasControlCharacter(value)).toBe(false),
  )
})

const COMPANY = {
  companyName: 'Kobo Ledger',
  establishedDate: '2015-04',
  phoneNumber: '8031234567',
  industryType: 'Technology',
  address: '12 Herbert Macaulay Way',
  city: 'Yaba',
  state: 'Lagos',
  bio: 'We build ledgers.\nFor everyone.',
}
const INTERN = {
  firstName: 'Ada',
  lastName: 'Okafor',
  dateOfBirth: '2002-05-14',
  phoneNumber: '8031234567',
  gender: 'female',
  address: 'Yaba, Lagos',
  bio: 'Student.\nBuilder.',
}
const ROLE = {
  title: 'Front-End Developer Intern',
  roleSummary: 'Build the dashboard.\nShip it.',
  responsibilities: 'Build pages',
  requirements: ['React'],
  minimumSalary: 50_000,
  location: 'Lagos',
  type: 'remote',
  duration: 6,
  term: 'month',
}
const INTERVIEW = {
  slots: [{ startsAt: new Date(Date.now() + 86_400_000).toISOString(), durationMinutes: 30 }],
  mode: 'in_person',
  location: '12 Herbert Macaulay Way, Yaba',
}

/** Each one-line field, in the schema that takes it, with a valid body around it. */
const FIELDS: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['the company name', CompanyBasicInfoInputSchema, COMPANY, 'companyName'],
  ['the company address', CompanyBasicInfoInputSchema, COMPANY, 'address'],
  ['the company city', CompanyBasicInfoInputSchema, COMPANY, 'city'],
  ['the intern first name', InternBasicInfoInputSchema, INTERN, 'firstName'],
  ['the intern last name', InternBasicInfoInputSchema, INTERN, 'lastName'],
  ['the intern other name', InternBasicInfoInputSchema, INTERN, 'otherName'],
  ['the intern address', InternBasicInfoInputSchema, INTERN, 'address'],
  ['the intern name on the review form', InternContactInputSchema, INTERN, 'firstName'],
  ['the role title', RoleInputSchema, ROLE, 'title'],
  ['the role location', RoleInputSchema, ROLE, 'location'],
  ['the interview address', InterviewProposalSchema, INTERVIEW, 'location'],
]

describe('names, titles and addresses refuse control characters; longer text keeps its lines', () => {
  test.each(FIELDS)('%s', (_name, schema, valid, field) => {
    expect(schema.safeParse(valid).error?.issues ?? []).toEqual([])
    for (const value of HOSTILE) {
      const result = schema.safeParse({ ...valid, [field]: value })
      expect(result.success, JSON.stringify(value)).toBe(false)
      const issue = result.error?.issues.find((i) => i.path.join('.') === field)
      expect(issue?.message).toBe(SINGLE_LINE_MESSAGE)
    }
  })
})
