import { and, asc, desc, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm'
import {
  canArrangeInterview,
  INTERVIEW_MESSAGES,
  UPCOMING_INTERVIEWS_LIMIT,
  type Interview,
  type UpcomingInterview,
  type WaitingInterview,
} from '@app/domain'
import { applications, companies, interns, interviews, roles } from '../../../db/schema.js'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Db } from '../../../db/client.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import { findApplication, type ApplicationParty } from '../application-access.queries.js'
import { companyNameOf, partyNameColumns } from '../company-applications.queries.js'
import { interviewCalendar } from '../../../lib/interview-invite.js'
import {
  factsOf,
  fullName,
  internEmail,
  partyApplication,
  partyInterview,
  toDto,
} from './interview-parties.js'

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
      attendance: interviews.attendance,
      roleTitle: roles.title,
      ...partyNameColumns,
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
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.applicationId,
    startsAt: (row.startsAt ?? new Date()).toISOString(),
    durationMinutes: row.durationMinutes ?? 0,
    mode: row.mode,
    location: row.location,
    link: row.link,
    roleTitle: row.roleTitle,
    counterpart: { name: viewer.kind === 'company' ? fullName(row) : companyNameOf(row) },
    attendance: row.attendance,
  }))
}

/**
 * Proposals waiting for the intern's choice, newest first, for the dashboard's 'Choose a time'
 * (including those whose times have all passed: the intern still has to answer them).
 */
/**
 * Interviews with what names them to the intern — the role's title and the company's name — and
 * `columns` besides: the waiting list and the phone's answers read them alike.
 */
export const selectNamedInterviews = <Columns extends SelectedFields>(db: Db, columns: Columns) =>
  db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      roleTitle: roles.title,
      companyName: companies.companyName,
      ...columns,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(companies, eq(companies.accountId, interviews.companyId))

export async function waitingInterviews(
  ctx: AppContext,
  intern: ApplicationParty,
): Promise<WaitingInterview[]> {
  const rows = await selectNamedInterviews(ctx.db, { slots: interviews.slots })
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
