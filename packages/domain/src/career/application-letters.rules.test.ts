import { describe, expect, it } from 'vitest'
import {
  applicationLetterText,
  draftApplicationLetter,
  letterParagraphs,
  periodEnd,
  writerName,
  type LetterPurpose,
  type LetterWriter,
} from './application-letters.rules.js'
import {
  APPLICATION_LETTER_MESSAGES,
  ApplicationLetterEditSchema,
  ApplicationLetterInputSchema,
  COVER_NOTE_MAX_WORDS,
  applicationLetterFileName,
} from './application-letters.schemas.js'
import { wordCount } from '../shared/words.js'

const ADA: LetterWriter = {
  firstName: 'Ada',
  otherName: 'Chioma',
  lastName: 'Okafor',
  fieldOfStudy: 'Computer Science',
  institutionName: 'University of Lagos',
  yearOfEntry: 2023,
  yearOfGraduation: 2027,
  isPostgraduate: false,
  skills: ['Python', 'SQL', 'Excel', 'Figma'],
  email: 'ada@example.com',
  phone: '+234 803 123 4567',
}

const SIWES: LetterPurpose = {
  kind: 'siwes-request',
  companyName: 'Kobo Ledger Technologies',
  roleTitle: null,
  programme: 'siwes',
  durationWeeks: 24,
  durationMonths: null,
  startDate: '2026-06-01',
  matricNumber: null,
  level: null,
}

describe('a SIWES application letter', () => {
  it('says who the student is, the requirement, the period, the ask and the SCAF', () => {
    const letter = draftApplicationLetter(ADA, SIWES)
    expect(letter.subject).toBe('APPLICATION FOR SIWES PLACEMENT')
    const [who, requirement, ask, scaf, reach] = letterParagraphs(letter.body)
    expect(who).toBe(
      'I am Ada Chioma Okafor, a student of Computer Science at the University of Lagos, admitted in 2023 and due to graduate in 2027. I write to apply for a placement at Kobo Ledger Technologies for my Students Industrial Work Experience Scheme (SIWES).',
    )
    expect(requirement).toContain('Industrial Training Fund (ITF)')
    expect(requirement).toContain('requires me to complete 24 weeks of it')
    expect(requirement).toContain('from 1 June 2026 to 15 November 2026')
    expect(ask).toContain('I would be grateful if you would accept me for this SIWES placement')
    expect(ask).toContain('I bring Python, SQL and Excel')
    expect(scaf).toContain("Student's Commencement of Attachment Form (SCAF)")
    expect(reach).toBe(
      'I can be reached on +234 803 123 4567 or at ada@example.com. Thank you for considering my application.',
    )
  })

  it('names the level and matriculation number when given, and the role it answers', () => {
    const letter = draftApplicationLetter(ADA, {
      ...SIWES,
      level: '300 Level',
      matricNumber: '190404001',
      roleTitle: 'SIWES Trainee (Software)',
      programme: 'it',
      durationWeeks: null,
      durationMonths: 6,
      startDate: null,
    })
    expect(letter.subject).toBe('APPLICATION FOR INDUSTRIAL TRAINING (IT) PLACEMENT')
    expect(letter.body).toContain(
      'a 300 Level student of Computer Science at the University of Lagos (matriculation number 190404001). I write to apply for a placement at Kobo Ledger Technologies as a SIWES Trainee (Software) for my Industrial Training (IT).',
    )
    expect(letter.body).toContain('complete 6 months of it')
    expect(letter.body).toContain('at a time that suits your organisation')
  })

  it('marks what the profile lacks for the intern to fill in', () => {
    const bare = { ...ADA, fieldOfStudy: null, institutionName: ' ', skills: [], phone: null }
    const letter = draftApplicationLetter(
      { ...bare, firstName: null, lastName: null, otherName: null },
      SIWES,
    )
    expect(letter.body).toContain(
      'I am [your name], a student of [your course] at [your institution]',
    )
    expect(letter.body).toContain('I can be reached at ada@example.com.')
    expect(letter.body).not.toContain('I bring')
  })
})

describe('a cover note', () => {
  const purpose: LetterPurpose = { ...SIWES, kind: 'cover', roleTitle: 'Data Analyst Intern' }

  it('is short, names the role and the company, and the profile', () => {
    const letter = draftApplicationLetter(ADA, purpose)
    expect(letter.subject).toBe('APPLICATION FOR THE ROLE OF DATA ANALYST INTERN')
    expect(letter.body).toContain(
      'I am applying for the Data Analyst Intern role at Kobo Ledger Technologies. I study Computer Science at the University of Lagos, graduating in 2027.',
    )
    expect(wordCount(letter.body)).toBeLessThanOrEqual(COVER_NOTE_MAX_WORDS)
  })

  it('stays under the word limit with the longest profile fields', () => {
    const long = 'Word '.repeat(20).trim()
    const letter = draftApplicationLetter(
      { ...ADA, fieldOfStudy: long, institutionName: long, skills: [long, long, long, long] },
      { ...purpose, roleTitle: 'Role '.repeat(10).trim(), companyName: long },
    )
    expect(wordCount(letter.body)).toBeLessThanOrEqual(COVER_NOTE_MAX_WORDS)
  })
})

describe('the period a school asks for', () => {
  it.each([
    ['2026-06-01', { durationWeeks: 24, durationMonths: null }, '2026-11-15'],
    ['2026-06-01', { durationWeeks: 1, durationMonths: null }, '2026-06-07'],
    ['2026-06-01', { durationWeeks: null, durationMonths: 6 }, '2026-11-30'],
    ['2026-01-31', { durationWeeks: null, durationMonths: 1 }, '2026-02-28'],
    ['2026-06-01', { durationWeeks: null, durationMonths: null }, null],
  ])('from %s for %o ends on %s', (start, duration, end) => {
    expect(periodEnd(start, duration)).toBe(end)
  })
})

describe('the words around the body', () => {
  it('writes the plain-text copy as a formal letter', () => {
    expect(
      applicationLetterText({ subject: 'SUBJECT', body: 'One.\n\n\n Two. ' }, 'Ada Okafor'),
    ).toBe('Dear Sir/Madam,\n\nSUBJECT\n\nOne.\n\nTwo.\n\nYours faithfully,\nAda Okafor')
    expect(writerName({ firstName: ' Ada ', otherName: null, lastName: 'Okafor' })).toBe(
      'Ada Okafor',
    )
    expect(applicationLetterFileName('cover', 'Kobo Ledger Ltd.')).toBe(
      'cover-note-kobo-ledger-ltd.pdf',
    )
    expect(applicationLetterFileName('siwes-request', '')).toBe('siwes-application-letter.pdf')
  })
})

describe('what a new letter needs', () => {
  const errorsOf = (input: unknown) => {
    const parsed = ApplicationLetterInputSchema.safeParse(input)
    return parsed.success
      ? {}
      : Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        )
  }

  it.each([
    [{ kind: 'letter' }, { kind: APPLICATION_LETTER_MESSAGES.kind }],
    [
      { kind: 'siwes-request' },
      {
        companyName: APPLICATION_LETTER_MESSAGES.companyName,
        durationWeeks: APPLICATION_LETTER_MESSAGES.durationMissing,
      },
    ],
    [
      { kind: 'cover', companyName: 'Kobo' },
      { roleId: APPLICATION_LETTER_MESSAGES.coverNeedsRole },
    ],
    [
      { kind: 'siwes-request', companyName: 'Kobo', durationWeeks: 24, durationMonths: 6 },
      { durationMonths: APPLICATION_LETTER_MESSAGES.durationBoth },
    ],
    [
      { kind: 'siwes-request', companyName: 'Kobo', durationWeeks: 0 },
      { durationWeeks: APPLICATION_LETTER_MESSAGES.durationWeeks },
    ],
    [
      { kind: 'siwes-request', companyName: 'Kobo\nLtd', durationMonths: 13 },
      {
        companyName: 'Use one line of text, without line breaks or control characters.',
        durationMonths: APPLICATION_LETTER_MESSAGES.durationMonths,
      },
    ],
    [
      { kind: 'siwes-request', companyName: 'Kobo', durationWeeks: 24, matricNumber: '19/04;drop' },
      { matricNumber: APPLICATION_LETTER_MESSAGES.matricNumber },
    ],
    [{ kind: 'siwes-request', roleId: 'not-a-uuid' }, { roleId: APPLICATION_LETTER_MESSAGES.role }],
  ])('%o is refused with %o', (input, errors) => {
    expect(errorsOf(input)).toEqual(errors)
  })

  it('takes empty form fields as not given', () => {
    const parsed = ApplicationLetterInputSchema.parse({
      kind: 'siwes-request',
      companyName: ' Kobo Ledger ',
      companyAddress: '',
      durationWeeks: 24,
      startDate: '',
      level: ' ',
    })
    expect(parsed).toEqual({ kind: 'siwes-request', companyName: 'Kobo Ledger', durationWeeks: 24 })
  })

  it('keeps an edit within its limits', () => {
    const edit = ApplicationLetterEditSchema.safeParse({
      companyName: 'Kobo',
      subject: 'APPLICATION',
      body: '  ',
    })
    expect(edit.error?.issues.map((issue) => issue.message)).toEqual([
      APPLICATION_LETTER_MESSAGES.body,
    ])
  })
})
