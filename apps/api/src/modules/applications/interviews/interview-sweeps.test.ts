import fs from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INTERVIEW_MESSAGES } from '@app/domain'
import { applications, interviews } from '../../../db/schema.js'
import { queueTestMail } from '../../../../test/mail-fixtures.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { applied } from '../../../../test/conversation-fixtures.js'
import { sendInterviewReminder } from './interview-invites.js'
import { DECIDED_CANCEL_NOTES } from './close-decided-interviews.js'
import { inviteFactsById } from './interview-reads.js'
import { closeUnansweredApplications, warnBeforeNoResponse } from '../application-sweeps.js'

/**
 * The sweeps and reminders around interviews (issue 26, items 3 and 5; decision 046): an interview
 * counts as the company's answer, an application that ends closes its interviews, and a reminder
 * whose moment passed is dropped, not sent late. Time is shifted by handing the sweeps a `now`.
 */
const t = useTestApp()

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** 10:00 in Lagos (09:00 UTC) `days` from today. */
function watTen(days: number) {
  const day = new Date(Date.now() + days * DAY)
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0),
  ).toISOString()
}

const proposal = () => ({
  slots: [
    { startsAt: watTen(3), durationMinutes: 45 },
    { startsAt: watTen(4), durationMinutes: 45 },
  ],
  mode: 'video',
  link: 'https://meet.example.com/kobo-ada',
})

interface Proposed {
  id: string
  slots: { id: string; startsAt: string }[]
}

/** An application whose company's time to answer started `daysAgo` days ago, with times proposed. */
async function interviewProposed(daysAgo: number) {
  const setup = await applied(t)
  const clock = new Date(Date.now() - daysAgo * DAY)
  await t.database.db
    .update(applications)
    .set({ createdAt: clock, responseClockFrom: clock })
    .where(eq(applications.id, setup.applicationId))
  const res = await call(t.app, {
    method: 'POST',
    url: `/company/applications/${setup.applicationId}/interviews`,
    token: setup.company.token,
    payload: proposal(),
  })
  expect(res.status).toBe(201)
  return { ...setup, interview: res.body.data as Proposed }
}

const choose = (token: string, interview: Proposed) =>
  call(t.app, {
    method: 'POST',
    url: `/users/interviews/${interview.id}/choose`,
    token,
    payload: { slotId: interview.slots[0]!.id },
  })

const reschedule = (token: string, interview: Proposed) =>
  call(t.app, {
    method: 'POST',
    url: `/company/interviews/${interview.id}/reschedule`,
    token,
    payload: proposal(),
  })

const applicationOf = async (id: string) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!

const interviewOf = async (id: string) =>
  (await t.database.db.select().from(interviews).where(eq(interviews.id, id)))[0]!

const waitingMails = () =>
  t.mail.mails.filter((mail) => mail.subject === 'Applicants are waiting for your answer')

/** Both no-response steps, as the sweep runs them, at `now`. */
async function noResponseSweep(now: Date) {
  await warnBeforeNoResponse(t.app.ctx, now)
  await closeUnansweredApplications(t.app.ctx, now)
  await t.app.ctx.jobs.settle()
}

describe('the no-response rule and interviews', () => {
  it('counts an interview to come as the company’s answer, and gives it its full time after', async () => {
    const { company, intern, applicationId, interview } = await interviewProposed(30)
    await noResponseSweep(new Date())
    expect((await applicationOf(applicationId)).status).toBe('pending')

    expect((await choose(intern.token, interview)).status).toBe(200)
    await noResponseSweep(new Date())
    expect((await applicationOf(applicationId)).status).toBe('pending')
    expect(waitingMails()).toEqual([])

    // The interview ends 45 minutes after 10:00 WAT; the 21 days run from then.
    const ends = new Date(interview.slots[0]!.startsAt).getTime() + 45 * MINUTE
    await noResponseSweep(new Date(ends + 17 * DAY))
    expect(waitingMails()).toEqual([])
    await noResponseSweep(new Date(ends + 18 * DAY + HOUR))
    expect(waitingMails().map((mail) => mail.to)).toEqual([company.account.email])
    await noResponseSweep(new Date(ends + 20 * DAY))
    expect((await applicationOf(applicationId)).status).toBe('pending')
    await noResponseSweep(new Date(ends + 21 * DAY + HOUR))
    expect((await applicationOf(applicationId)).status).toBe('no_response')
    expect(waitingMails()).toHaveLength(1)
  })

  it('closes a proposal left unanswered with its application, and refuses choosing or moving it', async () => {
    const { company, intern, applicationId, interview } = await interviewProposed(60)
    // Proposed long ago: its times passed 25 days ago, and nobody answered since.
    await t.database.db
      .update(interviews)
      .set({
        slots: sql`(select jsonb_agg(jsonb_set(slot, '{startsAt}', to_jsonb(to_char((slot ->> 'startsAt')::timestamptz - interval '28 days', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))) from jsonb_array_elements(${interviews.slots}) as slots(slot))`,
      })
      .where(eq(interviews.id, interview.id))

    await noResponseSweep(new Date())
    expect((await applicationOf(applicationId)).status).toBe('no_response')
    const closed = await interviewOf(interview.id)
    expect(closed).toMatchObject({
      status: 'cancelled',
      cancelNote: DECIDED_CANCEL_NOTES.no_response,
    })

    const chosen = await choose(intern.token, interview)
    expect(chosen.status).toBe(409)
    expect(chosen.body.message).toBe(INTERVIEW_MESSAGES.applicationClosed)
    const moved = await reschedule(company.token, interview)
    expect(moved.status).toBe(409)
    expect(moved.body.message).toBe(INTERVIEW_MESSAGES.applicationClosed)
    expect(await interviewOf(interview.id)).toEqual(closed)
  })

  it('refuses every step of an interview left open on an ended application, and the migration closes it', async () => {
    const { company, intern, applicationId, interview } = await interviewProposed(0)
    // As the sweep left them before: the application closed, its interview still proposed.
    await t.database.db
      .update(applications)
      .set({ status: 'no_response', decidedAt: new Date() })
      .where(eq(applications.id, applicationId))

    for (const res of [
      await choose(intern.token, interview),
      await reschedule(company.token, interview),
    ]) {
      expect(res.status).toBe(409)
      expect(res.body.message).toBe(INTERVIEW_MESSAGES.applicationClosed)
    }
    expect((await interviewOf(interview.id)).status).toBe('proposed')

    const migration = fs.readFileSync(
      new URL(
        '../../../db/migrations/0024_close_interviews_of_ended_applications.sql',
        import.meta.url,
      ),
      'utf8',
    )
    await t.database.db.execute(sql.raw(migration))
    expect(await interviewOf(interview.id)).toMatchObject({
      status: 'cancelled',
      cancelNote: DECIDED_CANCEL_NOTES.no_response,
    })
  })

  it('cancels a scheduled interview when its role is deleted: a CANCEL to both calendars', async () => {
    const { company, intern, interview } = await interviewProposed(0)
    expect((await choose(intern.token, interview)).status).toBe(200)
    t.mail.mails.length = 0
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: `/roles/${company.roleId}`,
      token: company.token,
    })
    expect(deleted.status).toBe(200)
    expect(await interviewOf(interview.id)).toMatchObject({
      status: 'cancelled',
      cancelNote: DECIDED_CANCEL_NOTES.closed,
    })
    const cancels = t.mail.mails.filter((mail) => mail.subject.startsWith('Interview cancelled'))
    expect(cancels.map((mail) => mail.to).sort()).toEqual(
      [intern.account.email, company.account.email].sort(),
    )
    for (const mail of cancels) {
      const calendar = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
      expect(calendar?.content).toContain('METHOD:CANCEL')
    }
    const upcoming = await call(t.app, {
      method: 'GET',
      url: '/users/interviews/upcoming',
      token: intern.token,
    })
    expect(upcoming.body.data).toEqual([])
  })
})

const reminderJobs = () =>
  t.database.db.execute(
    sql`SELECT data, state, output FROM pgboss.job WHERE name = 'interview-reminder' ORDER BY data->>'before'`,
  ) as unknown as Promise<{
    rows: { data: { before: string }; state: string; output: { skipped?: string } | null }[]
  }>

const reminderMails = () => t.mail.mails.filter((mail) => mail.subject.startsWith('Reminder'))

describe('interview reminders after downtime', () => {
  it('drops reminders whose moment passed, recorded as skipped, not mailed', async () => {
    const { intern, interview } = await interviewProposed(0)
    expect((await choose(intern.token, interview)).status).toBe(200)
    const { sequence, startsAt } = await interviewOf(interview.id)

    // The server was down through the interview; it comes back four days after it.
    const payload = (before: 'day' | 'hours') => ({ interviewId: interview.id, sequence, before })
    const fourDaysAfter = new Date(startsAt!.getTime() + 4 * DAY)
    for (const before of ['day', 'hours'] as const) {
      const outcome = await sendInterviewReminder(
        t.app.ctx,
        payload(before),
        inviteFactsById,
        fourDaysAfter,
      )
      expect(outcome).toEqual({ skipped: expect.stringContaining('passed') })
    }
    await t.app.ctx.jobs.settle()
    expect(reminderMails()).toEqual([])

    // Through the queue: the jobs run late (the interview was an hour ago) and do nothing.
    await t.database.db
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - HOUR) })
      .where(eq(interviews.id, interview.id))
    await t.database.db.execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'interview-reminder' AND state = 'created'`,
    )
    await t.app.ctx.jobs.settle()
    expect(reminderMails()).toEqual([])
    const { rows } = await reminderJobs()
    expect(rows.map((row) => [row.data.before, row.state, row.output?.skipped])).toEqual([
      ['day', 'completed', expect.stringContaining('passed')],
      ['hours', 'completed', expect.stringContaining('passed')],
    ])
  })

  it('runs a last reminder queued as "an hour before" as the two hours’ one', async () => {
    const { intern, company, interview } = await interviewProposed(0)
    expect((await choose(intern.token, interview)).status).toBe(200)
    const { sequence, startsAt } = await interviewOf(interview.id)
    const anHourBefore = new Date(startsAt!.getTime() - HOUR)
    await sendInterviewReminder(
      t.app.ctx,
      { interviewId: interview.id, sequence, before: 'hour' },
      inviteFactsById,
      anHourBefore,
    )
    await t.app.ctx.jobs.settle()
    expect(reminderMails().map((mail) => [mail.to, mail.subject.split(',')[0]])).toEqual(
      expect.arrayContaining([
        [intern.account.email, 'Reminder: interview in an hour'],
        [company.account.email, 'Reminder: interview in an hour'],
      ]),
    )
  })

  it('sends a late reminder only while it still makes sense, in true words', async () => {
    const { intern, company, interview } = await interviewProposed(0)
    expect((await choose(intern.token, interview)).status).toBe(200)
    const { sequence, startsAt } = await interviewOf(interview.id)
    const halfAnHourBefore = new Date(startsAt!.getTime() - 30 * MINUTE)
    for (const before of ['day', 'hours'] as const) {
      await sendInterviewReminder(
        t.app.ctx,
        { interviewId: interview.id, sequence, before },
        inviteFactsById,
        halfAnHourBefore,
      )
    }
    await t.app.ctx.jobs.settle()
    expect(reminderMails().map((mail) => [mail.to, mail.subject.split(',')[0]])).toEqual(
      expect.arrayContaining([
        [intern.account.email, 'Reminder: interview in 30 minutes'],
        [company.account.email, 'Reminder: interview in 30 minutes'],
      ]),
    )
    expect(reminderMails()).toHaveLength(2)
  })

  it('drops a reminder’s mail that could not go out before its moment', async () => {
    await queueTestMail(
      t.app.ctx,
      t.database.db,
      { to: 'ada@example.com', subject: 'Reminder: interview in an hour', text: 'Soon.' },
      { notAfter: new Date(Date.now() - MINUTE) },
    )
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toEqual([])
    const { rows } = (await t.database.db.execute(
      sql`SELECT state, output FROM pgboss.job WHERE name = 'mail'`,
    )) as unknown as { rows: { state: string; output: { skipped?: string } }[] }
    expect(rows).toEqual([
      { state: 'completed', output: { skipped: expect.stringContaining('passed') } },
    ])
  })
})
