import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INTERVIEW_MESSAGES, INTERVIEW_NOTE_MAX, WRITE_LIMITS } from '@app/domain'
import { interviews, messages, notifications } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { createAdmin, createCompleteIntern } from '../../../../test/factories.js'
import { applied, companyWithRole } from '../../../../test/conversation-fixtures.js'
import { applyTo, propose, schedule, watTen } from '../../../../test/interview-fixtures.js'

const t = useTestApp()

const rowsOf = (applicationId: string) =>
  t.database.db.select().from(interviews).where(eq(interviews.applicationId, applicationId))

const decline = (token: string, interviewId: string, payload?: Record<string, unknown>) =>
  call(t.app, {
    method: 'POST',
    url: `/users/interviews/${interviewId}/decline`,
    token,
    ...(payload ? { payload } : {}),
  })

async function proposed() {
  const setup = await applied(t)
  const res = await propose(t, setup.company.token, setup.applicationId, [
    { startsAt: watTen(3), durationMinutes: 45 },
  ])
  expect(res.status).toBe(201)
  return { ...setup, interviewId: res.body.data.id as string }
}

describe('POST /users/interviews/{id}/decline', () => {
  it('declines a proposal with a note: the company is told in the chat, in-app and by mail, and sees the note', async () => {
    const { company, intern, applicationId, interviewId } = await proposed()
    t.mail.mails.length = 0
    const res = await decline(intern.token, interviewId, {
      note: 'I accepted another offer. Thank you for your time.',
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(INTERVIEW_MESSAGES.declinedDone)
    expect(res.body.data).toMatchObject({
      status: 'declined',
      internNote: 'I accepted another offer. Thank you for your time.',
    })

    const lines = await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.applicationId, applicationId))
    expect(lines.at(-1)?.body).toBe(
      'Declined the interview: I accepted another offer. Thank you for your time.',
    )
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, company.account.id))
    expect(notices.at(-1)).toMatchObject({
      type: 'interview',
      title: 'Interview declined',
      description: 'Ada Okafor declined the interview for Front-End Developer Intern',
    })
    expect(t.mail.mails.map((m) => m.to)).toEqual([company.account.email])
    expect(t.mail.mails[0]?.subject).toBe('Interview declined: Front-End Developer Intern')
    expect(t.mail.mails[0]?.text).toContain('I accepted another offer.')

    const seen = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}/interviews`,
      token: company.token,
    })
    expect(seen.body.data[0]).toMatchObject({
      status: 'declined',
      internNote: 'I accepted another offer. Thank you for your time.',
    })

    // Declined is final; the company may propose a new interview.
    expect((await decline(intern.token, interviewId)).status).toBe(409)
    const again = await propose(t, company.token, applicationId, [
      { startsAt: watTen(6), durationMinutes: 30 },
    ])
    expect(again.status).toBe(201)
  })

  it('declines a scheduled interview without a note: a CANCEL to both calendars, no reminders, not upcoming', async () => {
    const { company, intern, applicationId } = await applied(t)
    const interviewId = await schedule(t, company, intern, applicationId, {
      startsAt: watTen(3),
      durationMinutes: 45,
    })
    t.mail.mails.length = 0
    const res = await decline(intern.token, interviewId)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'declined', internNote: null })
    expect(t.mail.mails.map((m) => m.to).sort()).toEqual(
      [intern.account.email, company.account.email].sort(),
    )
    for (const mail of t.mail.mails) {
      expect(mail.subject).toMatch(/^Interview declined: Front-End Developer Intern, /)
      const calendar = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
      expect(calendar?.content).toContain('METHOD:CANCEL')
      expect(calendar?.content).toContain('SEQUENCE:1')
    }
    expect(t.mail.mails.find((m) => m.to === company.account.email)?.text).toContain(
      'Ada Okafor declined the interview',
    )

    t.mail.mails.length = 0
    await t.database.db.execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'interview-reminder' AND state = 'created'`,
    )
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toHaveLength(0)
    for (const [url, token] of [
      ['/users/interviews/upcoming', intern.token],
      ['/company/interviews/upcoming', company.token],
    ] as const) {
      expect((await call(t.app, { method: 'GET', url, token })).body.data).toEqual([])
    }
  })

  it('is 404 for another intern and 403 for the company or an admin; nothing changes', async () => {
    const { company, applicationId, interviewId } = await proposed()
    const stranger = await createCompleteIntern(t, { firstName: 'Tunde' })
    const admin = await createAdmin(t.database.db)
    expect((await decline(stranger.token, interviewId)).status).toBe(404)
    expect((await decline(company.token, interviewId)).status).toBe(403)
    expect((await decline(admin.token, interviewId)).status).toBe(403)
    expect((await rowsOf(applicationId))[0]?.status).toBe('proposed')
  })

  it('answers 400 for a note too long or not text, and changes nothing', async () => {
    const { intern, applicationId, interviewId } = await proposed()
    for (const note of ['x'.repeat(INTERVIEW_NOTE_MAX + 1), 42]) {
      const res = await decline(intern.token, interviewId, { note })
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.errors ?? {})).toContain('note')
    }
    expect((await rowsOf(applicationId))[0]).toMatchObject({ status: 'proposed', internNote: null })
  })

  it('is limited with the other interview steps', async () => {
    const intern = await createCompleteIntern(t)
    const { max } = WRITE_LIMITS.interviews.perAccount!
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (let i = 0; i < max; i++) expect((await decline(intern.token, unknown)).status).toBe(404)
    const res = await decline(intern.token, unknown)
    expect(res.status).toBe(429)
    expect(res.body.code).toBe('TOO_MANY_REQUESTS')
  })
})

describe('GET /users/interviews/waiting', () => {
  it('lists the proposals waiting for the intern, even when their times have passed, and only theirs', async () => {
    const { intern, company, applicationId, interviewId } = await proposed()
    const other = await companyWithRole(t, 'Other Co')
    const otherApplication = await applyTo(t, intern, other.roleId)
    const scheduledId = await schedule(t, other, intern, otherApplication, {
      startsAt: watTen(5),
      durationMinutes: 30,
    })
    // The proposal's times have passed since.
    await t.database.db
      .update(interviews)
      .set({
        slots: [
          {
            id: 'old',
            startsAt: new Date(Date.now() - 3_600_000).toISOString(),
            durationMinutes: 30,
          },
        ],
      })
      .where(eq(interviews.id, interviewId))

    const res = await call(t.app, {
      method: 'GET',
      url: '/users/interviews/waiting',
      token: intern.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([
      {
        id: interviewId,
        applicationId,
        slots: [expect.objectContaining({ id: 'old' })],
        roleTitle: 'Front-End Developer Intern',
        counterpart: { name: 'Kobo Ledger Technologies' },
      },
    ])
    expect(res.body.data.map((i: { id: string }) => i.id)).not.toContain(scheduledId)

    // Another intern sees none of it; a company may not ask.
    const stranger = await createCompleteIntern(t, { firstName: 'Tunde' })
    const theirs = await call(t.app, {
      method: 'GET',
      url: '/users/interviews/waiting',
      token: stranger.token,
    })
    expect(theirs.body.data).toEqual([])
    const asCompany = await call(t.app, {
      method: 'GET',
      url: '/users/interviews/waiting',
      token: company.token,
    })
    expect(asCompany.status).toBe(403)

    // Once answered, it no longer waits.
    await decline(intern.token, interviewId)
    const after = await call(t.app, {
      method: 'GET',
      url: '/users/interviews/waiting',
      token: intern.token,
    })
    expect(after.body.data).toEqual([])
  })

  it('still lets the intern ask for new times when all the proposed times have passed', async () => {
    const { intern, interviewId } = await proposed()
    await t.database.db
      .update(interviews)
      .set({
        slots: [
          {
            id: 'old',
            startsAt: new Date(Date.now() - 3_600_000).toISOString(),
            durationMinutes: 30,
          },
        ],
      })
      .where(eq(interviews.id, interviewId))
    const chosen = await call(t.app, {
      method: 'POST',
      url: `/users/interviews/${interviewId}/choose`,
      token: intern.token,
      payload: { slotId: 'old' },
    })
    expect(chosen.status).toBe(400)
    expect(chosen.body.message).toBe(INTERVIEW_MESSAGES.slotPast)
    const asked = await call(t.app, {
      method: 'POST',
      url: `/users/interviews/${interviewId}/request-other-times`,
      token: intern.token,
      payload: { note: 'Any day next week.' },
    })
    expect(asked.status).toBe(200)
  })
})
