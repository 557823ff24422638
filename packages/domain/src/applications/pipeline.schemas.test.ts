import { describe, expect, it } from 'vitest'
import { RejectInputSchema, applicantsCsvFilename, lagosDayLabel } from './pipeline.schemas.js'

describe('applicantsCsvFilename', () => {
  it.each([
    ['Front-End Developer Intern', 'front-end-developer-intern-applicants.csv'],
    ['Data "Analyst" / SIWES; rm -rf', 'data-analyst-siwes-rm-rf-applicants.csv'],
    ['Café Intern', 'cafe-intern-applicants.csv'],
    ['!!!', 'role-applicants.csv'],
  ])('names %s as %s', (title, name) => {
    expect(applicantsCsvFilename(title)).toBe(name)
  })
})

describe('lagosDayLabel', () => {
  it('writes the day in Lagos', () => {
    expect(lagosDayLabel(new Date('2026-05-14T10:00:00Z'))).toBe('14 May 2026')
    // 23:30 UTC is already the next day in Lagos.
    expect(lagosDayLabel(new Date('2026-05-14T23:30:00Z'))).toBe('15 May 2026')
  })
})

describe('RejectInputSchema', () => {
  it('takes no reason, a reason, or a reason with a note; a note alone needs a reason', () => {
    expect(RejectInputSchema.safeParse({}).success).toBe(true)
    expect(RejectInputSchema.parse({ reason: 'other', note: '  ' })).toEqual({ reason: 'other' })
    expect(RejectInputSchema.safeParse({ note: 'Sorry' }).success).toBe(false)
  })
})
