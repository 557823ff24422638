import { describe, expect, it } from 'vitest'
import {
  roleAsksForFees,
  roleFeeAsk,
  scamSignalsOf,
  type ScamSignal,
} from './scam-signals.rules.js'

const before = { accepted: false }
const after = { accepted: true }

describe('scamSignalsOf', () => {
  it.each<[string, string, { accepted: boolean }, ScamSignal[]]>([
    // Asks for money.
    [
      'a registration fee with a naira amount',
      'Congratulations! To confirm your slot, pay a registration fee of N5,000 before Friday.',
      before,
      ['asks_for_money'],
    ],
    [
      'a training fee written with the naira sign and k',
      'All selected interns pay ₦10k for training materials.',
      before,
      ['asks_for_money'],
    ],
    [
      'an amount in words of naira with a deposit',
      'You will make a refundable deposit of 15000 naira for your ID card and uniform.',
      before,
      ['asks_for_money'],
    ],
    [
      'a processing fee without an amount',
      'Your offer is ready, a small processing fee is required to release the letter.',
      before,
      ['asks_for_money'],
    ],
    [
      'NGN with a transfer',
      'Kindly transfer NGN 7,500 to complete your onboarding.',
      before,
      ['asks_for_money'],
    ],
    [
      'a fee asked for after acceptance is still a fee',
      'Welcome aboard. Send N3,500 for your SIWES logbook processing.',
      after,
      ['asks_for_money'],
    ],
    [
      'pay for your training',
      'Before you resume you need to pay for your training at our partner academy.',
      before,
      ['asks_for_money'],
    ],
    // Bank accounts.
    [
      'a fee and a NUBAN with the bank name',
      'Pay the N5,000 form fee into GTBank 0123456789, name: Bright Future Ventures.',
      before,
      ['asks_for_money', 'bank_account'],
    ],
    [
      'an account number alone',
      'Our account number is 2034567891 (Access Bank). Use your name as narration.',
      after,
      ['bank_account'],
    ],
    [
      'a fintech account',
      'Opay 8123456789 is the acct for the logistics.',
      after,
      ['bank_account'],
    ],
    // Off the platform before an offer.
    [
      'moving the talk to WhatsApp',
      "Let's continue this conversation on WhatsApp, it's faster.",
      before,
      ['off_platform_contact'],
    ],
    [
      'a Telegram handle',
      'Join our Telegram channel t.me/quickinterns for the next steps.',
      before,
      ['off_platform_contact'],
    ],
    [
      'a phone number before an offer',
      'Call me on 0803 456 7890 so we can discuss the role.',
      before,
      ['off_platform_contact'],
    ],
    [
      'a +234 number before an offer',
      'Chat me up: +2348123456789',
      before,
      ['off_platform_contact'],
    ],
    [
      'everything at once',
      'Pay ₦20,000 registration to Zenith Bank 1012345678 and send proof on WhatsApp 08034567890.',
      before,
      ['asks_for_money', 'bank_account', 'off_platform_contact'],
    ],
    // Must not trigger.
    ['a stipend', 'The role comes with a stipend of NGN 50,000 per month.', before, []],
    ['transport allowance', 'We pay transport allowance every Friday.', before, []],
    [
      'we pay an amount to the intern',
      'We pay N60,000 monthly plus feeding allowance.',
      before,
      [],
    ],
    ['you will be paid', 'You will be paid NGN 45,000 at the end of each month.', before, []],
    [
      'a phone number after acceptance',
      'Welcome! My number is 08034567890, call me when you get to the gate on Monday.',
      after,
      [],
    ],
    [
      'WhatsApp after acceptance',
      'Please join the interns WhatsApp group, the link is in your offer letter.',
      after,
      [],
    ],
    [
      'normal interview scheduling',
      'Can you come for an interview on Tuesday 14 May at 10:00 at 12 Admiralty Way, Lekki?',
      before,
      [],
    ],
    [
      'interview by video',
      'Interview is 2:30pm Thursday via Google Meet. It takes 45 minutes, bring your SIWES letter.',
      before,
      [],
    ],
    [
      'saying there is no fee',
      'There is no registration fee for this internship, it is completely free.',
      before,
      [],
    ],
    [
      'an intern asking about the stipend',
      'Good afternoon, please is the internship paid? What is the monthly stipend?',
      before,
      [],
    ],
    [
      'a year and a reference number are not accounts',
      'I graduated in 2024 and my matric number is 190404123.',
      before,
      [],
    ],
  ])('%s', (_name, text, context, expected) => {
    expect(scamSignalsOf(text, context)).toEqual(expected)
  })
})

describe('roleAsksForFees', () => {
  const role = {
    title: 'Graduate Trainee',
    roleSummary: 'Join our sales team in Ikeja.',
    responsibilities: ['Visit customers'],
    requirements: ['OND or HND'],
  }

  it('passes an ordinary role', () => {
    expect(roleAsksForFees(role)).toBe(false)
  })

  it('passes a role that describes its stipend and allowances', () => {
    expect(
      roleAsksForFees({
        ...role,
        roleSummary: 'Stipend of NGN 40,000 and transport allowance. No fees, ever.',
      }),
    ).toBe(false)
  })

  it.each([
    ['the summary', { roleSummary: 'Interns pay a one-off training fee of N15,000.' }],
    ['a requirement', { requirements: ['Must pay ₦5k registration on resumption'] }],
    ['a responsibility', { responsibilities: ['Pay for your starter kit (N8,000)'] }],
    ['the title', { title: 'Paid training - fee N10,000' }],
  ])('holds a role that asks for fees in %s', (_where, change) => {
    expect(roleAsksForFees({ ...role, ...change })).toBe(true)
  })

  it('quotes the sentence that asks for money', () => {
    expect(
      roleFeeAsk({
        ...role,
        roleSummary:
          'Join our sales team. Interns pay a one-off training fee of N15,000. Apply now.',
      }),
    ).toBe('Interns pay a one-off training fee of N15,000.')
  })
})
