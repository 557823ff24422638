import { type Interview, type InterviewProposal } from '@app/domain'
import type { AppContext } from '../../../lib/context.js'
import { queueBoundedMail } from '../../../lib/recipient-limits.js'
import type { ApplicationParty } from '../application-access.queries.js'
import { companyNameOf } from '../company-applications.queries.js'
import { refuseClashes } from './interview-clashes.js'
import { mailInvitation } from './interview-invites.js'
import {
  factsOf,
  fullName,
  internEmail,
  partiesOf,
  slotField,
  tellOther,
  withIds,
} from './interview-parties.js'
import { CHANGEABLE, transition } from './interview-steps.js'
import { mailProposal } from './propose-interview.js'

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
      await tellOther(tx, app, company, {
        line: `Interview rescheduled: ${proposal.slots.length} new ${proposal.slots.length === 1 ? 'time' : 'times'} to choose from${proposal.note ? `. ${proposal.note}` : ''}`,
        title: 'New interview times',
        description: `${companyNameOf(app)} proposed new interview times for ${app.roleTitle}`,
      })
      await mailProposal(ctx, tx, app, proposal, true)
      if (row.status === 'scheduled') {
        await queueBoundedMail(ctx, tx, 'interviewMails', app.id, {
          to: app.companyEmail,
          subject: `Interview moved: ${app.roleTitle}`,
          text: `You proposed new times for the interview with ${fullName(app)} for ${app.roleTitle}. The time in your calendar is updated once they choose one.`,
        })
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
      await tellOther(tx, app, company, {
        line: `Interview cancelled${note ? `: ${note}` : ''}`,
        title: 'Interview cancelled',
        description: `${companyNameOf(app)} cancelled the interview for ${app.roleTitle}`,
      })
      const mail = await internEmail(tx, app.internId)
      // A scheduled interview sits in both calendars: the CANCEL takes it out (same UID).
      const facts = row.status === 'scheduled' && mail ? factsOf(updated, app, mail) : null
      if (facts) await mailInvitation(ctx, tx, facts, 'cancelled', note)
      else if (mail) {
        await queueBoundedMail(ctx, tx, 'interviewMails', app.id, {
          to: mail,
          subject: `Interview cancelled: ${app.roleTitle}`,
          text: `${companyNameOf(app)} cancelled the interview for ${app.roleTitle}.${note ? `\n\nNote: ${note}` : ''}`,
        })
      }
    },
  }))
}
