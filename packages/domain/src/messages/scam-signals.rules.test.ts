import { describe, expect, it } from 'vitest'
import {
  asksForMoney,
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
    [
      'a small amount in k for an ID card',
      'Kindly send 5k for your ID card',
      before,
      ['asks_for_money'],
    ],
    ['medicals, without an amount', 'pay for your medicals', after, ['asks_for_money']],
    // Issue 31: airtime, Pidgin and bare amounts (decision 068).
    [
      'airtime to a phone number is money and a move off the platform',
      'Kindly load 2k airtime to 08031234567 for the assessment.',
      before,
      ['asks_for_money', 'off_platform_contact'],
    ],
    ['a recharge card', 'Send me 1k MTN card so I can call you.', after, ['asks_for_money']],
    ['Pidgin small fee', 'We dey charge small fee for the training.', after, ['asks_for_money']],
    ['a bare amount beside a fee word', 'The fee is 20000.', after, ['asks_for_money']],
    [
      "an intern's own data before a video interview",
      'I don recharge my data for the video interview, I go join by 10.',
      before,
      [],
    ],
    ['a stipend in k', 'The stipend is 30k monthly, paid on the 25th.', before, []],
    // Must not trigger.
    [
      'a stipend and a denied fee in one sentence',
      'We pay a stipend of NGN 50,000, there is no fee.',
      before,
      [],
    ],
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

  it("passes a role whose work is about other people's money", () => {
    expect(
      roleAsksForFees({
        ...role,
        responsibilities: [
          'Our POS agents charge customers N100 per withdrawal; you will audit them.',
          'Process school fees payments of up to N2m a day.',
          'Sell airtime and data bundles to our agent network.',
        ],
      }),
    ).toBe(false)
  })

  it('passes a role that describes its stipend and allowances', () => {
    expect(
      roleAsksForFees({
        ...role,
        roleSummary: 'Stipend of NGN 40,000 and transport allowance. No fees, ever.',
      }),
    ).toBe(false)
  })

  it('passes a role that pays a stipend and says there is no fee', () => {
    expect(
      roleAsksForFees({
        ...role,
        roleSummary: 'We pay a stipend of NGN 50,000, there is no fee.',
        requirements: ['We do not charge interns for training, uniform or ID card'],
      }),
    ).toBe(false)
  })

  it.each([
    ['an ID card in k', { requirements: ['Kindly send 5k for your ID card'] }],
    ['medicals', { responsibilities: ['Pay for your medicals before resumption'] }],
    ['the summary', { roleSummary: 'Interns pay a one-off training fee of N15,000.' }],
    ['a requirement', { requirements: ['Must pay ₦5k registration on resumption'] }],
    ['a responsibility', { responsibilities: ['Pay for your starter kit (N8,000)'] }],
    ['the title', { title: 'Paid training - fee N10,000' }],
    ['Pidgin', { requirements: ['Una go pay 3k for ID card on resumption'] }],
    ['a bare amount', { roleSummary: 'Accreditation is 5000, payable on resumption.' }],
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

/** Nigerian English and Pidgin, as interns and companies write them (issue 26, item 16). */
describe('asksForMoney', () => {
  it.each([
    'Kindly send 5k for your ID card.',
    'Kindly send 5k, it is for your ID card.',
    'You are to pay for your medicals before resumption.',
    'Pay for your medicals at our partner clinic.',
    'Each intern will pay ₦5000 for uniform.',
    'Transfer N2,500 for your registration today.',
    'Training kit costs N7,000, payable on resumption.',
    'Make a payment of ₦3,000 to confirm your slot.',
    'You need to pay the sum of N15,000 for training materials.',
    'Kindly remit 10k to the account below.',
    'Bring 5k for medicals on Monday.',
    'Medical test fee: N8,000.',
    'A refundable caution fee of N10,000 is required.',
    'Processing of your letter is N3,000.',
    'Pay 5,000 naira to the HR before Friday.',
    'You will pay 5,000 for the logbook.',
    'There is no fee for the interview, but you pay N5,000 for the form.',
    'No registration fee; just pay 2k for your ID card.',
    'The stipend is N30,000 and interns pay N5,000 for their ID card.',
    'If you have not paid the N5,000 registration fee, pay it now.',
    'Feel free to send N5,000 for your ID card today.',
    'Drop 2k for logistics before the interview.',
    'ID card: N2,000.',
    // Pidgin.
    'You go pay 5k for form.',
    'Send am to my account.',
    'Una go pay 3k for ID card.',
    'Make you send 5k for registration sharp sharp.',
    'Abeg pay 2k for your form.',
    'Oya transfer the money into our account.',
    'You go pay for your medicals before you start.',
  ])('flags %j', (text) => {
    expect(asksForMoney(text)).toBe(true)
  })

  it.each([
    'We pay a stipend of NGN 50,000, there is no fee.',
    'We pay a stipend of NGN 50,000 and there is no fee.',
    'There is no fee to apply.',
    'This internship is free of charge.',
    'We do not charge interns any fee.',
    "We don't charge for training, uniform or ID card.",
    'We will never ask you to pay for training or an ID card.',
    'Do not pay anyone N5,000 for a form; report them to us.',
    'Interns receive a monthly stipend of ₦30,000 and a transport allowance.',
    'You will be paid N45,000 monthly.',
    'We pay N60,000 monthly plus feeding allowance.',
    'We pay 5k weekly transport to every intern.',
    'Our interns earn NGN 80,000 a month.',
    'Transport allowance of N10,000 will be paid every Friday.',
    'We will send you N5,000 for transport every week.',
    'Your salary of N100,000 will be sent to your account monthly.',
    'We pay for your medicals and your training.',
    'The company will pay for your medicals.',
    'We will give you an ID card on your first day.',
    'Please bring your SIWES form and ID card on Monday.',
    'Send your CV and SIWES form to hr@kobo.ng.',
    'Kindly send your passport photograph for your ID card.',
    'Your ID card will be ready on Monday.',
    'Medicals are covered by the company and we provide a uniform.',
    'Registration for the bootcamp closes on Friday 14 May 2026.',
    'Fill the registration form and send it to us before 2026.',
    'Did you receive the N20,000 transport refund?',
    'I paid N2,000 for transport to the interview.',
    'Stipend: ₦40,000 monthly, no fees.',
    'Training is free and lunch is provided.',
    'Nobody should ask you to pay for a form or ID card.',
    'How much is the stipend for this role?',
    'The role pays NGN 50,000 - NGN 80,000 per month.',
    'We have 5,000 customers across Lagos and Abuja.',
    'We process over 10,000 payments a day for Nigerian businesses.',
    'We trained 1,200 interns in business registration last year.',
    'Send 2 copies of your CV and your SIWES form.',
    'Please send me your account number so we can pay your stipend.',
    'Please send the signed offer letter to my email.',
    // Pidgin.
    'We go pay you 30k every month.',
    'You no go pay anything, na we dey pay you.',
    'We no dey collect money from interns.',
    'No need to pay for form, e dey free.',
  ])('does not flag %j', (text) => {
    expect(asksForMoney(text)).toBe(false)
  })
})
