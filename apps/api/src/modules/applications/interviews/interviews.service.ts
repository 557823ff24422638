import crypto from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm'
import {
  canArrangeInterview,
  formatWat,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODE_LABELS,
  UPCOMING_INTERVIEWS_LIMIT,
  type Interview,
  type InterviewProposal,
  type UpcomingInterview,
  type WaitingInterview,
} from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import {
  accounts,
  applications,
  companies,
  interns,
  interviews,
  messages,
  roles,
} from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import { isUuid } from '../../../lib/ids.js'
import { queueBoundedMail } from '../../../lib/recipient-limits.js'
import { publishEvent } from '../../../lib/events.js'
import { companyApplicationLink, internApplicationLink } from '../../../lib/web-links.js'
import {
  findApplication,
  requireCompleteCompany,
  type ApplicationParty,
  type ApplicationRow,
} from '../application-access.queries.js'
import { applicantNames, companyNameOf } from '../company-applications.queries.js'
import { recordMessage } from '../../messages/conversation-summary.js'
import { messageDto } from '../../messages/messages.service.js'
import { notifyInTransaction } from '../../notifications/notifications.service.js'
import { recordFirstResponse } from '../response-times.queries.js'
import {
  enqueueReminders,
  interviewCalendar,
  mailInvitation,
  whereOf,
  type InviteFacts,
} from './interview-invites.js'
import { refuseClashes, type Parties } from './interview-clashes.js'

/**
 * Interviews (issue 14, decision 030). The company proposes 1–5 times (proposed); the intern
 * chooses one (scheduled) or asks for other times (other_times_requested); the company may
 * reschedule (back to proposed, new times) or cancel. One interview in progress per application.
 * Each step writes a system line into the application's chat and tells the other side.
 */

type InterviewRow = typeof interviews.$inferSelect

const fullName = (row: ApplicationRow) => {
  const { firstName, lastName } = applicantNames(row)
  return [firstName, lastName].filter(Boolean).join(' ') || 'The applicant'
}

/** The two sides of an application's interview, for the clash check. */
const partiesOf = (app: ApplicationRow, interviewId?: string): Parties => ({
  companyId: app.companyId,
  internId: app.internId,
  companyName: companyNameOf(app),
  internName: fullName(app),
  interviewId,
})

/** Where the form shows a clash of the proposal's slot `index`. */
const slotField = (index: number) => `slots.${index}.startsAt`

function toDto(row: InterviewRow, app: ApplicationRow, viewer: ApplicationParty): Interview {
  const chosen = row.slots.find((slot) => slot.id === row.chosenSlotId) ?? null
  return {
    id: row.id,
    applicationId: row.applicationId,
    status: row.status,
    mode: row.mode,
    location: row.location,
    link: row.link,
    note: row.note,
    internNote: row.internNote,
    cancelNote: row.cancelNote,
    slots: row.slots,
    scheduled: row.status === 'scheduled' ? chosen : null,
    roleTitle: app.roleTitle,
    counterpart: { name: viewer.kind === 'company' ? fullName(app) : companyNameOf(app) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

async function partyApplication(ctx: AppContext, viewer: ApplicationParty, applicationId: string) {
  if (viewer.kind === 'company') await requireCompleteCompany(ctx.db, viewer.id)
  return findApplication(ctx.db, viewer, applicationId)
}

/** An interview the viewer is a party to, with its application; 404 for anyone else. */
async function partyInterview(ctx: AppContext, viewer: ApplicationParty, interviewId: string) {
  if (!isUuid(interviewId)) throw notFound(INTERVIEW_MESSAGES.notFound)
  const [row] = await ctx.db
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.id, interviewId),
        viewer.kind === 'company'
          ? eq(interviews.companyId, viewer.id)
          : eq(interviews.internId, viewer.id),
      ),
    )
  if (!row) throw notFound(INTERVIEW_MESSAGES.notFound)
  const app = await partyApplication(ctx, viewer, row.applicationId)
  return { row, app }
}

/**
 * Tells the side that did not act: a line the app writes into the chat (it counts as unread for
 * them) and a notification.
 */
async function tellOther(
  tx: Tx,
  app: ApplicationRow,
  actor: ApplicationParty,
  news: { line: string; title: string; description: string },
) {
  const [message] = await tx
    .insert(messages)
    .values({
      applicationId: app.id,
      sender: actor.kind === 'company' ? 'company' : 'user',
      body: news.line,
      type: 'system',
    })
    .returning()
  if (!message) throw new Error('The chat line was not saved')
  await recordMessage(tx, app, message)
  const event = {
    type: 'message',
    data: { ...messageDto(message), applicationId: app.id },
  } as const
  await publishEvent(tx, app.companyId, event)
  await publishEvent(tx, app.internId, event)
  await notifyInTransaction(tx, [
    {
      accountId: actor.kind === 'company' ? app.internId : app.companyId,
      type: 'interview',
      title: news.title,
      description: news.description,
      applicationId: app.id,
    },
  ])
}

async function internEmail(tx: Db | Tx, internId: string) {
  const [row] = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, internId))
  return row?.email ?? null
}

function factsOf(row: InterviewRow, app: ApplicationRow, internMail: string): InviteFacts | null {
  if (!row.startsAt || !row.durationMinutes) return null
  return {
    interviewId: row.id,
    sequence: row.sequence,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    location: row.location,
    link: row.link,
    note: row.note,
    roleTitle: app.roleTitle,
    applicationId: app.id,
    company: { id: app.companyId, name: companyNameOf(app), email: app.companyEmail },
    intern: { id: app.internId, name: fullName(app), email: internMail },
  }
}

/**
 * Decided applications: deciding cancels an open interview (closeInterviewsOfDecided), and an
 * interview left scheduled on one (an older row) is not upcoming.
 */
const DECIDED = ['accepted', 'rejected', 'no_response'] as const

/** The invitation facts of an interview, by id (for the reminder job). */
export async function inviteFactsById(ctx: AppContext, interviewId: string) {
  const [row] = await ctx.db.select().from(interviews).where(eq(interviews.id, interviewId))
  if (!row) return null
  const app = await findApplication(ctx.db, { kind: 'intern', id: row.internId }, row.applicationId)
  if (!canArrangeInterview(app)) return null
  const mail = await internEmail(ctx.db, row.internId)
  return mail ? factsOf(row, app, mail) : null
}

const proposedLine = (count: number) =>
  `Interview proposed: ${count} ${count === 1 ? 'time' : 'times'} to choose from`

const timesList = (slots: InterviewProposal['slots']) =>
  slots.map((slot) => `- ${formatWat(slot.startsAt)} (${slot.durationMinutes} minutes)`).join('\n')

/** Mails the intern the proposed times (no calendar part: nothing is fixed yet). */
async function mailProposal(
  ctx: AppContext,
  tx: Tx,
  app: ApplicationRow,
  proposal: InterviewProposal,
  again: boolean,
) {
  const to = await internEmail(tx, app.internId)
  if (!to) return
  const company = companyNameOf(app)
  await queueBoundedMail(ctx, tx, 'interviewMails', app.id, {
    to,
    subject: `${again ? 'New interview times' : 'Interview invitation'}: ${app.roleTitle} at ${company}`,
    text: [
      `${company} ${again ? 'has proposed new times for' : 'would like to interview you for'} ${app.roleTitle}. Choose the time that suits you:`,
      '',
      timesList(proposal.slots),
      '',
      `How: ${INTERVIEW_MODE_LABELS[proposal.mode]}`,
      `Where: ${whereOf(proposal)}`,
      proposal.note ? `Note: ${proposal.note}` : '',
      '',
      `Choose a time or ask for others: ${internApplicationLink(ctx.config, app.id)}`,
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  })
}

const withIds = (proposal: InterviewProposal) =>
  proposal.slots.map((slot) => ({ id: crypto.randomUUID(), ...slot }))

/** In progress: waiting for an answer, or scheduled and not yet over. */
const inProgress = sql`(${interviews.status} in ('proposed', 'other_times_requested') or (${interviews.status} = 'scheduled' and ${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}) > now()))`

export async function proposeInterview(
  ctx: AppContext,
  company: ApplicationParty,
  applicationId: string,
  proposal: InterviewProposal,
): Promise<Interview> {
  const app = await partyApplication(ctx, company, applicationId)
  const row = await ctx.db.transaction(async (tx) => {
    // The application's row lock keeps two proposals at once from both getting in.
    await lockOpenApplication(tx, app.id)
    const [open] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.applicationId, app.id), inProgress))
      .limit(1)
    if (open) throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.openExists)
    await refuseClashes(tx, partiesOf(app), proposal.slots, 'company', slotField)
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId: app.id,
        companyId: app.companyId,
        internId: app.internId,
        mode: proposal.mode,
        location: proposal.location,
        link: proposal.link,
        note: proposal.note,
        slots: withIds(proposal),
      })
      .returning()
    if (!row) throw new Error('The interview was not saved')
    await recordFirstResponse(tx, app.id)
    await tellOther(tx, app, company, {
      line: proposedLine(proposal.slots.length),
      title: 'Interview invitation',
      description: `${companyNameOf(app)} proposed interview times for ${app.roleTitle}`,
    })
    await mailProposal(ctx, tx, app, proposal, false)
    return row
  })
  return toDto(row, app, company)
}

export async function listInterviews(
  ctx: AppContext,
  viewer: ApplicationParty,
  applicationId: string,
): Promise<Interview[]> {
  const app = await partyApplication(ctx, viewer, applicationId)
  const rows = await ctx.db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, app.id))
    .orderBy(desc(interviews.createdAt), desc(interviews.id))
  return rows.map((row) => toDto(row, app, viewer))
}

type InterviewStatus = InterviewRow['status']

/** What a company may still change: everything but a cancelled interview. */
const CHANGEABLE = ['proposed', 'other_times_requested', 'scheduled'] as const

const stateError = (row: InterviewRow) =>
  new AppError(
    'INTERVIEW_STATE',
    row.status === 'cancelled' ? INTERVIEW_MESSAGES.cancelled : INTERVIEW_MESSAGES.notProposed,
  )

/** One step of an interview: its new columns, and what tells the other side once it is saved. */
interface Step {
  set: Partial<typeof interviews.$inferInsert>
  /** A check that needs the step's transaction (and may refuse it) before anything is written. */
  guard?: (tx: Tx) => Promise<void>
  /** The chat line, the notice and the mails, in the step's transaction. */
  after: (tx: Tx, updated: InterviewRow) => Promise<void>
}

/**
 * Locks the application's row and refuses (409) unless interviews may still be arranged on it: an
 * application that ended (decided, no response, its role closed) cancelled its interviews in the
 * transaction that ended it, and the lock keeps a step from slipping in beside that.
 */
async function lockOpenApplication(tx: Tx, applicationId: string) {
  const [current] = await tx
    .select({ status: applications.status, closedAt: applications.closedAt })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update')
  if (!current || !canArrangeInterview(current)) {
    throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.applicationClosed)
  }
}

/**
 * Moves the actor's interview from one of `from` to the state `plan` gives (which may refuse the
 * step first), only if nobody changed it meanwhile (same sequence and status): two quick clicks,
 * or a choice crossing a reschedule, get 409.
 */
async function transition(
  ctx: AppContext,
  actor: ApplicationParty,
  interviewId: string,
  from: readonly InterviewStatus[],
  plan: (row: InterviewRow, app: ApplicationRow) => Step,
): Promise<Interview> {
  const { row, app } = await partyInterview(ctx, actor, interviewId)
  if (!canArrangeInterview(app)) {
    throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.applicationClosed)
  }
  if (!from.includes(row.status)) throw stateError(row)
  const step = plan(row, app)
  const updated = await ctx.db.transaction(async (tx) => {
    await lockOpenApplication(tx, app.id)
    await step.guard?.(tx)
    const [updated] = await tx
      .update(interviews)
      .set({ ...step.set, updatedAt: new Date() })
      .where(
        and(
          eq(interviews.id, row.id),
          eq(interviews.sequence, row.sequence),
          inArray(interviews.status, [...from]),
        ),
      )
      .returning()
    if (!updated) throw stateError(row)
    await step.after(tx, updated)
    return updated
  })
  return toDto(updated, app, actor)
}

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

/** The .ics of a scheduled interview, for the 'Add to calendar' button. */
export async function interviewInviteIcs(
  ctx: AppContext,
  viewer: ApplicationParty,
  interviewId: string,
) {
  const { row, app } = await partyInterview(ctx, viewer, interviewId)
  if (row.status !== 'scheduled') {
    throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.notProposed)
  }
  const mail = await internEmail(ctx.db, row.internId)
  const facts = mail ? factsOf(row, app, mail) : null
  if (!facts) throw notFound(INTERVIEW_MESSAGES.notFound)
  return interviewCalendar(facts, 'PUBLISH')
}

/** The viewer's next scheduled interviews (not yet over), soonest first. */
export async function upcomingInterviews(
  ctx: AppContext,
  viewer: ApplicationParty,
): Promise<UpcomingInterview[]> {
  const rows = await ctx.db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      startsAt: interviews.startsAt,
      durationMinutes: interviews.durationMinutes,
      mode: interviews.mode,
      location: interviews.location,
      link: interviews.link,
      roleTitle: roles.title,
      companyName: companies.companyName,
      snapshot: applications.applicantSnapshot,
      internFirstName: interns.firstName,
      internLastName: interns.lastName,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(companies, eq(companies.accountId, interviews.companyId))
    .innerJoin(interns, eq(interns.accountId, interviews.internId))
    .where(
      and(
        viewer.kind === 'company'
          ? eq(interviews.companyId, viewer.id)
          : eq(interviews.internId, viewer.id),
        eq(interviews.status, 'scheduled'),
        notInArray(applications.status, [...DECIDED]),
        or(
          gt(interviews.startsAt, new Date()),
          sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}) > now()`,
        ),
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(UPCOMING_INTERVIEWS_LIMIT)
  return rows.map((row) => {
    const { firstName, lastName } = applicantNames(row)
    return {
      id: row.id,
      applicationId: row.applicationId,
      startsAt: (row.startsAt ?? new Date()).toISOString(),
      durationMinutes: row.durationMinutes ?? 0,
      mode: row.mode,
      location: row.location,
      link: row.link,
      roleTitle: row.roleTitle,
      counterpart: {
        name:
          viewer.kind === 'company'
            ? [firstName, lastName].filter(Boolean).join(' ') || 'The applicant'
            : companyNameOf(row),
      },
    }
  })
}

/**
 * Proposals waiting for the intern's choice, newest first, for the dashboard's 'Choose a time'
 * (including those whose times have all passed: the intern still has to answer them).
 */
export async function waitingInterviews(
  ctx: AppContext,
  intern: ApplicationParty,
): Promise<WaitingInterview[]> {
  const rows = await ctx.db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      slots: interviews.slots,
      roleTitle: roles.title,
      companyName: companies.companyName,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(companies, eq(companies.accountId, interviews.companyId))
    .where(
      and(
        eq(interviews.internId, intern.id),
        eq(interviews.status, 'proposed'),
        notInArray(applications.status, [...DECIDED]),
        isNull(applications.closedAt),
      ),
    )
    .orderBy(desc(interviews.updatedAt), desc(interviews.id))
    .limit(UPCOMING_INTERVIEWS_LIMIT)
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.applicationId,
    slots: row.slots,
    roleTitle: row.roleTitle,
    counterpart: { name: companyNameOf(row) },
  }))
}

/** The note the end of an application leaves on the interview it closes; both sides read it. */
export const DECIDED_CANCEL_NOTES = {
  accepted: 'The application was accepted, so this interview is no longer needed.',
  rejected: 'The application was closed without an offer.',
  no_response: 'The application was closed after the company did not respond in time.',
  closed: 'The role no longer takes applications, so this interview is cancelled.',
} as const

/**
 * The one rule of an application that ends — accepted, rejected, no_response, or closed with its
 * role (canArrangeInterview): its interview in progress (proposed, other times asked, or
 * scheduled and not yet over) is cancelled in the transaction that ends it. The end's own
 * notification and mail tell the intern; the only other mail is the calendar CANCEL of an
 * interview whose time was chosen, which takes the event out of both calendars (same UID, higher
 * sequence). The new sequence also makes its waiting reminders do nothing. Answers the ids of the
 * applications whose interview was closed.
 */
export async function closeInterviewsOfDecided(
  ctx: AppContext,
  tx: Tx,
  companyId: string,
  applicationIds: string[],
  decision: keyof typeof DECIDED_CANCEL_NOTES,
): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set()
  const note = DECIDED_CANCEL_NOTES[decision]
  const closed = await tx
    .update(interviews)
    .set({
      status: 'cancelled',
      cancelNote: note,
      sequence: sql`${interviews.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(interviews.applicationId, applicationIds),
        eq(interviews.companyId, companyId),
        inProgress,
      ),
    )
    .returning()
  for (const row of closed) {
    // Only a scheduled interview keeps its chosen time (a reschedule clears it).
    if (!row.startsAt) continue
    const app = await findApplication(tx, { kind: 'company', id: companyId }, row.applicationId)
    const mail = await internEmail(tx, row.internId)
    const facts = mail ? factsOf(row, app, mail) : null
    if (facts) await mailInvitation(ctx, tx, facts, 'cancelled', note)
  }
  return new Set(closed.map((row) => row.applicationId))
}
