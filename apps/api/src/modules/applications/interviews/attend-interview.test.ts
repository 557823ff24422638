import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INTERVIEW_MESSAGES } from '@app/domain'
import { interviews, notifications } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { createCompleteIntern } from '../../../../test/factories.js'
import { applied } from '../../../../test/conversation-fixtures.js'
import { propose, schedule, watTen } from '../../../../test/interview-fixtures.js'

const t = useTestApp()

const answer = (token: string, interviewId: string, payload: unknown) =>
  call(t.app, {
    method: 'POST',
    url: `/users/interviews/${interviewId}/attendance`,
    token,
    payload: payload as Record<string, unknown>,
  })

const attendanceOf = async (id: string) => {
  const [row] = await t.database.db
    .select({ attendance: interviews.attendance })
    .from(interviews)
    .where(eq(interviews.id, id))
  return row?.attendance
}

describe('POST /users/interviews/{id}/attendance', () => {
  it('records that the intern will attend, or cannot, and tells the company', async () => {
    const { company, intern, applicationId } = await applied(t)
    const id = await schedule(t, company, intern, applicationId, {
      startsAt: watTen(2),
      durationMinutes: 30,
    })
    t.mail.mails.length = 0

    const res = await answer(intern.token, id, { attendance: 'confirmed' })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(INTERVIEW_MESSAGES.attendanceSaved)
    expect(res.body.data).toMatchObject({ id, status: 'scheduled', attendance: 'confirmed' })
    expect(t.mail.mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [company.account.email, 'Attendance confirmed: Ada Okafor, Front-End Developer Intern'],
    ])

    const no = await answer(intern.token, id, { attendance: 'not_coming' })
    expect(no.body.data.attendance).toBe('not_coming')
    const titles = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.accountId, company.account.id))
    expect(titles.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Interview attendance confirmed', 'Applicant cannot attend']),
    )

    // The company's dashboard says it beside the interview.
    const upcoming = await call(t.app, {
      method: 'GET',
      url: '/company/interviews/upcoming',
      token: company.token,
    })
    expect(upcoming.body.data).toEqual([expect.objectContaining({ id, attendance: 'not_coming' })])
  })

  it('is 404 for another intern, 403 for the company, 400 for a bad body, 409 before a time is chosen', async () => {
    const { company, intern, applicationId } = await applied(t)
    const id = await schedule(t, company, intern, applicationId, {
      startsAt: watTen(2),
      durationMinutes: 30,
    })
    const other = await createCompleteIntern(t)
    expect((await answer(other.token, id, { attendance: 'confirmed' })).status).toBe(404)
    expect((await answer(company.token, id, { attendance: 'confirmed' })).status).toBe(403)
    for (const body of [{}, { attendance: 'maybe' }, { attendance: true }]) {
      const bad = await answer(intern.token, id, body)
      expect(bad.status).toBe(400)
      expect(bad.body.errors).toEqual({ attendance: INTERVIEW_MESSAGES.attendanceChoice })
    }
    expect(await attendanceOf(id)).toBeNull()

    // A proposal still waiting for a choice cannot be answered yet.
    const next = await applied(t)
    const proposed = await propose(t, next.company.token, next.applicationId, [
      { startsAt: watTen(3), durationMinutes: 30 },
    ])
    const early = await answer(next.intern.token, proposed.body.data.id, {
      attendance: 'confirmed',
    })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(INTERVIEW_MESSAGES.attendanceClosed)
  })
})
