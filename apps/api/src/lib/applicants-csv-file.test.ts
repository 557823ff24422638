import { describe, expect, it } from 'vitest'
import { applicantsCsvFilename } from './applicants-csv-file.js'

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
