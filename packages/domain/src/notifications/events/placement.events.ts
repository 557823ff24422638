import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'

/** What happens to a placement after the offer (issue 29), told to the other party. */
export const PLACEMENT_EVENTS = {
  /** The company gave the dates and the supervisor (or changed the start). To the intern. */
  'placement-scheduled': noticeEvent({
    topic: 'decision',
    data: z.object({
      placementId: z.uuid(),
      applicationId: z.uuid(),
      roleTitle: z.string(),
      companyName: z.string(),
      startDate: z.iso.date(),
      endDate: z.iso.date(),
      supervisorName: z.string(),
    }),
  }),
}
