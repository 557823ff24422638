import { z } from 'zod'
import { REPORT_ACTIONS } from '../../reports/reports.schemas.js'
import { noticeEvent } from '../notice-event.js'

const names = { firstName: z.string().nullable(), lastName: z.string().nullable() }

/** What an operator did in the console, told to the accounts it touches; always sent. */
export const ADMIN_EVENTS = {
  'account-suspended': noticeEvent({
    topic: null,
    phone: 'transactional',
    data: z.object({ email: z.string(), reason: z.string() }),
  }),
  'account-restored': noticeEvent({
    topic: null,
    data: z.object({ email: z.string(), kind: z.enum(['intern', 'company']) }),
  }),
  /**
   * An undecided application is on hold because one side was suspended: the other side hears it
   * (the company's name, or the applicant's, masked, in the words).
   */
  'application-on-hold': noticeEvent({
    topic: null,
    data: z.discriminatedUnion('suspended', [
      z.object({
        suspended: z.literal('company'),
        applicationId: z.uuid(),
        roleTitle: z.string(),
        companyName: z.string().nullable(),
      }),
      z.object({
        suspended: z.literal('intern'),
        applicationId: z.uuid(),
        roleTitle: z.string(),
        ...names,
      }),
    ]),
  }),
  'company-verified': noticeEvent({
    topic: null,
    phone: 'transactional',
    data: z.object({ companyName: z.string().nullable(), note: z.string().nullable() }),
  }),
  'company-rejected': noticeEvent({
    topic: null,
    phone: 'transactional',
    data: z.object({ companyName: z.string().nullable(), reason: z.string() }),
  }),
  /** An operator took a role down: the company hears why. */
  'role-removed': noticeEvent({
    topic: null,
    data: z.object({ roleTitle: z.string(), reason: z.string() }),
  }),
  /** A role the no-fee policy held passed review (decision 022). */
  'role-released': noticeEvent({
    topic: null,
    data: z.object({ roleTitle: z.string() }),
  }),
  /** A report was handled: the reporter hears what was done about what they reported. */
  'report-handled': noticeEvent({
    topic: null,
    data: z.object({
      applicationId: z.uuid().nullable(),
      action: z.enum(REPORT_ACTIONS),
      /** What was reported, as it is now; null once it is gone. */
      reported: z
        .discriminatedUnion('type', [
          z.object({ type: z.literal('role'), roleTitle: z.string() }),
          z.object({ type: z.literal('company'), companyName: z.string() }),
          z.object({ type: z.literal('intern'), ...names }),
          z.object({ type: z.literal('message') }),
        ])
        .nullable(),
    }),
  }),
}
