import { z } from 'zod'
import { PLACEMENT_TYPES, ROLE_TYPES } from '../../roles/roles.schemas.js'
import { noticeEvent } from '../notice-event.js'

/** What a mail says about a role: its title, company, stipend, deadline and where to see it. */
export const MailedRoleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string().nullable(),
  location: z.string(),
  minimumSalary: z.number(),
  maximumSalary: z.number().nullable(),
  applicationDeadline: z.string().nullable(),
})
export type MailedRole = z.output<typeof MailedRoleSchema>

/**
 * Job alerts (decision 025): only to interns whose 'roles matching my alerts' box is on, the
 * in-app notice included.
 */
export const ALERT_EVENTS = {
  /** A new role matched an alert: told in the app at once; its mail goes by its own event. */
  'alert-matched': noticeEvent({
    topic: 'roleAlert',
    inAppOnlyWithMail: true,
    data: z.object({
      roleId: z.uuid(),
      roleTitle: z.string(),
      companyName: z.string().nullable(),
      location: z.string(),
    }),
  }),
  /** The mail of an immediate alert's match, within the hour's allowance. */
  'immediate-alert': noticeEvent({
    topic: 'roleAlert',
    phone: 'promotional',
    inAppOnlyWithMail: true,
    data: z.object({
      alert: z.object({
        id: z.uuid(),
        search: z.string().nullable(),
        location: z.string().nullable(),
        type: z.enum(ROLE_TYPES).nullable(),
        placementType: z.enum(PLACEMENT_TYPES).nullable(),
      }),
      role: MailedRoleSchema,
    }),
  }),
  /** The day's matches of an intern's daily alerts, and how many more there are. */
  'alert-digest': noticeEvent({
    topic: 'roleAlert',
    phone: 'promotional',
    inAppOnlyWithMail: true,
    data: z.object({ internId: z.uuid(), roles: z.array(MailedRoleSchema), more: z.number() }),
  }),
}
