import crypto from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import {
  BOOKING_MESSAGES,
  BOOKING_WINDOW_DAYS,
  bookingWindowEnd,
  canArrangeInterview,
  freeInterviewTimes,
  INTERVIEW_MESSAGES,
  weeklyStartTimes,
  type BookingInvite,
  type FreeTimes,
  type Interview,
} from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import { interviewBookingInvites, interviews } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import type { ApplicationParty, ApplicationRow } from '../application-access.queries.js'
import { companyNameOf } from '../company-applications.queries.js'
import { recordFirstResponse } from '../response-times.queries.js'
import { announceScheduled } from './choose-interview.js'
import { availabilityRow, hoursOf } from './interview-availability.js'
import { busyTimes, lockParties, refuseClashes } from './interview-clashes.js'
import {
  hasInterviewInProgress,
  ofApplication,
  onOpenApplication,
  partiesOf,
  partyApplication,
  tellOther,
  toDto,
} from './interview-parties.js'

/**
 * Interviews the intern books (issue 31, decision 072): from an application the company invites
 * the applicant to book; the applicant reads the free times of the company's weekly availability
 * in the next 14 days and takes one, which becomes a scheduled interview like a chosen one.
 */

const MINUTE_MS = 60_000

/** Scheduled interviews read for one applicant's free times: far more than 14 days can hold. */
const BUSY_READ_MAX = 4000

/** The application's invitation still waiting for a booking, or null. */
async function waitingInvite(db: Db | Tx, applicationId: string) {
  const [row] = await db
    .select()
    .from(interviewBookingInvites)
    .where(
      and(
        eq(interviewBookingInvites.applicationId, applicationId),
        isNull(interviewBookingInvites.bookedAt),
      ),
    )
  return row ?? null
}

/** `GET /company/applications/{id}/booking-invite`: invited (and not booked yet), and can invite. */
export async function readBookingInvite(
  ctx: AppContext,
  company: ApplicationParty,
  applicationId: string,
): Promise<BookingInvite> {
  const app = await partyApplication(ctx, company, applicationId)
  const [invite, availability] = await Promise.all([
    waitingInvite(ctx.db, app.id),
    availabilityRow(ctx.db, app.companyId),
  ])
  return {
    invitedAt: invite?.invitedAt.toISOString() ?? null,
    hasAvailability: availability !== null,
  }
}

/**
 * Invites the applicant to book a time (the notice and mail 'Book an interview'), as a proposal
 * would be sent: only while the application is pending or in review, with no interview in
 * progress, and only once the company has set its availability.
 */
export async function sendBookingInvite(
  ctx: AppContext,
  company: ApplicationParty,
  applicationId: string,
): Promise<BookingInvite> {
  return onOpenApplication(ctx, company, applicationId, async (tx, app) => {
    const availability = await availabilityRow(tx, app.companyId)
    if (!availability) throw new AppError('INTERVIEW_STATE', BOOKING_MESSAGES.noAvailability)
    if (await hasInterviewInProgress(tx, app.id)) {
      throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.openExists)
    }
    if (await waitingInvite(tx, app.id)) {
      throw new AppError('INTERVIEW_STATE', BOOKING_MESSAGES.alreadyInvited)
    }
    const invitedAt = new Date()
    const fresh = { invitedAt, bookedAt: null, interviewId: null }
    await tx
      .insert(interviewBookingInvites)
      .values({ ...ofApplication(app), ...fresh })
      .onConflictDoUpdate({ target: interviewBookingInvites.applicationId, set: fresh })
    await recordFirstResponse(tx, app.id)
    await tellOther(ctx, tx, app, company, 'Invited to book an interview', {
      name: 'interview-booking-invited',
      data: {
        applicationId: app.id,
        roleTitle: app.roleTitle,
        companyName: companyNameOf(app),
        durationMinutes: availability.durationMinutes,
        mode: availability.mode,
      },
    })
    return { invitedAt: invitedAt.toISOString(), hasAvailability: true }
  })
}

/** The scheduled times of either party (company, applicant) from now to the window's end. */
async function busyInWindow(db: Db | Tx, app: ApplicationRow, now: Date) {
  const end = bookingWindowEnd(now)
  const span = {
    startsAt: now,
    durationMinutes: Math.ceil((end.getTime() - now.getTime()) / MINUTE_MS),
  }
  const rows = await busyTimes(db, partiesOf(app), [span]).limit(BUSY_READ_MAX)
  return rows.flatMap((row) =>
    row.startsAt && row.durationMinutes
      ? [{ startsAt: row.startsAt, durationMinutes: row.durationMinutes }]
      : [],
  )
}

/**
 * `GET /users/applications/{id}/free-times`: every start time of the company's weekly hours from
 * now to the end of the 14th day in Lagos, less those overlapping a scheduled interview of the
 * company or of the applicant. Not invited (or booked already, or an interview in progress):
 * `invited: false` and no times.
 */
export async function listFreeTimes(
  ctx: AppContext,
  intern: ApplicationParty,
  applicationId: string,
  now = new Date(),
): Promise<FreeTimes> {
  const app = await partyApplication(ctx, intern, applicationId)
  const closed: FreeTimes = {
    invited: false,
    docs: [],
    durationMinutes: null,
    mode: null,
    location: null,
    link: null,
    windowDays: BOOKING_WINDOW_DAYS,
  }
  if (!canArrangeInterview(app) || !(await waitingInvite(ctx.db, app.id))) return closed
  const availability = await availabilityRow(ctx.db, app.companyId)
  if (!availability || (await hasInterviewInProgress(ctx.db, app.id))) return closed
  const busy = await busyInWindow(ctx.db, app, now)
  return {
    invited: true,
    docs: freeInterviewTimes(hoursOf(availability), busy, now).map((startsAt) => ({ startsAt })),
    durationMinutes: availability.durationMinutes,
    mode: availability.mode,
    location: availability.location,
    link: availability.link,
    windowDays: BOOKING_WINDOW_DAYS,
  }
}

const notFree = () =>
  new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.notFree, {
    errors: { startsAt: BOOKING_MESSAGES.notFree },
  })

/**
 * `POST /users/applications/{id}/book`: takes one free time. Both parties' scheduling locks are
 * held while the time is checked and the interview written, so of two applicants taking the same
 * time one wins and the other hears 409 'That time was just taken; choose another'.
 */
export async function bookInterview(
  ctx: AppContext,
  intern: ApplicationParty,
  applicationId: string,
  startsAt: string,
  now = new Date(),
): Promise<Interview> {
  return onOpenApplication(ctx, intern, applicationId, async (tx, app) => {
    const invite = await waitingInvite(tx, app.id)
    const availability = await availabilityRow(tx, app.companyId)
    if (!invite || !availability) throw new AppError('INTERVIEW_STATE', BOOKING_MESSAGES.notInvited)
    if (await hasInterviewInProgress(tx, app.id)) {
      throw new AppError('INTERVIEW_STATE', BOOKING_MESSAGES.interviewOpen)
    }
    const hours = hoursOf(availability)
    const isWeeklyTime = weeklyStartTimes(hours, now).some(
      (time) => time.toISOString() === startsAt,
    )
    if (!isWeeklyTime) throw notFree()
    const parties = partiesOf(app)
    const asked = { startsAt, durationMinutes: hours.durationMinutes }
    // What was free when the list was read may have been taken since: checked under the locks.
    await lockParties(tx, parties)
    const busy = await busyTimes(tx, parties, [asked])
    if (busy.some((taken) => taken.companyId === app.companyId)) {
      throw new AppError('BOOKING_TIME_TAKEN', BOOKING_MESSAGES.taken, {
        errors: { startsAt: BOOKING_MESSAGES.taken },
      })
    }
    // The applicant's own interviews with other companies: said as a chosen time's clash is.
    await refuseClashes(tx, parties, [asked], 'intern', () => 'startsAt')
    const slotId = crypto.randomUUID()
    const [row] = await tx
      .insert(interviews)
      .values({
        ...ofApplication(app),
        status: 'scheduled',
        mode: availability.mode,
        location: availability.location,
        link: availability.link,
        slots: [{ id: slotId, ...asked }],
        chosenSlotId: slotId,
        startsAt: new Date(startsAt),
        durationMinutes: hours.durationMinutes,
      })
      .returning()
    if (!row) throw new Error('The booked interview was not saved')
    await tx
      .update(interviewBookingInvites)
      .set({ bookedAt: now, interviewId: row.id })
      .where(eq(interviewBookingInvites.applicationId, app.id))
    await announceScheduled(ctx, tx, app, intern, row, now)
    return toDto(row, app, intern)
  })
}
