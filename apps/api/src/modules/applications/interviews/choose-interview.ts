import { formatWat, INTERVIEW_MESSAGES, INTERVIEW_MODE_LABELS, type Interview } from '@app/domain'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import { inviteDataOf } from '../../../lib/interview-invite.js'
import type { Tx } from '../../../db/client.js'
import type { ApplicationParty, ApplicationRow } from '../application-access.queries.js'
import { refuseClashes } from './interview-clashes.js'
import { enqueueReminders } from './interview-invites.js'
import {
  factsOf,
  fullName,
  internEmail,
  partiesOf,
  tellCalendar,
  tellOther,
  type InterviewRow,
} from './interview-parties.js'
import { CHANGEABLE, transition } from './interview-steps.js'

/** The intern's answers to a proposal: a time chosen, other times asked for, or no. */

export async function chooseInterviewSlot(
  ctx: AppContext,
  intern: ApplicationParty,
  interviewId: string,
  slotId: string,
): Promise<Interview> {
  return transition(ctx, intern, interviewId, ['proposed'], (row, app) => {
    const slot = row.slots.find((candidate) => candidate.id === slotId)
    if (!slot) {
      throw new AppError('VALIDATION_FAILED', INTERVIEW_MESSAGES.slotUnknown, {
        errors: { slotId: INTERVIEW_MESSAGES.slotUnknown },
      })
    }
    const now = new Date()
    if (new Date(slot.startsAt) <= now) {
      throw new AppError('VALIDATION_FAILED', INTERVIEW_MESSAGES.slotPast, {
        errors: { slotId: INTERVIEW_MESSAGES.slotPast },
      })
    }
    return {
      guard: (tx) => refuseClashes(tx, partiesOf(app, row.id), [slot], 'intern', () => 'slotId'),
      set: {
        status: 'scheduled',
        chosenSlotId: slot.id,
        // An answer to an earlier time's reminder says nothing of this one.
        attendance: null,
        attendanceAt: null,
        startsAt: new Date(slot.startsAt),
        durationMinutes: slot.durationMinutes,
      },
      after: (tx, updated) => announceScheduled(ctx, tx, app, intern, updated, now),
    }
  })
}

/**
 * Tells both sides of a time the intern took (chosen from a proposal, or booked in the company's
 * availability, decision 072): the chat line, the company's notice and calendar invitation, the
 * intern's calendar copy, and the reminders.
 */
export async function announceScheduled(
  ctx: AppContext,
  tx: Tx,
  app: ApplicationRow,
  intern: ApplicationParty,
  updated: InterviewRow,
  now: Date,
) {
  const when = updated.startsAt ? formatWat(updated.startsAt) : ''
  const how = INTERVIEW_MODE_LABELS[updated.mode].toLowerCase()
  const mail = await internEmail(tx, app.internId)
  const facts = mail ? factsOf(updated, app, mail) : null
  // The application was found with its intern, whose account is there, and the time is set.
  if (!facts) throw new Error('The scheduled interview has no invitation')
  await tellOther(ctx, tx, app, intern, `Interview scheduled for ${when} (${how})`, {
    name: 'interview-chosen',
    data: { applicationId: app.id, internName: fullName(app), invite: inviteDataOf(facts) },
  })
  await tellCalendar(ctx, tx, facts, 'intern', 'scheduled')
  await enqueueReminders(ctx, tx, facts, now)
}

export async function requestOtherTimes(
  ctx: AppContext,
  intern: ApplicationParty,
  interviewId: string,
  note: string,
): Promise<Interview> {
  return transition(ctx, intern, interviewId, ['proposed'], (_row, app) => ({
    set: { status: 'other_times_requested', internNote: note },
    after: async (tx) => {
      await tellOther(ctx, tx, app, intern, `Asked for other interview times: ${note}`, {
        name: 'interview-other-times-asked',
        data: { applicationId: app.id, roleTitle: app.roleTitle, internName: fullName(app), note },
      })
    },
  }))
}

/**
 * The intern says no (decision 045): from a proposal, a request for other times, or a scheduled
 * interview not yet over. The company is told as for every other step (chat line, notification,
 * mail); a scheduled one also leaves both calendars (CANCEL, new sequence, so its reminders do
 * nothing). Declined is final; the company may propose a new interview.
 */
export async function declineInterview(
  ctx: AppContext,
  intern: ApplicationParty,
  interviewId: string,
  note: string | null,
): Promise<Interview> {
  return transition(ctx, intern, interviewId, CHANGEABLE, (row, app) => {
    const isOver =
      row.status === 'scheduled' &&
      row.startsAt !== null &&
      row.startsAt.getTime() + (row.durationMinutes ?? 0) * 60_000 <= Date.now()
    if (isOver) throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.over)
    return {
      set: { status: 'declined', internNote: note, sequence: row.sequence + 1 },
      after: async (tx, updated) => {
        const mail = await internEmail(tx, app.internId)
        // A scheduled one leaves both calendars: the company's with its notice, the intern's after.
        const facts = row.status === 'scheduled' && mail ? factsOf(updated, app, mail) : null
        await tellOther(ctx, tx, app, intern, `Declined the interview${note ? `: ${note}` : ''}`, {
          name: 'interview-declined',
          data: {
            applicationId: app.id,
            roleTitle: app.roleTitle,
            internName: fullName(app),
            note,
            invite: facts && inviteDataOf(facts),
          },
        })
        if (facts) await tellCalendar(ctx, tx, facts, 'intern', 'declined', note)
      },
    }
  })
}
