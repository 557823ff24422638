import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'

/** What a month's stipend names: the placement, its role and company, and the month. */
const month = z.object({
  placementId: z.uuid(),
  roleTitle: z.string(),
  companyName: z.string(),
  /** 'YYYY-MM'. */
  month: z.string(),
})

/**
 * Stipends that are really paid (issue 29, decision 063): the monthly question to the intern,
 * and a dispute's steps, each told to the side that did not take it.
 */
export const STIPEND_EVENTS = {
  /** 'Were you paid for May 2026?', on the 3rd of the next month. To the intern. */
  'stipend-asked': noticeEvent({
    topic: 'decision',
    phone: 'transactional',
    data: month.extend({ expectedAmount: z.number().int() }),
  }),
  /** The intern answered 'no' or 'partly': the company has 7 days to answer. To the company. */
  'stipend-dispute-opened': noticeEvent({
    topic: null,
    phone: 'transactional',
    data: month.extend({
      internName: z.string(),
      paid: z.enum(['partly', 'no']),
      amount: z.number().int().nullable(),
      expectedAmount: z.number().int(),
      answerBy: z.iso.date(),
    }),
  }),
  /** The company gave its word on the dispute. To the intern. */
  'stipend-dispute-answered': noticeEvent({
    topic: null,
    data: month.extend({ note: z.string() }),
  }),
  /** Seven days passed without an answer; the console sees it now. To the company. */
  'stipend-dispute-overdue': noticeEvent({
    topic: null,
    data: month.extend({ internName: z.string() }),
  }),
  /** The intern says the month was paid after all: the dispute is closed. To the company. */
  'stipend-dispute-closed': noticeEvent({
    topic: null,
    data: month.extend({ internName: z.string() }),
  }),
}
