import { z } from 'zod'
import { REJECTION_REASONS } from '../../applications/pipeline.schemas.js'
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
}
