import { formatWat, INTERVIEW_MESSAGES, INTERVIEW_MODE_LABELS, type Interview } from '@app/domain'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import { queueBoundedMail } from '../../../lib/recipient-limits.js'
import { companyApplicationLink } from '../../../lib/web-links.js'
import type { ApplicationParty } from '../application-access.queries.js'
import { refuseClashes } from './interview-clashes.js'
import { enqueueReminders, mailInvitation } from './interview-invites.js'
import { factsOf, fullName, internEmail, partiesOf, tellOther } from './interview-parties.js'
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
        startsAt: new Date(slot.startsAt),
        durationMinutes: slot.durationMinutes,
      },
      after: async (tx, updated) => {
        const when = formatWat(slot.startsAt)
        const how = INTERVIEW_MODE_LABELS[updated.mode].toLowerCase()
        await tellOther(tx, app, intern, {
          line: `Interview scheduled for ${when} (${how})`,
          title: 'Interview scheduled',
          description: `${fullName(app)} chose ${when} for the ${app.roleTitle} interview`,
        })
        const mail = await internEmail(tx, app.internId)
        const facts = mail ? factsOf(updated, app, mail) : null
        if (facts) {
          await mailInvitation(ctx, tx, facts, 'scheduled')
          await enqueueReminders(ctx, tx, facts, now)
        }
      },
    }
  })
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
      await tellOther(tx, app, intern, {
        line: `Asked for other interview times: ${note}`,
        title: 'Other interview times asked',
        description: `${fullName(app)} asked for other times for the ${app.roleTitle} interview`,
      })
      await queueBoundedMail(ctx, tx, 'interviewMails', app.id, {
        to: app.companyEmail,
        subject: `Other interview times asked: ${app.roleTitle}`,
        text: `${fullName(app)} asked for other times for the ${app.roleTitle} interview:\n\n${note}\n\nPropose new times: ${companyApplicationLink(ctx.config, app.id)}`,
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
        await tellOther(tx, app, intern, {
          line: `Declined the interview${note ? `: ${note}` : ''}`,
          title: 'Interview declined',
          description: `${fullName(app)} declined the interview for ${app.roleTitle}`,
        })
        const mail = await internEmail(tx, app.internId)
        const facts = row.status === 'scheduled' && mail ? factsOf(updated, app, mail) : null
        if (facts) {
          await mailInvitation(ctx, tx, facts, 'declined', note)
          return
        }
        await queueBoundedMail(ctx, tx, 'interviewMails', app.id, {
          to: app.companyEmail,
          subject: `Interview declined: ${app.roleTitle}`,
          text: `${fullName(app)} declined the interview for ${app.roleTitle}.${note ? `\n\nTheir note: ${note}` : ''}\n\nSee the application: ${companyApplicationLink(ctx.config, app.id)}`,
        })
      },
    }
  })
}
