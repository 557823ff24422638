import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { APPLICATION_STATUS_LABELS } from '@app/domain'
import type { Db } from '../../../db/client.js'
import { applications, companies, interviews, roles } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import { notify } from '../../notifications/notify.js'
import { findApplication } from '../application-access.queries.js'
import { companyNameOf } from '../company-applications.queries.js'
import { chooseInterviewSlot } from './choose-interview.js'
import { fullName } from './interview-parties.js'
import { selectNamedInterviews } from './interview-reads.js'

/**
 * What the phone channels (modules/phone: SMS and WhatsApp replies, USSD) may read and do of an
 * intern's applications and interviews, under this module's rules (decision 055): choosing a slot
 * goes through the app's own choice, attendance is written here, once, for every way of answering.
 */

/** Applications where interviews may still be arranged: not decided, not closed. */
const openApplication = and(
  inArray(applications.status, ['pending', 'in_review']),
  isNull(applications.closedAt),
)

export interface PhoneApplicationLine {
  roleTitle: string
  companyName: string
  statusLabel: string
}

/** The intern's latest applications, newest first, as a phone screen lists them. */
export async function latestApplicationsOf(
  db: Db,
  internId: string,
  limit: number,
): Promise<PhoneApplicationLine[]> {
  const rows = await db
    .select({
      roleTitle: roles.title,
      companyName: companies.companyName,
      status: applications.status,
    })
    .from(applications)
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(companies, eq(companies.accountId, roles.companyId))
    .where(eq(applications.internId, internId))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(limit)
  return rows.map((row) => ({
    roleTitle: row.roleTitle,
    companyName: companyNameOf(row),
    statusLabel: APPLICATION_STATUS_LABELS[row.status],
  }))
}

export interface NextInterview {
  id: string
  applicationId: string
  companyId: string
  roleTitle: string
  companyName: string
  startsAt: Date
  attendance: 'confirmed' | 'not_coming' | null
}

/**
 * The intern's next scheduled interview still to come, on an open application: the one the
 * reminders are about, which YES/NO and the USSD menu answer (or, from the app, the one named).
 */
export async function nextInterviewOf(
  db: Db,
  internId: string,
  interviewId?: string,
): Promise<NextInterview | null> {
  const [row] = await selectNamedInterviews(db, {
    companyId: interviews.companyId,
    startsAt: interviews.startsAt,
    attendance: interviews.attendance,
  })
    .where(
      and(
        eq(interviews.internId, internId),
        interviewId === undefined ? undefined : eq(interviews.id, interviewId),
        eq(interviews.status, 'scheduled'),
        gt(interviews.startsAt, new Date()),
        openApplication,
      ),
    )
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .limit(1)
  if (!row?.startsAt) return null
  return { ...row, startsAt: row.startsAt, companyName: companyNameOf(row) }
}

/** What a phone answer confirms: with whom, and when. */
export interface AnsweredInterview {
  companyName: string
  startsAt: string
}

/**
 * Slot `number` (1 for the first) of the intern's newest proposal waiting for an answer, chosen
 * exactly as in the app (its checks, clash rules, chat line, notices and reminders). Null when
 * there is no such proposal or slot, or the app's rules refuse the choice (a time past, a clash).
 */
export async function chooseSlotByNumber(
  ctx: AppContext,
  internId: string,
  number: number,
): Promise<AnsweredInterview | null> {
  const [proposal] = await ctx.db
    .select({ id: interviews.id, slots: interviews.slots, companyName: companies.companyName })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(companies, eq(companies.accountId, interviews.companyId))
    .where(
      and(eq(interviews.internId, internId), eq(interviews.status, 'proposed'), openApplication),
    )
    .orderBy(desc(interviews.updatedAt), desc(interviews.id))
    .limit(1)
  const slot = proposal?.slots[number - 1]
  if (!proposal || !slot) return null
  try {
    await chooseInterviewSlot(ctx, { kind: 'intern', id: internId }, proposal.id, slot.id)
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
  return { companyName: companyNameOf(proposal), startsAt: slot.startsAt }
}

/**
 * The intern says they will attend the interview, or cannot: recorded on the interview (the next
 * one to come unless `interviewId` names one), and the company is told (notice and mail) when the
 * answer changed. Null when there is no such interview to answer.
 */
export async function recordAttendance(
  ctx: AppContext,
  internId: string,
  attending: boolean,
  interviewId?: string,
): Promise<AnsweredInterview | null> {
  const interview = await nextInterviewOf(ctx.db, internId, interviewId)
  return interview && writeAttendance(ctx, internId, interview, attending)
}

async function writeAttendance(
  ctx: AppContext,
  internId: string,
  interview: NextInterview,
  attending: boolean,
): Promise<AnsweredInterview> {
  const attendance = attending ? 'confirmed' : 'not_coming'
  const app = await findApplication(
    ctx.db,
    { kind: 'intern', id: internId },
    interview.applicationId,
  )
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(interviews)
      .set({ attendance, attendanceAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(interviews.id, interview.id),
          eq(interviews.status, 'scheduled'),
          or(isNull(interviews.attendance), sql`${interviews.attendance} <> ${attendance}`),
        ),
      )
      .returning({ id: interviews.id })
    // The same answer again (a second YES) tells the company nothing new.
    if (!changed) return
    await notify(
      ctx,
      tx,
      { accountId: interview.companyId },
      {
        name: 'interview-attendance',
        data: {
          applicationId: interview.applicationId,
          roleTitle: app.roleTitle,
          internName: fullName(app),
          attending,
          startsAt: interview.startsAt.toISOString(),
        },
      },
    )
  })
  return { companyName: interview.companyName, startsAt: interview.startsAt.toISOString() }
}
