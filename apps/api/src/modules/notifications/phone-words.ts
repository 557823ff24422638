import { smsSegments, toGsmText } from '../../lib/sms-segments.js'

/**
 * The words of every SMS and WhatsApp message (DESIGN §11 Channels). WhatsApp sends only
 * templates registered with Meta outside the 24 hours after a person wrote: each body here is
 * registered under its name, as a utility template in English, with {{1}}, {{2}}… for its
 * parameters; the SMS is the same body filled in. One place, so the two never say different things.
 */
export const PHONE_TEMPLATES = {
  application_decided: 'Internplace: {{1}} {{2}} your application for {{3}}. Details: {{4}}',
  application_no_response:
    'Internplace: {{1}} did not answer your application for {{2}} in time, so it is closed. Keep applying: {{3}}',
  interview_proposed:
    'Internplace: {{1}} invites you to interview for {{2}}. Reply with a number to choose: {{3}}. Or open {{4}}',
  interview_reminder:
    'Internplace: your interview with {{1}} for {{2}} is {{3}}, {{4}}. Reply YES to confirm or NO if you cannot attend.',
  interview_reminder_company:
    'Internplace: your interview with {{1}} for {{2}} is {{3}}, {{4}}. Details: {{5}}',
  interview_cancelled: 'Internplace: {{1}} cancelled your interview for {{2}}. Details: {{3}}',
  logbook_sign:
    'Internplace: {{1}} sent you their SIWES logbook for the week of {{2}} to sign. Read and sign: {{3}}',
  logbook_sign_reminder:
    'Internplace: reminder: {{1}} is waiting for you to sign their SIWES logbook for the week of {{2}}. Read and sign: {{3}}',
  letter_issued: 'Internplace: {{1}} issued your {{2}} for {{3}}. Download it: {{4}}',
  scaf_signed:
    'Internplace: {{1}} signed your SCAF. Take it to the nearest ITF Area Office by {{2}}. Download it: {{3}}',
  scaf_reminder:
    'Internplace: take the SCAF {{1}} signed to the nearest ITF Area Office by {{2}}. Done? Mark it: {{3}}',
  clearance_due:
    'Internplace: ask {{1}} for your NYSC clearance letter for {{2}} now. Ask here: {{3}}',
  clearance_issued:
    'Internplace: {{1}} issued your NYSC clearance letter for {{2}}. Download it: {{3}}',
  nysc_rejection_issued:
    'Internplace: {{1}} issued the NYSC rejection letter for {{2}}, for your redeployment. Download it: {{3}}',
  company_verified: 'Internplace: {{1}} is verified. Your roles are now listed for interns. {{2}}',
  company_rejected: 'Internplace: we could not verify {{1}}. See why and what to do: {{2}}',
  account_suspended: 'Internplace: your account is suspended. Reason: {{1}}. Questions: {{2}}',
  job_alert: 'Internplace: a new role matches your job alert: {{1}} at {{2}}. See it: {{3}}',
  job_alert_digest: 'Internplace: {{1}} new roles match your job alerts. See them: {{2}}',
  phone_code:
    'Your Internplace code is {{1}}. It expires in 10 minutes. Do not share it with anyone.',
  channel_stopped:
    'Internplace: you will get no more {{1}} messages from us. Reply START to turn them back on.',
  channel_started: 'Internplace: {{1}} messages are on again. Reply STOP to turn them off.',
  slot_chosen: 'Internplace: your interview with {{1}} is booked for {{2}}.',
  attendance_confirmed: 'Internplace: thank you. {{1}} knows you will attend on {{2}}.',
  attendance_declined:
    'Internplace: {{1}} knows you cannot attend on {{2}}. They may propose a new time.',
  stipend_asked:
    'Internplace: were you paid your {{1}} stipend from {{2}} for {{3}}? Answer on your placement page: {{4}}',
  stipend_dispute:
    'Internplace: your intern on {{1}} reports the {{2}} stipend not paid in full. Answer by {{3}}: {{4}}',
  reply_help:
    'Internplace: reply with a slot number to choose an interview time, YES or NO to a reminder, or STOP. Everything else: {{1}}',
} as const

export type PhoneTemplateName = keyof typeof PHONE_TEMPLATES

/** A message for the phone: its template, its parameters, and the text they make. */
export interface PhoneWords {
  template: PhoneTemplateName
  params: string[]
  text: string
}

/** An SMS is at most this many segments: a third costs as much as a whole other message. */
export const SMS_MAX_SEGMENTS = 2

/** The shortest a shortened parameter gets: enough of a company's or a role's name to know it. */
const SHORTEST_PARAM = 12

const fill = (body: string, params: string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '')

/** A parameter never shortened: a list a reply refers to (interview times, numbered). */
export const whole = (text: string) => ({ whole: text })

type PhoneParam = string | number | ReturnType<typeof whole>

/**
 * The message `template` makes with `params`, in GSM-7 and at most two SMS: a role or company
 * name long enough to pass that is shortened, longest first, keeping links, codes and `whole`
 * parameters as they are. Parameters are one line each (WhatsApp refuses new lines in them).
 */
export function phoneWords(template: PhoneTemplateName, values: PhoneParam[]): PhoneWords {
  const kept = new Set<number>()
  const params = values.map((value, index) => {
    const text = typeof value === 'object' ? value.whole : String(value)
    if (typeof value === 'object' || /^https?:\/\//.test(text)) kept.add(index)
    return toGsmText(text.replace(/\s+/g, ' ').trim())
  })
  const body = PHONE_TEMPLATES[template]
  for (;;) {
    const text = fill(body, params)
    if (smsSegments(text) <= SMS_MAX_SEGMENTS) return { template, params, text }
    const longest = params
      .map((param, index) => ({ param, index }))
      .filter(({ param, index }) => !kept.has(index) && param.length > SHORTEST_PARAM)
      .sort((a, b) => b.param.length - a.param.length)[0]
    // Nothing left to shorten: send it as it is rather than not at all.
    if (!longest) return { template, params, text }
    params[longest.index] =
      `${longest.param.slice(0, Math.max(SHORTEST_PARAM - 3, longest.param.length - 20)).trimEnd()}...`
  }
}
