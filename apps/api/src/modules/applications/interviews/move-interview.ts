import { type Interview, type InterviewProposal } from '@app/domain'
import type { AppContext } from '../../../lib/context.js'
import { inviteDataOf } from '../../../lib/interview-invite.js'
import { notify } from '../../notifications/notify.js'
import type { ApplicationParty } from '../application-access.queries.js'
import { companyNameOf } from '../company-applications.queries.js'
import { refuseClashes } from './interview-clashes.js'
import {
  factsOf,
  fullName,
  internEmail,
  partiesOf,
  slotField,
  tellCalendar,
  tellOther,
  withIds,
} from './interview-parties.js'
import { CHANGEABLE, transition } from './interview-steps.js'
import { proposalEvent } from './propose-interview.js'

/** The company moves an interview to new times, or cancels it. */

export async function rescheduleInterview(
  ctx: AppContext,
  company: ApplicationParty,
  interviewId: string,
  proposal: InterviewProposal,
): Promise<Interview> {
  return transition(ctx, company, interviewId, CHANGEABLE, (row, app) => ({
    guard: (tx) => refuseClashes(tx, partiesOf(app, row.id), proposal.slots, 'company', slotField),
    // A new sequence: reminders made for the old time find it changed and do nothing.
    set: {
      status: 'proposed',
      mode: proposal.mode,
      location: proposal.location,
      link: proposal.link,
      note: proposal.note,
      internNote: null,
      slots: withIds(proposal),
      chosenSlotId: null,
      startsAt: null,
      durationMinutes: null,
      sequence: row.sequence + 1,
    },
    after: async (tx) => {
      const count = proposal.slots.length
      const line = `Interview rescheduled: ${count} new ${count === 1 ? 'time' : 'times'} to choose from${proposal.note ? `. ${proposal.note}` : ''}`
      await tellOther(ctx, tx, app, company, line, proposalEvent(app, proposal, true))
      if (row.status === 'scheduled') {
        await notify(
          ctx,
          tx,
          { accountId: app.companyId },
          {
            name: 'interview-moved',
            data: { applicationId: app.id, roleTitle: app.roleTitle, internName: fullName(app) },
          },
        )
      }
    },
  }))
}

export async function cancelInterview(
  ctx: AppContext,
  company: ApplicationParty,
  interviewId: string,
  note: string | null,
): Promise<Interview> {
  return transition(ctx, company, interviewId, CHANGEABLE, (row, app) => ({
    set: { status: 'cancelled', cancelNote: note, sequence: row.sequence + 1 },
    after: async (tx, updated) => {
      const mail = await internEmail(tx, app.internId)
      // A scheduled interview sits in both calendars: the CANCEL takes it out (same UID).
      const facts = row.status === 'scheduled' && mail ? factsOf(updated, app, mail) : null
      await tellOther(ctx, tx, app, company, `Interview cancelled${note ? `: ${note}` : ''}`, {
        name: 'interview-cancelled',
        data: {
          applicationId: app.id,
          roleTitle: app.roleTitle,
          companyName: companyNameOf(app),
          note,
          invite: facts && inviteDataOf(facts),
        },
      })
      if (facts) await tellCalendar(ctx, tx, facts, 'company', 'cancelled', note)
    },
  }))
}
