import { z } from 'zod'
import { INTERVIEW_MODES } from '../../applications/interviews.schemas.js'
import { INTERVIEW_REMINDER_KINDS } from '../../applications/interview-reminders.rules.js'
import { noticeEvent } from '../notice-event.js'

/** A party of an interview as its calendar invitation names them. */
const party = z.object({ id: z.string(), name: z.string(), email: z.string() })

/** What a scheduled interview's calendar invitation is made of (lib/interview-invite.ts). */
const invite = z.object({
  interviewId: z.string(),
  sequence: z.number().int(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string().nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
  roleTitle: z.string(),
  applicationId: z.string(),
  company: party,
  intern: party,
})

const side = z.enum(['intern', 'company'])

/** What a step told to the intern names: the application, its role and the company. */
const toIntern = z.object({
  applicationId: z.string(),
  roleTitle: z.string(),
  companyName: z.string(),
})

/** What a step told to the company names: the application, its role and the applicant. */
const toCompany = z.object({
  applicationId: z.string(),
  roleTitle: z.string(),
  internName: z.string(),
})

/**
 * Each step of an interview (decision 030), told to the side that did not take it. Every mail
 * about one application's interviews counts against the recipient's interview limit (decision
 * 048); all are sent whatever the settings, as an interview is an arrangement between two people.
 */
export const INTERVIEW_EVENTS = {
  /** The company proposed times (`again`: new times in place of the old). To the intern. */
  'interview-proposed': noticeEvent({
    topic: null,
    phone: 'transactional',
    bound: 'interviewMails',
    data: toIntern.extend({
      again: z.boolean(),
      slots: z.array(z.object({ startsAt: z.string(), durationMinutes: z.number().int() })),
      mode: z.enum(INTERVIEW_MODES),
      location: z.string().nullable(),
      link: z.string().nullable(),
      note: z.string().nullable(),
    }),
  }),
  /**
   * The company invited the applicant to book a time in its weekly availability (decision 072).
   * To the intern.
   */
  'interview-booking-invited': noticeEvent({
    topic: null,
    bound: 'interviewMails',
    data: toIntern.extend({
      durationMinutes: z.number().int(),
      mode: z.enum(INTERVIEW_MODES),
    }),
  }),
  /** The company moved a scheduled interview to new times: its own calendar waits. To it. */
  'interview-moved': noticeEvent({
    topic: null,
    bound: 'interviewMails',
    data: toCompany,
  }),
  /** The intern asked for other times. To the company. */
  'interview-other-times-asked': noticeEvent({
    topic: null,
    bound: 'interviewMails',
    data: toCompany.extend({ note: z.string() }),
  }),
  /** The intern chose a time. To the company, with its calendar invitation. */
  'interview-chosen': noticeEvent({
    topic: null,
    bound: 'interviewMails',
    data: z.object({ applicationId: z.string(), internName: z.string(), invite }),
  }),
  /**
   * The intern declined. To the company: the calendar's CANCEL when a time was chosen
   * (`invite`), a plain mail otherwise.
   */
  'interview-declined': noticeEvent({
    topic: null,
    bound: 'interviewMails',
    data: toCompany.extend({ note: z.string().nullable(), invite: invite.nullable() }),
  }),
  /**
   * The company cancelled. To the intern: the calendar's CANCEL when a time was chosen
   * (`invite`), a plain mail otherwise.
   */
  'interview-cancelled': noticeEvent({
    topic: null,
    phone: 'transactional',
    bound: 'interviewMails',
    data: toIntern.extend({ note: z.string().nullable(), invite: invite.nullable() }),
  }),
  /**
   * A scheduled interview's calendar changed for `side`: the copy its own step gives the side
   * that took it, and both sides' CANCEL when the application's end closed the interview.
   */
  'interview-calendar': noticeEvent({
    topic: null,
    bound: 'interviewMails',
    data: z.object({
      applicationId: z.string(),
      side,
      kind: z.enum(['scheduled', 'cancelled', 'declined']),
      note: z.string().nullable(),
      invite,
    }),
  }),
  /** The intern answered a reminder: coming or not (a reply, USSD or the app). To the company. */
  'interview-attendance': noticeEvent({
    topic: null,
    data: toCompany.extend({ attending: z.boolean(), startsAt: z.string() }),
  }),
  /** A day or two hours before a scheduled interview, to each side (`soon`: 'tomorrow', …). */
  'interview-reminder': noticeEvent({
    topic: null,
    phone: 'transactional',
    data: z.object({
      side,
      before: z.enum(INTERVIEW_REMINDER_KINDS),
      soon: z.string(),
      invite,
    }),
  }),
}
