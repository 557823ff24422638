import { describe, expect, it } from 'vitest'
import {
  defaultLetterKind,
  letterFileName,
  LetterInputSchema,
  letterReference,
  LETTER_MESSAGES,
} from './letters.schemas.js'

describe('letterFileName', () => {
  it.each([
    ['siwes', 'Ada Okafor', 'Kobo Ledger', 'siwes-acceptance-letter-ada-okafor-kobo-ledger.pdf'],
    ['offer', 'Ada Okafor', 'Kobo Ledger', 'offer-letter-ada-okafor-kobo-ledger.pdf'],
    ['nysc', 'Ada Okafor', 'Kobo Ledger', 'nysc-acceptance-letter-ada-okafor-kobo-ledger.pdf'],
    [
      'offer',
      'Ọlámídé  Adébáyọ̀',
      'Ẹ̀kọ́ & Sons Ltd.',
      'offer-letter-olamide-adebayo-eko-sons-ltd.pdf',
    ],
    ['offer', '"; rm -rf /', '\r\n', 'offer-letter-rm-rf.pdf'],
    ['offer', '\r\n', '', 'offer-letter.pdf'],
  ] as const)('%s, %s, %s → %s', (kind, name, company, file) =>
    expect(letterFileName(kind, name, company)).toBe(file),
  )

  it('names two kinds of letter for one intern apart, and two companies’ letters apart', () => {
    const names = new Set([
      letterFileName('offer', 'Ada Okafor', 'Kobo Ledger'),
      letterFileName('siwes', 'Ada Okafor', 'Kobo Ledger'),
      letterFileName('siwes', 'Ada Okafor', 'Savannah Agro'),
    ])
    expect(names.size).toBe(3)
  })

  it('keeps a long name short enough for any file system', () => {
    const name = letterFileName('siwes', 'A'.repeat(200), 'B'.repeat(200))
    expect(name.length).toBeLessThanOrEqual(110)
  })
})

describe('letterReference', () => {
  it('is the year and a six-digit number', () => {
    expect(letterReference(2026, 123)).toBe('IP/2026/000123')
    expect(letterReference(2027, 1_234_567)).toBe('IP/2027/1234567')
  })
})

describe('defaultLetterKind', () => {
  it.each([
    ['siwes', 'siwes'],
    ['nysc', 'nysc'],
    ['internship', 'offer'],
    ['graduate', 'offer'],
    [null, 'offer'],
  ] as const)('a %s role starts with the %s letter', (placement, kind) =>
    expect(defaultLetterKind(placement)).toBe(kind),
  )
})

describe('LetterInputSchema', () => {
  const nysc = {
    kind: 'nysc',
    internName: 'Ada Okafor',
    signatoryName: 'Bola Adeyemi',
    signatoryTitle: 'Head of People',
    startDate: '2026-03-02',
    ppaAddress: '12 Admiralty Way, Lekki',
    accommodationProvided: false,
    transportProvided: true,
  }

  it('takes a state code in any case, or none', () => {
    expect(LetterInputSchema.parse({ ...nysc, stateCode: ' la/26a/1234 ' })).toMatchObject({
      stateCode: 'LA/26A/1234',
    })
    expect(LetterInputSchema.parse(nysc)).toMatchObject({ stateCode: '' })
    expect(LetterInputSchema.parse({ ...nysc, stateCode: 'FC/25C/00123' })).toBeTruthy()
  })

  it.each(['2026-13-01', '2026-02-29', '14/05/2026', ''])('refuses the date %s', (startDate) => {
    const result = LetterInputSchema.safeParse({ ...nysc, startDate })
    expect(result.error?.issues[0]?.message).toBe(LETTER_MESSAGES.date)
  })
})

describe('the SIWES letter’s matriculation number and level', () => {
  const siwes = {
    kind: 'siwes',
    internName: 'Ada Okafor',
    signatoryName: 'Bola Adeyemi',
    signatoryTitle: 'Head of People',
    startDate: '2026-05-14',
    institutionName: 'Yaba College of Technology',
    programme: 'HND',
    courseOfStudy: 'Computer Science',
    weeks: 24,
    supervisorName: 'Emeka Nwosu',
    supervisorPhone: '+234 803 123 4567',
  }

  it('are optional, and kept as written', () => {
    expect(LetterInputSchema.parse(siwes)).toMatchObject({ matricNumber: '', level: '' })
    expect(
      LetterInputSchema.parse({ ...siwes, matricNumber: ' YCT/HND/2021/045 ', level: 'HND I' }),
    ).toMatchObject({ matricNumber: 'YCT/HND/2021/045', level: 'HND I' })
    expect(LetterInputSchema.parse({ ...siwes, level: '300 Level' })).toMatchObject({
      level: '300 Level',
    })
  })

  it.each([
    ['matricNumber', 'A'.repeat(31), LETTER_MESSAGES.matricNumber],
    ['matricNumber', '=HYPERLINK(x)', LETTER_MESSAGES.matricNumber],
    ['level', 'Level\n300', LETTER_MESSAGES.level],
    ['level', 'x'.repeat(31), LETTER_MESSAGES.level],
  ])('refuses %s %j', (field, value, message) => {
    const result = LetterInputSchema.safeParse({ ...siwes, [field]: value })
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message })
  })
})
