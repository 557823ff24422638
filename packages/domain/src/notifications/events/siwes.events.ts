import { z } from 'zod'
import { ITF_GRADES } from '../../placements/siwes.rules.js'
import { noticeEvent } from '../notice-event.js'

/** What a SIWES student's papers name: the placement, its role and the company. */
const placement = z.object({
  placementId: z.uuid(),
  applicationId: z.uuid(),
  roleTitle: z.string(),
  companyName: z.string(),
})

/**
 * The SIWES/IT papers the company signs (decision 060), told to the student. The SCAF's notices
 * reach the phone too: missing the ITF's 14 days can cost the student the allowance.
 */
export const SIWES_EVENTS = {
  /**
   * The company signed the SCAF. `started`: the placement has begun, so this notice is also the
   * first reminder to take it to the ITF by `itfDeadline`.
   */
  'scaf-signed': noticeEvent({
    topic: 'decision',
    phone: 'transactional',
    data: placement.extend({
      signatoryName: z.string(),
      startDate: z.iso.date(),
      itfDeadline: z.iso.date(),
      started: z.boolean(),
    }),
  }),
  /** Take the SCAF to the ITF Area Office: when the placement starts, and a few days before the deadline. */
  'scaf-reminder': noticeEvent({
    topic: 'decision',
    phone: 'transactional',
    data: placement.extend({ itfDeadline: z.iso.date(), last: z.boolean() }),
  }),
  /** The company filled and signed ITF Form 8 (Part B). In the app and by mail. */
  'itf-form-8-signed': noticeEvent({
    topic: 'decision',
    data: placement.extend({ signatoryName: z.string(), grade: z.enum(ITF_GRADES) }),
  }),
}
