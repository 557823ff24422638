import { z } from 'zod'
import { REJECTION_REASONS } from '../../applications/pipeline.schemas.js'
import { LETTER_KINDS } from '../../letters/letters.schemas.js'
import { noticeEvent } from '../notice-event.js'

/** What happens to an application, told to the intern or the company. */
export const APPLICATION_EVENTS = {
  /** The company opened a pending application for the first time. */
  'application-in-review': noticeEvent({
    topic: 'decision',
    data: z.object({ applicationId: z.uuid(), roleTitle: z.string(), companyName: z.string() }),
  }),
  /** The company accepted or rejected; an open interview it had was cancelled with it. */
  'application-decided': noticeEvent({
    topic: 'decision',
    phone: 'transactional',
    data: z.object({
      applicationId: z.uuid(),
      roleTitle: z.string(),
      companyName: z.string(),
      decision: z.enum(['accepted', 'rejected']),
      reason: z.enum(REJECTION_REASONS).nullable(),
      note: z.string().nullable(),
      interviewCancelled: z.boolean(),
    }),
  }),
  /** An intern applied. To the company, in the app. */
  'application-received': noticeEvent({
    topic: 'applicants',
    data: z.object({
      applicationId: z.uuid(),
      roleTitle: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    }),
  }),
  /** The intern withdrew (the application is gone). To the company, in the app. */
  'application-withdrawn': noticeEvent({
    topic: 'applicants',
    data: z.object({
      roleTitle: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    }),
  }),
  /**
   * The application was closed with its role: the company deleted the role, an operator removed
   * it, or the company deleted its account (then nothing of the company is named, decision 037).
   * To the intern, in the app.
   */
  'application-closed': noticeEvent({
    topic: 'decision',
    data: z.object({
      applicationId: z.uuid(),
      roleTitle: z.string(),
      companyName: z.string(),
      because: z.enum(['role-deleted', 'role-removed', 'company-deleted']),
    }),
  }),
  /** The company did not answer in time, so the application closed (the no-response rule). */
  'application-no-response': noticeEvent({
    topic: 'decision',
    phone: 'transactional',
    data: z.object({
      applicationId: z.uuid(),
      roleTitle: z.string(),
      companyName: z.string().nullable(),
    }),
  }),
  /** `count` applicants will soon be closed as unanswered. To their company. */
  'applicants-near-no-response': noticeEvent({
    topic: 'applicants',
    data: z.object({ count: z.number().int() }),
  }),
  /** `count` applicants have waited more than a week. To their company. */
  'applicants-waiting': noticeEvent({
    topic: 'applicants',
    data: z.object({ count: z.number().int() }),
  }),
  /**
   * A company's daily mail: who applied since yesterday (the newest 21 at most) and how many wait
   * more than a week.
   */
  'applicants-digest': noticeEvent({
    topic: 'applicants',
    data: z.object({
      fresh: z.array(
        z.object({
          roleTitle: z.string(),
          firstName: z.string().nullable(),
          lastName: z.string().nullable(),
        }),
      ),
      waitingCount: z.number().int(),
    }),
  }),
  /** The company issued (or issued again) an accepted intern's letter. */
  'letter-issued': noticeEvent({
    topic: 'decision',
    phone: 'transactional',
    bound: 'letterMails',
    data: z.object({
      applicationId: z.uuid(),
      roleTitle: z.string(),
      companyName: z.string(),
      kind: z.enum(LETTER_KINDS),
    }),
  }),
}
