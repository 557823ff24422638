import { describe, expect, it } from 'vitest'
import { placementProgress, type PlacementFacts } from './placements.rules.js'
import { addDays } from '../shared/format.js'
import {
  itfForm8Gaps,
  itfForm8OpensOn,
  scafDeadline,
  scafGaps,
  scafLastReminderDay,
  siwesPaperStep,
  type SiwesFormFacts,
  type SiwesPaperFacts,
} from './siwes.rules.js'
import {
  ItfForm8InputSchema,
  SIWES_MESSAGES,
  ScafSignInputSchema,
  electronicSignature,
  siwesFileName,
  siwesGapsMessage,
} from './siwes.schemas.js'

const COMPLETE: SiwesFormFacts = {
  startDate: '2026-05-14',
  endDate: '2026-10-28',
  supervisor: { name: 'Emeka Nwosu', phone: '+2348031234567' },
  studentName: 'Ada Okafor',
  student: {
    matricNumber: 'YCT/HND/2021/045',
    institution: 'Yaba College of Technology',
    course: 'Computer Engineering',
    programme: 'HND',
  },
  companyAddress: '12 Admiralty Way, Lekki, Lagos',
}

describe('the SCAF and Form 8 days', () => {
  it.each([
    ['2026-05-14', '2026-05-28', '2026-05-25'],
    ['2026-12-25', '2027-01-08', '2027-01-05'],
    ['2028-02-20', '2028-03-05', '2028-03-02'],
  ])('a start of %s is due at the ITF by %s, reminded again on %s', (start, due, again) => {
    expect(scafDeadline(start)).toBe(due)
    expect(scafLastReminderDay(start)).toBe(again)
  })

  it('opens Form 8 in the last two weeks', () => {
    expect(itfForm8OpensOn('2026-10-28')).toBe('2026-10-15')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('what a form still needs', () => {
  it('needs nothing of a complete placement', () => {
    expect(scafGaps(COMPLETE)).toEqual([])
    expect(itfForm8Gaps(COMPLETE)).toEqual([])
  })

  it.each<[string, Partial<SiwesFormFacts>, string[], string[]]>([
    ['dates', { endDate: null }, ['the start and end dates'], ['the start and end dates']],
    [
      'supervisor phone',
      { supervisor: { name: 'Emeka Nwosu', phone: null } },
      ["the industry supervisor's name and phone"],
      [],
    ],
    [
      'student',
      { studentName: null, student: null },
      [
        "the student's name (on their profile)",
        "the student's matriculation number",
        "the student's institution",
        "the student's course",
        "the student's programme",
      ],
      [
        "the student's name (on their profile)",
        "the student's matriculation number",
        "the student's institution",
        "the student's course",
        "the student's programme",
      ],
    ],
    ['address', { companyAddress: null }, ["the company's address (on the company profile)"], []],
  ])('names the missing %s', (_, over, scaf, form8) => {
    expect(scafGaps({ ...COMPLETE, ...over })).toEqual(scaf)
    expect(itfForm8Gaps({ ...COMPLETE, ...over })).toEqual(form8)
  })

  it('says them in one sentence', () => {
    expect(siwesGapsMessage('the SCAF', ['the start and end dates', "the student's course"])).toBe(
      "Before the SCAF can be signed, add the start and end dates and the student's course.",
    )
  })
})

describe('the papers step of a placement', () => {
  const none: SiwesPaperFacts = { scaf: null, itfForm8: null }
  const signed: SiwesPaperFacts = {
    scaf: { signedAt: '2026-05-10T09:00:00Z', submittedAt: null, startDate: '2026-05-14' },
    itfForm8: null,
  }
  const on = { stage: 'ongoing', endDate: '2026-10-28' }

  it.each<[string, SiwesPaperFacts, 'company' | 'intern', string, string, string | null]>([
    ['unsigned, upcoming', none, 'company', 'upcoming', '2026-05-01', 'Sign the SCAF'],
    ['unsigned, under way', none, 'company', 'ongoing', '2026-06-01', 'Sign the SCAF'],
    ['unsigned, for the student', none, 'intern', 'ongoing', '2026-06-01', null],
    ['signed, for the company', signed, 'company', 'ongoing', '2026-06-01', null],
    [
      'signed, for the student',
      signed,
      'intern',
      'upcoming',
      '2026-05-01',
      'Take your SCAF to the ITF Area Office by 28 May 2026',
    ],
    [
      'signed, the 14 days over',
      signed,
      'intern',
      'ongoing',
      '2026-06-01',
      'Take your SCAF to the ITF Area Office (it was due 28 May 2026)',
    ],
    [
      'submitted',
      { ...signed, scaf: { ...signed.scaf!, submittedAt: '2026-05-20T10:00:00Z' } },
      'intern',
      'ongoing',
      '2026-06-01',
      null,
    ],
    ['last two weeks', signed, 'company', 'ongoing', '2026-10-15', 'Fill ITF Form 8'],
    ['ended, Form 8 missing', signed, 'company', 'ended', '2026-11-28', 'Fill ITF Form 8'],
    [
      'ended, Form 8 signed',
      { ...signed, itfForm8: { signedAt: '2026-10-20T09:00:00Z' } },
      'company',
      'ended',
      '2026-11-28',
      null,
    ],
    ['not yet the last two weeks', signed, 'company', 'ongoing', '2026-10-14', null],
  ])('%s', (_, papers, side, stage, today, step) => {
    expect(siwesPaperStep(papers, side, { ...on, stage }, today)).toBe(step)
  })

  it('comes after each side has given its details', () => {
    const facts: PlacementFacts = {
      kind: 'siwes',
      startDate: '2026-05-14',
      endDate: '2026-10-28',
      siwesWeeks: 24,
      supervisor: { name: 'Emeka Nwosu', email: 'emeka@example.com', phone: '+2348031234567' },
      student: { ...COMPLETE.student!, programme: null },
      siwesPapers: none,
    }
    expect(placementProgress(facts, '2026-05-01', 'company').next).toBe(
      "Waiting for the student's programme",
    )
    const complete = { ...facts, student: COMPLETE.student }
    expect(placementProgress(complete, '2026-05-01', 'company').next).toBe('Sign the SCAF')
    expect(placementProgress(complete, '2026-05-01', 'intern').next).toBe('Starts 14 May 2026')
    // Left out, the papers ask nothing.
    const { siwesPapers: _papers, ...without } = complete
    expect(placementProgress(without, '2026-05-01', 'company').next).toBe('Starts 14 May 2026')
  })
})

describe('the forms’ inputs and words', () => {
  it('takes a signatory, trimmed, and refuses an empty one by field', () => {
    expect(
      ScafSignInputSchema.parse({ signatoryName: ' Bola Adeyemi ', signatoryTitle: 'HR' }),
    ).toEqual({ signatoryName: 'Bola Adeyemi', signatoryTitle: 'HR' })
    const refused = ScafSignInputSchema.safeParse({ signatoryName: '' })
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['signatoryName', SIWES_MESSAGES.signatoryName],
      ['signatoryTitle', SIWES_MESSAGES.signatoryTitle],
    ])
  })

  it('takes a grade, an attendance and comments', () => {
    const input = {
      grade: 'A',
      attendance: 'excellent',
      comments: 'Reliable.',
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'HR',
    }
    expect(ItfForm8InputSchema.safeParse(input).success).toBe(true)
    expect(ItfForm8InputSchema.safeParse({ ...input, grade: 'E' }).error?.issues[0]?.message).toBe(
      SIWES_MESSAGES.grade,
    )
    expect(
      ItfForm8InputSchema.safeParse({ ...input, attendance: 'present' }).error?.issues[0]?.message,
    ).toBe(SIWES_MESSAGES.attendance)
  })

  it('names files and signatures as people read them', () => {
    expect(siwesFileName('scaf', 'Ọlámídé Adébáyọ̀', 'Ẹ̀kọ́ & Sons Ltd.')).toBe(
      'scaf-olamide-adebayo-eko-sons-ltd.pdf',
    )
    expect(siwesFileName('itf-form-8', '"; rm -rf /', '')).toBe('itf-form-8-rm-rf.pdf')
    expect(
      electronicSignature(
        { name: 'Bola Adeyemi', title: 'Head of People' },
        'Kobo Ledger',
        new Date('2026-05-13T23:30:00Z'),
      ),
    ).toBe('Signed electronically by Bola Adeyemi, Head of People, for Kobo Ledger on 14 May 2026')
  })
})
