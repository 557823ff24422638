import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applications, interviews, notifications } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { applied } from '../../../../test/conversation-fixtures.js'
import { DECIDED_CANCEL_NOTES } from './close-decided-interviews.js'

/*
 * Deciding an application closes its open interview (issue 14's follow-up to decision 030): in
 * the decision's transaction, told once by the decision's own notice and mail, with a calendar
 * CANCEL only for an interview whose time was chosen.
 */

const t = useTestApp()

const DAY_MS = 24 * 60 * 60 * 1000

/** 10:00 in Lagos (09:00 UTC) `days` from today. */
function watTen(days: number) {
  const day = new Date(Date.now() + days * DAY_MS)
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0),
  ).toISOString()
}

const proposal = {
  slots: [
    { startsAt: watTen(3), durationMinutes: 45 },
    { startsAt: watTen(4), durationMinutes: 45 },
  ],
  mode: 'video',
  link: 'https://meet.example.com/kobo-ada',
}

async function proposed() {
  const setup = await applied(t)
  const res = await call(t.app, {
    method: 'POST',
    url: `/company/applications/${setup.applicationId}/interviews`,
    token: setup.company.token,
    payload: proposal,
  })
  expect(res.status).toBe(201)
  return { ...setup, interview: res.body.data as { id: string; slots: { id: string }[] } }
}

async function scheduled() {
  const setup = await proposed()
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/interviews/${setup.interview.id}/choose`,
    token: setup.intern.token,
    payload: { slotId: setup.interview.slots[0]!.id },
  })
  expect(res.status).toBe(200)
  return setup
}

/** Waits for queued mail, then forgets everything sent so far. */
async function freshMailbox() {
  await t.app.ctx.jobs.settle()
  t.mail.mails.length = 0
}

async function sentMail() {
  await t.app.ctx.jobs.settle()
  return t.mail.mails
}

const calendarOf = (mail: { attachments: { contentType: string; content: string }[] }) =>
  mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? null

const interviewOf = async (id: string) =>
  (await t.database.db.select().from(interviews).where(eq(interviews.id, id)))[0]!

const noticesOf = (accountId: string, since: Date) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      sql`${notifications.accountId} = ${accountId} and ${notifications.createdAt} >= ${since}`,
    )

const decide = (
  token: string,
  applicationId: string,
  decision: 'accept' | 'reject',
  body?: object,
) =>
  call(t.app, {
    method: 'PATCH',
    url: `/company/applications/${applicationId}/${decision}`,
    token,
    ...(body ? { payload: body } : {}),
  })

const upcomingOf = async (url: string, token: string) =>
  (await call(t.app, { method: 'GET', url, token })).body.data as unknown[]

/** Makes waiting reminders due now and lets them run. */
async function runReminders() {
  await t.database.db.execute(
    sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'interview-reminder' AND state = 'created'`,
  )
  await t.app.ctx.jobs.settle()
}

describe('accepting an application with an interview in progress', () => {
  it('cancels a scheduled interview: one notice, the decision mail, a CANCEL to both calendars, no reminders, off both dashboards', async () => {
    const { applicationId, company, intern, interview } = await scheduled()
    expect(await upcomingOf('/users/interviews/upcoming', intern.token)).toHaveLength(1)
    await freshMailbox()
    const since = new Date()

    const res = await decide(company.token, applicationId, 'accept')
    expect(res.status).toBe(200)

    const row = await interviewOf(interview.id)
    expect(row).toMatchObject({ status: 'cancelled', cancelNote: DECIDED_CANCEL_NOTES.accepted })
    expect(row.sequence).toBe(1)

    // Told once: the decision's notice, which says the interview is cancelled.
    const notices = await noticesOf(intern.account.id, since)
    expect(notices.map((n) => [n.type, n.description])).toEqual([
      [
        'status',
        'Kobo Ledger Technologies accepted your application for Front-End Developer Intern. The interview is cancelled',
      ],
    ])

    const mails = await sentMail()
    const toIntern = mails.filter((m) => m.to === intern.account.email)
    expect(toIntern.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Interview cancelled: Front-End Developer Intern/),
      'Application accepted: Front-End Developer Intern',
    ])
    const decisionMail = toIntern.find((m) => m.subject.startsWith('Application accepted'))!
    expect(decisionMail.text).toContain('The interview is cancelled.')
    for (const to of [intern.account.email, company.account.email]) {
      const cancel = mails.find((m) => m.to === to && m.subject.startsWith('Interview cancelled'))
      const ics = calendarOf(cancel!)
      expect(ics).toContain('METHOD:CANCEL')
      expect(ics).toContain(`UID:interview-${interview.id}@internplace`)
    }

    await freshMailbox()
    await runReminders()
    expect(t.mail.mails).toHaveLength(0)
    expect(await upcomingOf('/users/interviews/upcoming', intern.token)).toEqual([])
    expect(await upcomingOf('/company/interviews/upcoming', company.token)).toEqual([])
  })

  it('cancels a proposed interview without any calendar mail', async () => {
    const { applicationId, company, intern, interview } = await proposed()
    await freshMailbox()
    expect((await decide(company.token, applicationId, 'accept')).status).toBe(200)
    expect(await interviewOf(interview.id)).toMatchObject({ status: 'cancelled' })
    const mails = await sentMail()
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [intern.account.email, 'Application accepted: Front-End Developer Intern'],
    ])
    expect(calendarOf(mails[0]!)).toBeNull()

    // The intern's panel says why.
    const own = await call(t.app, {
      method: 'GET',
      url: `/users/applications/${applicationId}/interviews`,
      token: intern.token,
    })
    expect(own.body.data[0]).toMatchObject({
      status: 'cancelled',
      cancelNote: DECIDED_CANCEL_NOTES.accepted,
    })
  })

  it('leaves an interview that has already taken place as it was', async () => {
    const { applicationId, company, interview } = await scheduled()
    const past = new Date(Date.now() - 2 * DAY_MS)
    await t.database.db
      .update(interviews)
      .set({ startsAt: past })
      .where(eq(interviews.id, interview.id))
    await freshMailbox()
    expect((await decide(company.token, applicationId, 'accept')).status).toBe(200)
    expect(await interviewOf(interview.id)).toMatchObject({ status: 'scheduled', sequence: 0 })
    expect((await sentMail()).every((m) => calendarOf(m) === null)).toBe(true)
  })
})

describe('rejecting an application with an interview in progress', () => {
  it('cancels it with the rejection, and the notice gives the reason and says so', async () => {
    const { applicationId, company, intern, interview } = await scheduled()
    const since = new Date()
    const res = await decide(company.token, applicationId, 'reject', { reason: 'role_filled' })
    expect(res.status).toBe(200)
    expect(await interviewOf(interview.id)).toMatchObject({
      status: 'cancelled',
      cancelNote: DECIDED_CANCEL_NOTES.rejected,
    })
    const notices = await noticesOf(intern.account.id, since)
    expect(notices).toHaveLength(1)
    expect(notices[0]!.description).toMatch(
      /Reason: The role has been filled\. The interview is cancelled$/,
    )
  })

  it('bulk rejection cancels the interview of each applicant it rejects', async () => {
    const { applicationId, company, intern, interview } = await scheduled()
    await freshMailbox()
    const res = await call(t.app, {
      method: 'POST',
      url: '/company/applications/reject',
      token: company.token,
      payload: { ids: [applicationId], reason: 'availability' },
    })
    expect(res.status).toBe(200)
    expect(await interviewOf(interview.id)).toMatchObject({ status: 'cancelled' })
    const toIntern = (await sentMail()).filter((m) => m.to === intern.account.email)
    expect(toIntern).toHaveLength(2)
    expect(toIntern.filter((m) => calendarOf(m)?.includes('METHOD:CANCEL'))).toHaveLength(1)
    expect(toIntern.find((m) => m.subject.startsWith('Application update'))?.text).toContain(
      'The interview is cancelled.',
    )
  })

  it('a bad reason is a 400 and the interview stays as it was', async () => {
    const { applicationId, company, interview } = await scheduled()
    const res = await decide(company.token, applicationId, 'reject', { reason: 'vibes' })
    expect(res.status).toBe(400)
    expect(await interviewOf(interview.id)).toMatchObject({ status: 'scheduled', sequence: 0 })
  })
})

describe('who may decide', () => {
  it("another company's decision is a 404, an intern's a 403, and the interview stays", async () => {
    const { applicationId, intern, interview } = await proposed()
    const other = await applied(t)
    expect((await decide(other.company.token, applicationId, 'accept')).status).toBe(404)
    expect((await decide(intern.token, applicationId, 'accept')).status).toBe(403)
    expect(await interviewOf(interview.id)).toMatchObject({ status: 'proposed', sequence: 0 })
  })
})

describe('an accepted application whose interview stayed scheduled (decided before this rule)', () => {
  it('is neither reminded nor upcoming', async () => {
    const { applicationId, company, intern } = await scheduled()
    await t.database.db
      .update(applications)
      .set({ status: 'accepted', decidedAt: new Date() })
      .where(eq(applications.id, applicationId))
    expect(await upcomingOf('/users/interviews/upcoming', intern.token)).toEqual([])
    expect(await upcomingOf('/company/interviews/upcoming', company.token)).toEqual([])
    await freshMailbox()
    await runReminders()
    expect(t.mail.mails.filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0)
  })
})
