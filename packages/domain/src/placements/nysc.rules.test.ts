import { describe, expect, it } from 'vitest'
import {
  clearanceMonths,
  clearanceOpensOn,
  clearanceRefusal,
  clearanceStatus,
  clearanceStatusWords,
  clearanceTitle,
  nextMonth,
  nyscSecretariat,
} from './nysc.rules.js'
import {
  ClearanceIssueSchema,
  ClearanceRequestSchema,
  NYSC_MESSAGES,
  NyscRejectionInputSchema,
} from './nysc.schemas.js'

const SERVICE = { startDate: '2026-03-10', endDate: '2027-02-09' }

describe('clearanceOpensOn', () => {
  it.each([
    ['2026-05', '2027-02-09', '2026-05-24'],
    ['2027-02', '2027-02-09', '2027-02-09'],
    ['2027-02', '2027-02-28', '2027-02-24'],
    ['2026-05', null, '2026-05-24'],
  ])('%s of a placement ending %s opens on %s', (month, endDate, opens) => {
    expect(clearanceOpensOn(month, endDate)).toBe(opens)
  })
})

describe('clearanceRefusal', () => {
  it.each([
    [{ startDate: null, endDate: null }, '2026-05', '2026-05-30', 'unscheduled'],
    [SERVICE, '2026-02', '2026-05-30', 'outside'],
    [SERVICE, '2027-03', '2027-04-30', 'outside'],
    [SERVICE, '2026-05', '2026-05-23', 'notOpen'],
    [SERVICE, '2026-06', '2026-05-30', 'notOpen'],
    [SERVICE, '2026-05', '2026-05-24', null],
    [SERVICE, '2026-03', '2026-05-02', null],
    [SERVICE, '2027-02', '2027-02-09', null],
    [SERVICE, '2027-02', '2027-02-08', 'notOpen'],
  ] as const)('%o, %s on %s: %s', (placement, month, today, refusal) => {
    expect(clearanceRefusal(placement, month, today)).toBe(refusal)
  })
})

describe('clearanceMonths', () => {
  it('lists the months begun, newest first, and none before the dates are given', () => {
    expect(clearanceMonths(SERVICE, '2026-05-02')).toEqual(['2026-05', '2026-04', '2026-03'])
    expect(clearanceMonths(SERVICE, '2026-02-01')).toEqual([])
    expect(clearanceMonths(SERVICE, '2027-06-01')).toHaveLength(12)
    expect(clearanceMonths({ startDate: null, endDate: null }, '2026-05-02')).toEqual([])
  })

  it('crosses the year', () => {
    expect(nextMonth('2026-12')).toBe('2027-01')
    expect(
      clearanceMonths({ startDate: '2026-12-01', endDate: '2027-01-31' }, '2027-01-03'),
    ).toEqual(['2027-01', '2026-12'])
  })
})

describe('clearanceStatus', () => {
  it('is issued, requested, open or upcoming', () => {
    const at = '2026-05-24T09:00:00.000Z'
    expect(clearanceStatus({ requestedAt: at, issuedAt: at }, '2026-05-24', '2026-05-25')).toBe(
      'issued',
    )
    expect(clearanceStatus({ requestedAt: at, issuedAt: null }, '2026-05-24', '2026-05-25')).toBe(
      'requested',
    )
    expect(clearanceStatus(undefined, '2026-05-24', '2026-05-24')).toBe('open')
    expect(clearanceStatus({ requestedAt: null, issuedAt: null }, '2026-05-24', '2026-05-23')).toBe(
      'upcoming',
    )
  })
})

describe('clearanceStatusWords', () => {
  const month = { opensOn: '2026-05-24', requestedAt: null, issuedAt: null }
  it.each([
    ['upcoming', 'intern', month, 'Opens 24 May 2026'],
    ['open', 'intern', month, 'Not asked for yet'],
    ['open', 'company', month, 'The corps member has not asked for it'],
    [
      'requested',
      'intern',
      { ...month, requestedAt: '2026-05-23T23:30:00.000Z' },
      'Asked on 24 May 2026; waiting for the company',
    ],
    [
      'requested',
      'company',
      { ...month, requestedAt: '2026-05-24T09:00:00.000Z' },
      'Asked for on 24 May 2026; waiting for you to issue it',
    ],
    [
      'issued',
      'company',
      { ...month, issuedAt: '2026-05-25T09:00:00.000Z' },
      'Issued on 25 May 2026',
    ],
  ] as const)('%s, for the %s', (status, side, facts, words) => {
    expect(clearanceStatusWords({ ...facts, status }, side)).toBe(words)
  })
})

describe('words', () => {
  it('names the month and the secretariat as NYSC letters do', () => {
    expect(clearanceTitle('2026-05')).toBe('Clearance letter: May 2026')
    expect(nyscSecretariat('Lagos')).toBe('Lagos State')
    expect(nyscSecretariat('Abuja FCT')).toBe('FCT, Abuja')
    expect(nyscSecretariat('Ogun State')).toBe('Ogun State')
    expect(nyscSecretariat('  ')).toBeNull()
    expect(NYSC_MESSAGES.notOpen('2026-05', '2026-05-24')).toBe(
      'You can ask for May 2026’s clearance letter from 24 May 2026.',
    )
  })
})

describe('the NYSC schemas', () => {
  it('takes a month, and an LGA and state code when given', () => {
    expect(ClearanceRequestSchema.parse({ month: '2026-05' })).toEqual({
      month: '2026-05',
      lga: '',
      stateCode: '',
    })
    expect(
      ClearanceRequestSchema.parse({ month: '2026-05', lga: ' Ikeja ', stateCode: 'la/26a/1234' }),
    ).toEqual({ month: '2026-05', lga: 'Ikeja', stateCode: 'LA/26A/1234' })
    for (const month of ['2026-13', '2026-5', 'May 2026', '', 202605]) {
      expect(ClearanceRequestSchema.safeParse({ month }).success, String(month)).toBe(false)
    }
    expect(ClearanceRequestSchema.safeParse({ month: '2026-05', stateCode: 'LA-1' }).success).toBe(
      false,
    )
    expect(
      ClearanceRequestSchema.safeParse({ month: '2026-05', lga: 'Ikeja\nLagos' }).success,
    ).toBe(false)
  })

  it('needs a signatory to issue, and a reason to reject', () => {
    expect(
      ClearanceIssueSchema.safeParse({ signatoryName: 'Bola', signatoryTitle: '' }).success,
    ).toBe(false)
    expect(NyscRejectionInputSchema.safeParse({ reason: '  ' }).success).toBe(false)
    expect(
      NyscRejectionInputSchema.safeParse({ reason: 'No vacancy', signatoryName: 'Bola' }).success,
    ).toBe(false)
    expect(NyscRejectionInputSchema.parse({ reason: 'No vacancy' })).toEqual({
      reason: 'No vacancy',
      stateCode: '',
      signatoryName: '',
      signatoryTitle: '',
    })
  })
})
