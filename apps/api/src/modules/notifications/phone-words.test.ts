import { SegmentedMessage } from 'sms-segments-calculator'
import { describe, expect, it } from 'vitest'
import { INTERVIEW_SLOTS_MAX } from '@app/domain'
import { shortWat } from '../../lib/phone-times.js'
import { smsSegments } from '../../lib/sms-segments.js'
import { NOTICE_TEMPLATES } from './templates/index.js'
import {
  PHONE_TEMPLATES,
  SMS_MAX_SEGMENTS,
  phoneWords,
  whole,
  type PhoneTemplateName,
} from './phone-words.js'
import type { LinkKeys } from './notice-template.js'

/**
 * Every SMS fits two segments (issue 28: a third costs as much as another message) in GSM-7, and
 * what is counted is what is sent: a curly quote or a '₦' would make the whole message UCS-2,
 * 70 characters a segment instead of 160.
 */

/** The characters outside GSM-7 (its basic set and extension table), as a provider sees them. */
const nonGsm = (text: string) => new SegmentedMessage(text, 'auto', false).getNonGsmCharacters()

const ROLE =
  'Graduate Trainee, Software Engineering and Data Platforms (Backend, Payments and Risk) — Lagos/Abuja'
const COMPANY =
  'Kobo Ledger Technologies and Financial Services Nigeria Limited (formerly Sahel Pay Microfinance Bank, Lekki Phase 1, Lagos)'
const LINK = 'https://internplace.ng/app/intern/applications/3f2b1c4e-9a7d-4c1e-8b5a-2d6f0e9c7b1a'
const WHEN = 'Tue 3 Dec, 10:00'
const SLOTS = [
  'Tue 3 Dec, 10:00',
  'Wed 4 Dec, 14:30',
  'Thu 5 Dec, 09:00',
  'Fri 6 Dec, 11:15',
  'Mon 9 Dec, 16:00',
]
  .map((slot, i) => `${i + 1}) ${slot}`)
  .join(', ')
const REASON =
  'Several interns reported that this account asked them to pay a "registration fee" before an interview, which our rules forbid. '.repeat(
    2,
  )

/** Long, realistic parameters for each template, in the order its {{n}} take them. */
const PARAMS: Record<PhoneTemplateName, Parameters<typeof phoneWords>[1]> = {
  application_decided: [COMPANY, 'did not move forward with', ROLE, LINK],
  application_no_response: [COMPANY, ROLE, 'https://internplace.ng/app/internships'],
  interview_proposed: [COMPANY, ROLE, whole(SLOTS), LINK],
  interview_reminder: [COMPANY, ROLE, 'tomorrow', WHEN],
  interview_reminder_company: [
    'Chiamaka Adaeze Okafor-Oyelaran',
    ROLE,
    'in two hours',
    WHEN,
    'https://internplace.ng/app/company/chat/3f2b1c4e-9a7d-4c1e-8b5a-2d6f0e9c7b1a',
  ],
  interview_cancelled: [COMPANY, ROLE, LINK],
  letter_issued: [COMPANY, 'SIWES acceptance letter', ROLE, LINK],
  scaf_signed: [COMPANY, '28 September 2026', LINK],
  scaf_reminder: [COMPANY, '28 September 2026', LINK],
  logbook_sign: [
    'Chiamaka Adaeze Okafor-Oyelaran',
    '11 May 2026',
    'https://internplace.ng/app/logbook/sign?token=Qm9va2tlZXBpbmdUb2tlbkZvclRlc3RzMDEyMzQ1Njc4',
  ],
  logbook_sign_reminder: [
    'Chiamaka Adaeze Okafor-Oyelaran',
    '11 May 2026',
    'https://internplace.ng/app/logbook/sign?token=Qm9va2tlZXBpbmdUb2tlbkZvclRlc3RzMDEyMzQ1Njc4',
  ],
  clearance_due: [COMPANY, 'September 2026', LINK],
  clearance_issued: [COMPANY, 'September 2026', LINK],
  nysc_rejection_issued: [COMPANY, ROLE, LINK],
  company_verified: [COMPANY, 'https://internplace.ng/app/company/dashboard'],
  company_rejected: [COMPANY, 'https://internplace.ng/app/company/dashboard'],
  account_suspended: [REASON, 'https://internplace.ng/app/contact'],
  job_alert: [
    ROLE,
    COMPANY,
    'https://internplace.ng/app/intern/roles/3f2b1c4e-9a7d-4c1e-8b5a-2d6f0e9c7b1a',
  ],
  job_alert_digest: [137, 'https://internplace.ng/app/internships'],
  phone_code: ['482913'],
  channel_stopped: ['WhatsApp'],
  channel_started: ['SMS'],
  slot_chosen: [COMPANY, WHEN],
  attendance_confirmed: [COMPANY, WHEN],
  attendance_declined: [COMPANY, WHEN],
  reply_help: ['https://internplace.ng/app/'],
  stipend_asked: ['September 2026', COMPANY, ROLE, LINK],
  stipend_dispute: [ROLE, 'September 2026', '14 October 2026', LINK],
}

/** What a person may type into a name: curly quotes, dashes, decomposed accents, a naira sign. */
const TYPED = {
  company: 'Ade\u2019s \u201cKitchen\u201d \u2013 Abe\u0301okuta Foods',
  role: 'Sales Intern (\u20a650,000 a month) \u2014 Ikeja\u2026',
}

describe('phone words', () => {
  it('has long realistic parameters for every template', () => {
    expect(Object.keys(PARAMS).sort()).toEqual(Object.keys(PHONE_TEMPLATES).sort())
    for (const [name, body] of Object.entries(PHONE_TEMPLATES)) {
      const placeholders = new Set(body.match(/\{\{\d+\}\}/g))
      expect(placeholders.size, name).toBe(PARAMS[name as PhoneTemplateName].length)
    }
  })

  it('writes every template body in GSM-7', () => {
    for (const [name, body] of Object.entries(PHONE_TEMPLATES)) {
      expect(nonGsm(body), name).toEqual([])
    }
  })

  it.each(Object.keys(PHONE_TEMPLATES) as PhoneTemplateName[])(
    'keeps %s within two GSM-7 segments, links and codes whole',
    (name) => {
      const words = phoneWords(name, PARAMS[name])
      expect(words.template).toBe(name)
      expect(smsSegments(words.text)).toBeLessThanOrEqual(SMS_MAX_SEGMENTS)
      expect(nonGsm(words.text)).toEqual([])
      for (const param of PARAMS[name].map((p) => (typeof p === 'object' ? p.whole : String(p)))) {
        if (/^https?:\/\//.test(param) || /^\d+$/.test(param)) expect(words.text).toContain(param)
      }
      // The WhatsApp template's parameters make the same text.
      expect(words.params).toHaveLength(PARAMS[name].length)
    },
  )

  it('keeps every interview time of a proposal, so a reply with its number means something', () => {
    const words = phoneWords('interview_proposed', PARAMS.interview_proposed)
    expect(words.text).toContain(SLOTS)
    expect(words.params[2]).toBe(SLOTS)
  })

  it('sends what people typed in GSM-7: straight quotes, plain dashes, NGN for the naira', () => {
    const words = phoneWords('job_alert', [TYPED.role, TYPED.company, LINK])
    expect(nonGsm(words.text)).toEqual([])
    expect(words.text).toContain('Ade\'s "Kitchen" - Ab\u00e9okuta Foods')
    expect(words.text).toContain('NGN 50,000')
    expect(words.params.every((param) => nonGsm(param).length === 0)).toBe(true)
    expect(smsSegments(words.text)).toBeLessThanOrEqual(SMS_MAX_SEGMENTS)
  })

  it('writes names GSM-7 lacks letters for without their marks, and leaves emoji out', () => {
    // 'ọ', 'ẹ', 'ó' have no GSM-7 form: kept, they would make the message UCS-2 (67 a segment).
    const words = phoneWords('interview_cancelled', ['Ọlọ́run Ẹ̀bùn Ventures 🚀', ROLE, LINK])
    expect(words.params[0]).toBe('Olorun Ebùn Ventures')
    expect(nonGsm(words.text)).toEqual([])
    expect(smsSegments(words.text)).toBeLessThanOrEqual(SMS_MAX_SEGMENTS)
    expect(words.text).toContain(LINK)
  })

  it('renders the events’ own templates within two segments too', () => {
    const links = { config: { PUBLIC_URL: 'https://internplace.ng/app/' } } as unknown as LinkKeys
    const applicationId = '3f2b1c4e-9a7d-4c1e-8b5a-2d6f0e9c7b1a'
    const startsAt = (day: number) => new Date(Date.UTC(2026, 11, day, 9)).toISOString()
    const proposed = NOTICE_TEMPLATES['interview-proposed'].phone!(
      {
        applicationId,
        roleTitle: ROLE,
        companyName: COMPANY,
        again: false,
        slots: Array.from({ length: INTERVIEW_SLOTS_MAX }, (_, i) => ({
          startsAt: startsAt(i + 1),
          durationMinutes: 30,
        })),
        mode: 'video',
        location: null,
        link: 'https://meet.example.com/kobo',
        note: null,
      },
      links,
    )
    expect(smsSegments(proposed.text)).toBeLessThanOrEqual(SMS_MAX_SEGMENTS)
    for (let i = 0; i < INTERVIEW_SLOTS_MAX; i++) {
      expect(proposed.text).toContain(`${i + 1}) ${shortWat(startsAt(i + 1))}`)
    }
    expect(proposed.text).toContain(`https://internplace.ng/app/`)

    const decided = NOTICE_TEMPLATES['application-decided'].phone!(
      {
        applicationId,
        roleTitle: TYPED.role,
        companyName: TYPED.company,
        decision: 'rejected',
        reason: null,
        note: null,
        interviewCancelled: false,
      },
      links,
    )
    expect(nonGsm(decided.text)).toEqual([])
    expect(smsSegments(decided.text)).toBeLessThanOrEqual(SMS_MAX_SEGMENTS)
  })
})

describe('smsSegments', () => {
  it('splits GSM-7 at 160 and 153, UCS-2 at 70 and 67', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1)
    expect(smsSegments('a'.repeat(161))).toBe(2)
    expect(smsSegments('a'.repeat(306))).toBe(2)
    expect(smsSegments('a'.repeat(307))).toBe(3)
    expect(smsSegments('\u20a6'.repeat(70))).toBe(1)
    expect(smsSegments('\u20a6'.repeat(71))).toBe(2)
  })

  it('counts a curly quote as the UCS-2 it is sent as', () => {
    expect(smsSegments(`${'a'.repeat(100)}\u2019`)).toBe(2)
  })
})
