import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { FILE_MESSAGES } from '../files/files.schemas.js'
import {
  COMPANY_MESSAGES,
  CompanyBasicInfoInputSchema,
  CompanyLogoInputSchema,
  CompanyOperationsInputSchema,
  CompanySocialMediaInputSchema,
  MediaInputSchema,
  VerificationDocumentInputSchema,
  sanitizeFileName,
} from './companies.schemas.js'

/** The first message for each field path, as the API answers them. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message
  return errors
}

const BASIC = {
  companyName: 'Kobo Ledger',
  establishedDate: '2019-03',
  countryCode: '+234',
  phoneNumber: '0803 123 4567',
  industryType: 'Finance',
  address: '  12 Admiralty Way ',
  city: 'Lekki',
  state: 'Lagos',
  bio: 'Payments for small businesses.',
}

const lastMonth = () => {
  const now = new Date()
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
}

describe('CompanyBasicInfoInputSchema', () => {
  it('trims, keeps digits of the phone and stores the first day of the month', () => {
    expect(CompanyBasicInfoInputSchema.parse(BASIC)).toMatchObject({
      address: '12 Admiralty Way',
      phoneNumber: '08031234567',
      establishedDate: '2019-03-01',
    })
    expect(
      CompanyBasicInfoInputSchema.parse({ ...BASIC, establishedDate: '2019-03-17' }),
    ).toMatchObject({
      establishedDate: '2019-03-01',
    })
  })

  it('defaults the country code to +234', () => {
    const { countryCode: _omitted, ...rest } = BASIC
    expect(CompanyBasicInfoInputSchema.parse(rest).countryCode).toBe('+234')
  })

  it.each([
    ['companyName', 'Company name is required'],
    ['establishedDate', 'Established date is required'],
    ['countryCode', 'Country code is required'],
    ['phoneNumber', 'Phone number is required'],
    ['industryType', 'Industry is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['bio', 'Bio is required'],
  ])('an empty %s answers %s', (field, message) => {
    expect(errorsOf(CompanyBasicInfoInputSchema, { ...BASIC, [field]: '' })[field]).toBe(message)
    expect(errorsOf(CompanyBasicInfoInputSchema, { ...BASIC, [field]: 7 })[field]).toBe(message)
  })

  it.each([
    [{ countryCode: '234' }, 'countryCode', COMPANY_MESSAGES.countryCodeInvalid],
    [{ countryCode: '+23456' }, 'countryCode', COMPANY_MESSAGES.countryCodeInvalid],
    [{ phoneNumber: '0803-abc' }, 'phoneNumber', COMPANY_MESSAGES.phoneNumberInvalid],
    [{ establishedDate: '1900-05' }, 'establishedDate', COMPANY_MESSAGES.establishedDateRange],
    [{ establishedDate: '2999-05' }, 'establishedDate', COMPANY_MESSAGES.establishedDateRange],
    [{ establishedDate: '2019-13' }, 'establishedDate', COMPANY_MESSAGES.establishedDateRequired],
    [{ companyName: 'x'.repeat(101) }, 'companyName', 'Must be at most 100 characters'],
  ])('%o answers %s: %s', (change, field, message) => {
    expect(errorsOf(CompanyBasicInfoInputSchema, { ...BASIC, ...change })[field]).toBe(message)
  })

  it('accepts this month', () => {
    expect(
      CompanyBasicInfoInputSchema.safeParse({ ...BASIC, establishedDate: lastMonth() }).success,
    ).toBe(true)
  })
})

describe('the CAC number (rcNumber)', () => {
  it.each([
    ['RC1234567', 'RC1234567'],
    ['rc 123-456', 'RC123456'],
    ['RC1', 'RC1'],
    ['RC12345678', 'RC12345678'],
    [' bn 2345678 ', 'BN2345678'],
  ])('takes %j as %s', (given, stored) => {
    expect(CompanyBasicInfoInputSchema.parse({ ...BASIC, rcNumber: given }).rcNumber).toBe(stored)
  })

  it.each(['', 'RC', '1234567', 'RC123456789', 'IT123456', 'RC12A456', 'BN'])(
    'refuses %j with the clear message',
    (given) => {
      expect(errorsOf(CompanyBasicInfoInputSchema, { ...BASIC, rcNumber: given }).rcNumber).toBe(
        COMPANY_MESSAGES.rcNumberInvalid,
      )
    },
  )

  it('may be left out', () => {
    expect(CompanyBasicInfoInputSchema.parse(BASIC).rcNumber).toBeUndefined()
  })
})

describe('CompanyLogoInputSchema', () => {
  it('needs a link', () => {
    expect(errorsOf(CompanyLogoInputSchema, {}).logoUrl).toBe(FILE_MESSAGES.logoType)
    expect(CompanyLogoInputSchema.parse({ logoUrl: ' /api/v1/files/a.png ' })).toEqual({
      logoUrl: '/api/v1/files/a.png',
    })
  })
})

describe('CompanyOperationsInputSchema', () => {
  const monday = { day: 'Monday', start: '09:00', end: '17:00' }
  it('accepts days with their hours', () => {
    expect(
      CompanyOperationsInputSchema.safeParse({ activeWeekDays: ['Monday'], workHours: [monday] })
        .success,
    ).toBe(true)
  })
  it.each([
    [{ activeWeekDays: [], workHours: [] }, 'activeWeekDays', COMPANY_MESSAGES.weekdaysRequired],
    [
      { activeWeekDays: ['Monday'], workHours: [{ ...monday, start: '9:00' }] },
      'workHours.0.start',
      COMPANY_MESSAGES.hoursInvalid,
    ],
    [
      { activeWeekDays: ['Monday'], workHours: [{ ...monday, end: '24:00' }] },
      'workHours.0.end',
      COMPANY_MESSAGES.hoursInvalid,
    ],
    [
      { activeWeekDays: ['Monday'], workHours: [{ ...monday, end: '09:00' }] },
      'workHours.0.end',
      COMPANY_MESSAGES.hoursOrder,
    ],
    [
      { activeWeekDays: ['Monday', 'Friday'], workHours: [monday] },
      'workHours',
      COMPANY_MESSAGES.hoursMismatch,
    ],
    [
      { activeWeekDays: ['Monday', 'Monday'], workHours: [monday, monday] },
      'activeWeekDays',
      COMPANY_MESSAGES.hoursMismatch,
    ],
  ])('%o answers %s: %s', (input, field, message) => {
    expect(errorsOf(CompanyOperationsInputSchema, input)[field]).toBe(message)
  })
  it('refuses a day that is not a weekday name', () => {
    expect(
      errorsOf(CompanyOperationsInputSchema, {
        activeWeekDays: ['Mon'],
        workHours: [{ ...monday, day: 'Mon' }],
      })['activeWeekDays.0'],
    ).toBeDefined()
  })
})

describe('CompanySocialMediaInputSchema', () => {
  it('keeps http, https and ftp links and drops empty ones', () => {
    expect(
      CompanySocialMediaInputSchema.parse({
        socialMedia: {
          facebook: 'https://facebook.com/kobo',
          twitter: 'http://x.com/kobo',
          whatsapp: 'ftp://files.kobo.ng',
          tiktok: '  ',
          linkedin: '',
        },
      }),
    ).toEqual({
      socialMedia: {
        facebook: 'https://facebook.com/kobo',
        twitter: 'http://x.com/kobo',
        whatsapp: 'ftp://files.kobo.ng',
      },
    })
  })
  it.each(['kobo.ng', 'javascript:alert(1)', 'https://', 'https://kobo', 'mailto:a@kobo.ng'])(
    '%s answers Please enter a valid URL',
    (url) => {
      expect(errorsOf(CompanySocialMediaInputSchema, { socialMedia: { instagram: url } })).toEqual({
        'socialMedia.instagram': 'Please enter a valid URL',
      })
    },
  )
})

describe('MediaInputSchema', () => {
  it('answers the used slots in order; empty strings are unused', () => {
    expect(
      MediaInputSchema.parse({ media1Url: '', media2Url: '/a.png', media5Url: '/b.png' }),
    ).toEqual(['/a.png', '/b.png'])
  })
  it('answers You can upload a maximum of 5 images. for a sixth slot', () => {
    const six = { media1Url: '/1', media2Url: '/2', media3Url: '/3', media4Url: '/4' }
    expect(errorsOf(MediaInputSchema, { ...six, media5Url: '/5', media6Url: '/6' }).body).toBe(
      'You can upload a maximum of 5 images.',
    )
  })
  it('refuses a slot that is not a string', () => {
    expect(errorsOf(MediaInputSchema, { media1Url: ['/a.png'] }).media1Url).toBeDefined()
  })
})

describe('VerificationDocumentInputSchema', () => {
  it('sanitises the file name to at most 100 safe characters', () => {
    const parsed = VerificationDocumentInputSchema.parse({
      type: 'CAC_Document',
      fileName: `../${'Certificate '.repeat(12)}<b>.pdf`,
      s3Url: '/api/v1/files/x.pdf',
    })
    expect(parsed.fileName).toHaveLength(100)
    expect(parsed.fileName).toMatch(/^[\w.-]+\.pdf$/)
    expect(sanitizeFileName('CAC (2019).pdf')).toBe('CAC_2019_.pdf')
    expect(sanitizeFileName('...')).toBe('document.pdf')
  })
  it.each([
    [{ type: 'Passport', fileName: 'a.pdf', s3Url: '/x' }, 'type'],
    [{ type: 'CAC_Document', fileName: '', s3Url: '/x' }, 'fileName'],
    [{ type: 'CAC_Document', fileName: 'a.pdf', s3Url: '' }, 's3Url'],
  ])('%o answers Please select a PDF document on %s', (input, field) => {
    expect(errorsOf(VerificationDocumentInputSchema, input)[field]).toBe(
      'Please select a PDF document',
    )
  })
})
