import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'

/** What a clearance notice names: the placement, its role, the month and the other party. */
const clearance = z.object({
  placementId: z.uuid(),
  roleTitle: z.string(),
  /** 'YYYY-MM'. */
  month: z.string(),
})

/**
 * An NYSC corps member's letters (issue 29, decision 062). Each is sent whatever the settings,
 * as an interview's steps are: a corps member without a month's clearance loses that month's
 * allowance, and one declined by a PPA must be redeployed.
 */
export const NYSC_EVENTS = {
  /** From the 24th, once a month of the placement: ask for this month's letter. To the intern. */
  'clearance-due': noticeEvent({
    topic: null,
    phone: 'transactional',
    data: clearance.extend({ companyName: z.string() }),
  }),
  /** The corps member asked for a month's letter. To the company. */
  'clearance-requested': noticeEvent({
    topic: null,
    data: clearance.extend({ internName: z.string() }),
  }),
  /** A request still not issued from the 27th (decision 062). To the company, once. */
  'clearance-waiting': noticeEvent({
    topic: null,
    data: clearance.extend({ internName: z.string(), requestedAt: z.iso.datetime() }),
  }),
  /** The company issued the month's letter. To the intern. */
  'clearance-issued': noticeEvent({
    topic: null,
    phone: 'transactional',
    data: clearance.extend({ companyName: z.string() }),
  }),
  /** A PPA declined the corps member and issued the letter for redeployment. To the intern. */
  'nysc-rejection-issued': noticeEvent({
    topic: null,
    phone: 'transactional',
    bound: 'letterMails',
    data: z.object({ applicationId: z.uuid(), roleTitle: z.string(), companyName: z.string() }),
  }),
}
