import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'

/** What the supervisor's message names: the student, the week, and the link to sign it. */
const signRequest = z.object({
  placementId: z.uuid(),
  weekStart: z.iso.date(),
  weekNumber: z.number().int(),
  internName: z.string(),
  companyName: z.string(),
  roleTitle: z.string(),
  supervisorName: z.string(),
  /** The signing link, with its token: it lives only in the sealed message, never in a table. */
  link: z.url(),
  expiresAt: z.iso.datetime(),
})

/**
 * The SIWES/IT weekly logbook (decision 061). The industry supervisor has no account: their
 * messages go to the mail and the mobile number the company gave, always (topic null), and by
 * phone as a transactional message, since a week unsigned costs the student their allowance.
 */
export const LOGBOOK_EVENTS = {
  /** The student sent a week to sign. To the supervisor's mail and phone. */
  'logbook-sign-requested': noticeEvent({ topic: null, phone: 'transactional', data: signRequest }),
  /** A week sent LOGBOOK_REMINDER_DAYS ago is still unsigned: once per submission. */
  'logbook-sign-reminder': noticeEvent({ topic: null, phone: 'transactional', data: signRequest }),
  /** The supervisor signed a week. To the student. */
  'logbook-week-signed': noticeEvent({
    topic: 'decision',
    data: z.object({
      placementId: z.uuid(),
      weekStart: z.iso.date(),
      weekNumber: z.number().int(),
      signatureName: z.string(),
      comment: z.string(),
    }),
  }),
}
