import { describe, expect, it } from 'vitest'
import {
  defaultLetterKind,
  letterFileName,
  LetterInputSchema,
  LETTER_MESSAGES,
} from './letters.schemas.js'

describe('letterFileName', () => {
  it.each([
    ['Ada Okafor', 'acceptance-letter-ada-okafor.pdf'],
    ['Ọlámídé  Adébáyọ̀', 'acceptance-letter-olamide-adebayo.pdf'],
    ['"; rm -rf /', 'acceptance-letter-rm-rf.pdf'],
    ['\r\n', 'acceptance-letter.pdf'],
  ])('%s → %s', (name, file) => expect(letterFileName(name)).toBe(file))
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
