import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import {
  canArrangeInterview,
  INTERVIEW_MESSAGES,
  type Interview,
  type InterviewProposal,
  type NoticeEvent,
} from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import { accounts, applications, interviews } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import { isUuid } from '../../../lib/ids.js'
import {
  findApplication,
  requireCompleteCompany,
  type ApplicationParty,
  type ApplicationRow,
} from '../application-access.queries.js'
import { applicantNames, companyNameOf } from '../company-applications.queries.js'
import { consequences } from '../../../lib/consequence-registry.js'
import { notify } from '../../notifications/notify.js'
import { inviteDataOf, type InviteFacts } from '../../../lib/interview-invite.js'
import type { Parties } from './interview-clashes.js'

/**
 * Interviews (issue 14, decision 030). The company proposes 1–5 times (proposed); the intern
 * chooses one (scheduled) or asks for other times (other_times_requested); the company may
 * reschedule (back to proposed, new times) or cancel. One interview in progress per application.
 * Each step writes a system line into the application's chat and tells the other side.
 */

export type InterviewRow = typeof interviews.$inferSelect

/** The applicant's full name, from the snapshot sent with the application or the live profile. */
export const fullName = (row: Parameters<typeof applicantNames>[0]) => {
  const { firstName, lastName } = applicantNames(row)
  return [firstName, lastName].filter(Boolean).join(' ') || 'The applicant'
}

/** The two sides of an application's interview, for the clash check. */
export const partiesOf = (app: ApplicationRow, interviewId?: string): Parties => ({
  companyId: app.companyId,
  internId: app.internId,
  companyName: companyNameOf(app),
  internName: fullName(app),
  interviewId,
})

/** Where the form shows a clash of the proposal's slot `index`. */
export const slotField = (index: number) => `slots.${index}.startsAt`

export function toDto(row: InterviewRow, app: ApplicationRow, viewer: ApplicationParty): Interview {
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
    attendance: row.status === 'scheduled' ? row.attendance : null,
    slots: row.slots,
    scheduled: row.status === 'scheduled' ? chosen : null,
    roleTitle: app.roleTitle,
    counterpart: { name: viewer.kind === 'company' ? fullName(app) : companyNameOf(app) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function partyApplication(
  ctx: AppContext,
  viewer: ApplicationParty,
  applicationId: string,
) {
  if (viewer.kind === 'company') await requireCompleteCompany(ctx.db, viewer.id)
  return findApplication(ctx.db, viewer, applicationId)
}

/** An interview the viewer is a party to, with its application; 404 for anyone else. */
export async function partyInterview(
  ctx: AppContext,
  viewer: ApplicationParty,
  interviewId: string,
) {
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
 * them), and the step's event (its notice and mail).
 */
export async function tellOther(
  ctx: AppContext,
  tx: Tx,
  app: ApplicationRow,
  actor: ApplicationParty,
  line: string,
  event: NoticeEvent,
) {
  await consequences().chatLineWritten(tx, app, actor.kind === 'company' ? 'company' : 'user', line)
  const other = actor.kind === 'company' ? app.internId : app.companyId
  await notify(ctx, tx, { accountId: other }, event)
}

/** A scheduled interview's calendar message to one side (decision 030). */
export async function tellCalendar(
  ctx: AppContext,
  tx: Tx,
  facts: InviteFacts,
  side: 'intern' | 'company',
  kind: 'scheduled' | 'cancelled' | 'declined',
  note: string | null = null,
) {
  await notify(
    ctx,
    tx,
    { accountId: facts[side].id },
    {
      name: 'interview-calendar',
      data: { applicationId: facts.applicationId, side, kind, note, invite: inviteDataOf(facts) },
    },
  )
}

export async function internEmail(tx: Db | Tx, internId: string) {
  const [row] = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, internId))
  return row?.email ?? null
}

export function factsOf(
  row: InterviewRow,
  app: ApplicationRow,
  internMail: string,
): InviteFacts | null {
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

export const withIds = (proposal: InterviewProposal) =>
  proposal.slots.map((slot) => ({ id: crypto.randomUUID(), ...slot }))

/** In progress: waiting for an answer, or scheduled and not yet over. */
export const inProgress = sql`(${interviews.status} in ('proposed', 'other_times_requested') or (${interviews.status} = 'scheduled' and ${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}) > now()))`

/** Whether the application has an interview in progress: there is one at a time. */
export async function hasInterviewInProgress(db: Db | Tx, applicationId: string) {
  const [open] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), inProgress))
    .limit(1)
  return Boolean(open)
}

/** The application a new interview (or invitation to book one) belongs to, and its two sides. */
export const ofApplication = (app: ApplicationRow) => ({
  applicationId: app.id,
  companyId: app.companyId,
  internId: app.internId,
})

/**
 * Locks the application's row and refuses (409) unless interviews may still be arranged on it: an
 * application that ended (decided, no response, its role closed) cancelled its interviews in the
 * transaction that ended it, and the lock keeps a step from slipping in beside that.
 */
export async function lockOpenApplication(tx: Tx, applicationId: string) {
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
 * Arranges an interview on the party's application (a proposal, an invitation to book, a booking):
 * the step runs in a transaction that holds the application's row locked, refused unless
 * interviews may still be arranged on it.
 */
export async function onOpenApplication<T>(
  ctx: AppContext,
  party: ApplicationParty,
  applicationId: string,
  step: (tx: Tx, app: ApplicationRow) => Promise<T>,
): Promise<T> {
  const app = await partyApplication(ctx, party, applicationId)
  return ctx.db.transaction(async (tx) => {
    await lockOpenApplication(tx, app.id)
    return step(tx, app)
  })
}
