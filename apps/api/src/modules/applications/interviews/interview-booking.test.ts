import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  BOOKING_MESSAGES,
  freeInterviewTimes,
  INTERVIEW_MESSAGES,
  WRITE_LIMITS,
  watToIso,
} from '@app/domain'
import {
  interviewAvailability,
  interviewBookingInvites,
  interviews,
  messages,
  notifications,
} from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { createAdmin, createCompleteIntern } from '../../../../test/factories.js'
import { applied, companyWithRole } from '../../../../test/conversation-fixtures.js'
import { applyTo, propose, watTen } from '../../../../test/interview-fixtures.js'
import { listFreeTimes } from './book-interview.js'

const t = useTestApp()

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** Every day, 09:00 to 17:00 in Lagos, an hour each, by video. */
const WEEKLY = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  from: '09:00',
  to: '17:00',
  durationMinutes: 60,
  mode: 'video',
  link: 'https://meet.example.com/kobo',
}

const putAvailability = (token: string | undefined, payload: object = WEEKLY) =>
  call(t.app, { method: 'PUT', url: '/company/interview-availability', token, payload })

const invite = (token: string | undefined, applicationId: string) =>
  call(t.app, {
    method: 'POST',
    url: `/company/applications/${applicationId}/booking-invite`,
    token,
  })

const freeTimes = (token: string | undefined, applicationId: string) =>
  call(t.app, { method: 'GET', url: `/users/applications/${applicationId}/free-times`, token })

const book = (token: string | undefined, applicationId: string, startsAt: unknown) =>
  call(t.app, {
    method: 'POST',
    url: `/users/applications/${applicationId}/book`,
    token,
    payload: { startsAt },
  })

/** A company with availability, and an applicant it invited to book. */
async function invited() {
  const setup = await applied(t)
  expect((await putAvailability(setup.company.token)).status).toBe(200)
  expect((await invite(setup.company.token, setup.applicationId)).status).toBe(201)
  return setup
}

const rowsOf = (applicationId: string) =>
  t.database.db.select().from(interviews).where(eq(interviews.applicationId, applicationId))

const inviteOf = async (applicationId: string) =>
  (
    await t.database.db
      .select()
      .from(interviewBookingInvites)
      .where(eq(interviewBookingInvites.applicationId, applicationId))
  )[0]

const reminderJobs = () =>
  t.database.db.execute(
    sql`SELECT data, start_after FROM pgboss.job WHERE name = 'interview-reminder' ORDER BY start_after`,
  ) as unknown as Promise<{ rows: { data: any; start_after: Date }[] }>

/** The properties of an iCalendar text, first occurrence of each name. */
function icsProps(text: string) {
  const props = new Map<string, string>()
  for (const line of text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).split(';')[0]!
    if (colon > 0 && !props.has(name)) props.set(name, line.slice(colon + 1))
  }
  return props
}

describe('PUT and GET /company/interview-availability', () => {
  it('saves the weekly availability once and reads it back; a second save replaces it', async () => {
    const company = await companyWithRole(t)
    const empty = await call(t.app, {
      method: 'GET',
      url: '/company/interview-availability',
      token: company.token,
    })
    expect(empty.status).toBe(200)
    expect(empty.body.data).toBeNull()

    const res = await putAvailability(company.token, { ...WEEKLY, days: ['wed', 'mon'] })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(BOOKING_MESSAGES.saved)
    expect(res.body.data).toMatchObject({
      days: ['mon', 'wed'],
      from: '09:00',
      to: '17:00',
      durationMinutes: 60,
      mode: 'video',
      link: 'https://meet.example.com/kobo',
      location: null,
    })

    const inPerson = { ...WEEKLY, mode: 'in_person', location: '3 Herbert Macaulay Way, Yaba' }
    expect((await putAvailability(company.token, inPerson)).status).toBe(200)
    const read = await call(t.app, {
      method: 'GET',
      url: '/company/interview-availability',
      token: company.token,
    })
    expect(read.body.data).toMatchObject({ mode: 'in_person', link: null, days: WEEKLY.days })
    expect(await t.database.db.select().from(interviewAvailability)).toHaveLength(1)
  })

  it('answers 400 with the field messages for bad input, and writes nothing', async () => {
    const company = await companyWithRole(t)
    const cases: [object, string, string][] = [
      [{ ...WEEKLY, days: [] }, 'days', BOOKING_MESSAGES.days],
      [{ ...WEEKLY, from: '9am' }, 'from', BOOKING_MESSAGES.time],
      [{ ...WEEKLY, to: '08:00' }, 'to', BOOKING_MESSAGES.order],
      [{ ...WEEKLY, to: '09:30' }, 'to', BOOKING_MESSAGES.fits],
      [{ ...WEEKLY, durationMinutes: 5 }, 'durationMinutes', INTERVIEW_MESSAGES.duration],
      [{ ...WEEKLY, link: 'http://meet.example.com' }, 'link', INTERVIEW_MESSAGES.link],
      [{ ...WEEKLY, mode: 'in_person' }, 'location', INTERVIEW_MESSAGES.location],
    ]
    for (const [payload, field, message] of cases) {
      const res = await putAvailability(company.token, payload)
      expect(res.status).toBe(400)
      expect(res.body.errors?.[field]).toBe(message)
    }
    expect(await t.database.db.select().from(interviewAvailability)).toHaveLength(0)
  })

  it('is for companies only: 403 for an intern or an admin, 401 without a session', async () => {
    const intern = await createCompleteIntern(t)
    const admin = await createAdmin(t.database.db)
    expect((await putAvailability(intern.token)).status).toBe(403)
    expect((await putAvailability(admin.token)).status).toBe(403)
    expect((await putAvailability(undefined)).status).toBe(401)
    const read = (token?: string) =>
      call(t.app, { method: 'GET', url: '/company/interview-availability', token })
    expect((await read(intern.token)).status).toBe(403)
    expect((await read(admin.token)).status).toBe(403)
    expect((await read()).status).toBe(401)
    expect(await t.database.db.select().from(interviewAvailability)).toHaveLength(0)
  })

  it('is rate limited with the other booking writes', async () => {
    const company = await companyWithRole(t)
    const { max } = WRITE_LIMITS.interviewBooking.perAccount
    for (let i = 0; i < max; i++) expect((await putAvailability(company.token)).status).toBe(200)
    const res = await putAvailability(company.token)
    expect(res.status).toBe(429)
    expect(res.body.code).toBe('TOO_MANY_REQUESTS')
  })
})

describe('POST /company/applications/{id}/booking-invite', () => {
  it('needs the availability first: 409, nothing written, and the button is told why', async () => {
    const { company, applicationId } = await applied(t)
    const res = await invite(company.token, applicationId)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(BOOKING_MESSAGES.noAvailability)
    expect(await inviteOf(applicationId)).toBeUndefined()
    const state = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}/booking-invite`,
      token: company.token,
    })
    expect(state.body.data).toEqual({ invitedAt: null, hasAvailability: false })
  })

  it("sends 'Book an interview': a notice and a mail to the applicant, a chat line, once", async () => {
    const { company, intern, applicationId } = await applied(t)
    await putAvailability(company.token)
    t.mail.mails.length = 0
    const res = await invite(company.token, applicationId)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(BOOKING_MESSAGES.invited)
    expect(res.body.data).toMatchObject({ hasAvailability: true })
    expect(res.body.data.invitedAt).toEqual(expect.any(String))

    const mail = t.mail.mails.find((m) => m.to === intern.account.email)
    expect(mail?.subject).toBe(
      'Book an interview: Front-End Developer Intern at Kobo Ledger Technologies',
    )
    expect(mail?.text).toContain('next 14 days (West Africa Time)')
    expect(mail?.text).toContain(`/intern/applications/${applicationId}`)
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(notices.map((n) => n.title)).toContain('Book an interview')
    const lines = await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.applicationId, applicationId))
    expect(lines.map((line) => line.body)).toEqual(['Invited to book an interview'])

    const again = await invite(company.token, applicationId)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(BOOKING_MESSAGES.alreadyInvited)
  })

  it('is refused while an interview is in progress, and once the application is decided', async () => {
    const { company, applicationId } = await applied(t)
    await putAvailability(company.token)
    expect(
      (
        await propose(t, company.token, applicationId, [
          { startsAt: watTen(3), durationMinutes: 30 },
        ])
      ).status,
    ).toBe(201)
    const open = await invite(company.token, applicationId)
    expect(open.status).toBe(409)
    expect(open.body.message).toBe(INTERVIEW_MESSAGES.openExists)

    const other = await applied(t)
    await putAvailability(other.company.token)
    const rejected = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${other.applicationId}/reject`,
      token: other.company.token,
      payload: {},
    })
    expect(rejected.status).toBe(200)
    const closed = await invite(other.company.token, other.applicationId)
    expect(closed.status).toBe(409)
    expect(closed.body.message).toBe(INTERVIEW_MESSAGES.applicationClosed)
    expect(await inviteOf(other.applicationId)).toBeUndefined()
  })

  it('is 404 for another company, 403 for an intern or an admin, 401 without a session', async () => {
    const { intern, applicationId } = await applied(t)
    const stranger = await companyWithRole(t, 'Other Co')
    await putAvailability(stranger.token)
    const admin = await createAdmin(t.database.db)
    expect((await invite(stranger.token, applicationId)).status).toBe(404)
    expect((await invite(intern.token, applicationId)).status).toBe(403)
    expect((await invite(admin.token, applicationId)).status).toBe(403)
    expect((await invite(undefined, applicationId)).status).toBe(401)
    const read = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}/booking-invite`,
      token: stranger.token,
    })
    expect(read.status).toBe(404)
    expect(await inviteOf(applicationId)).toBeUndefined()
  })
})

describe('GET /users/applications/{id}/free-times', () => {
  it('says not invited, with no times, until the company invites', async () => {
    const { company, intern, applicationId } = await applied(t)
    await putAvailability(company.token)
    const res = await freeTimes(intern.token, applicationId)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ invited: false, docs: [], windowDays: 14 })
  })

  it('lists every free hour of the next 14 days in West Africa Time, none in the past', async () => {
    const { intern, applicationId } = await invited()
    const res = await freeTimes(intern.token, applicationId)
    expect(res.status).toBe(200)
    const times: string[] = res.body.data.docs.map((doc: { startsAt: string }) => doc.startsAt)
    expect(res.body.data).toMatchObject({
      invited: true,
      durationMinutes: 60,
      mode: 'video',
      link: 'https://meet.example.com/kobo',
    })
    // Eight an hour-long interview a day from 09:00 to 17:00; today's passed ones are left out
    // (after 16:00 in Lagos, all of today's: the moved-clock test below counts them exactly).
    expect(times.length).toBeGreaterThanOrEqual(13 * 8)
    expect(times.length).toBeLessThanOrEqual(14 * 8)
    expect(times.every((time) => new Date(time).getTime() > Date.now() - 60_000)).toBe(true)
    expect(times).toContain(watTen(2))
    expect(times).not.toContain(new Date(Date.now() + 15 * DAY_MS).toISOString())
  })

  it('follows a moved clock: the times of now on, to the end of the 14th Lagos day', async () => {
    const { intern, applicationId } = await invited()
    // 11:30 in Lagos, two days on: that day's 09:00–11:00 have passed.
    const day = watTen(2).slice(0, 10)
    const now = new Date(watToIso(day, '11:30')!)
    const answer = await listFreeTimes(
      t.app.ctx,
      { kind: 'intern', id: intern.account.id },
      applicationId,
      now,
    )
    const times = answer.docs.map((doc) => doc.startsAt)
    expect(times[0]).toBe(watToIso(day, '12:00'))
    expect(times).toHaveLength(5 + 13 * 8)
    expect(times).toEqual(
      freeInterviewTimes(
        { ...WEEKLY, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
        [],
        now,
      ),
    )
  })

  it("leaves out the company's scheduled interviews and the applicant's own with others", async () => {
    const { company, intern, applicationId } = await invited()
    // The company scheduled another applicant at 10:00 in two days (a proposal chosen).
    const other = await createCompleteIntern(t, { firstName: 'Tunde' })
    const otherApplication = await applyTo(t, other, company.roleId)
    const proposed = await propose(t, company.token, otherApplication, [
      { startsAt: watTen(2), durationMinutes: 30 },
    ])
    const chosen = await call(t.app, {
      method: 'POST',
      url: `/users/interviews/${proposed.body.data.id}/choose`,
      token: other.token,
      payload: { slotId: proposed.body.data.slots[0].id },
    })
    expect(chosen.status).toBe(200)
    // The applicant has an interview with another company at 14:30 in three days.
    const elsewhere = await companyWithRole(t, 'Other Co')
    const elsewhereApplication = await applyTo(t, intern, elsewhere.roleId)
    const theirs = await propose(t, elsewhere.token, elsewhereApplication, [
      { startsAt: watTen(3, 270), durationMinutes: 60 },
    ])
    await call(t.app, {
      method: 'POST',
      url: `/users/interviews/${theirs.body.data.id}/choose`,
      token: intern.token,
      payload: { slotId: theirs.body.data.slots[0].id },
    })

    const times: string[] = (await freeTimes(intern.token, applicationId)).body.data.docs.map(
      (doc: { startsAt: string }) => doc.startsAt,
    )
    expect(times).not.toContain(watTen(2))
    expect(times).toContain(watTen(2, 60))
    // 14:30–15:30 takes both the 14:00 and the 15:00 hour.
    expect(times).not.toContain(watTen(3, 240))
    expect(times).not.toContain(watTen(3, 300))
    expect(times).toContain(watTen(3, 180))
  })

  it('is 404 for another intern, 403 for a company or an admin, 401 without a session', async () => {
    const { company, applicationId } = await invited()
    const stranger = await createCompleteIntern(t, { firstName: 'Tunde' })
    const admin = await createAdmin(t.database.db)
    expect((await freeTimes(stranger.token, applicationId)).status).toBe(404)
    expect((await freeTimes(company.token, applicationId)).status).toBe(403)
    expect((await freeTimes(admin.token, applicationId)).status).toBe(403)
    expect((await freeTimes(undefined, applicationId)).status).toBe(401)
  })
})

describe('POST /users/applications/{id}/book', () => {
  it('books a free time as a scheduled interview: the company told, both calendars, reminders', async () => {
    const { company, intern, applicationId } = await invited()
    t.mail.mails.length = 0
    const res = await book(intern.token, applicationId, watTen(3))
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(BOOKING_MESSAGES.booked)
    expect(res.body.data).toMatchObject({
      status: 'scheduled',
      mode: 'video',
      link: 'https://meet.example.com/kobo',
      scheduled: { startsAt: watTen(3), durationMinutes: 60 },
    })
    const interviewId = res.body.data.id as string
    const [row] = await rowsOf(applicationId)
    expect(row).toMatchObject({ status: 'scheduled', durationMinutes: 60 })
    expect(row?.startsAt?.toISOString()).toBe(watTen(3))

    // The company's notice, and both sides' invitations with the calendar part.
    const companyNotices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, company.account.id))
    expect(companyNotices.map((n) => n.title)).toContain('Interview scheduled')
    const invites = t.mail.mails.filter((m) => m.subject.startsWith('Interview scheduled'))
    expect(invites.map((m) => m.to).sort()).toEqual(
      [intern.account.email, company.account.email].sort(),
    )
    for (const mail of invites) {
      const calendar = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
      const ics = icsProps(calendar!.content)
      expect(ics.get('METHOD')).toBe('REQUEST')
      expect(ics.get('UID')).toBe(`interview-${interviewId}@internplace`)
      expect(ics.get('DTSTART')).toBe(watTen(3).replace(/[-:]/g, '').replace('.000', ''))
      expect(ics.get('DURATION')).toBe('PT60M')
    }

    // The reminders a day and two hours before, as for a chosen time.
    const { rows } = await reminderJobs()
    const startsAt = new Date(watTen(3)).getTime()
    expect(rows.map((r) => new Date(r.start_after).getTime())).toEqual([
      startsAt - DAY_MS,
      startsAt - 2 * HOUR_MS,
    ])
    expect(rows.map((r) => r.data)).toEqual([
      { interviewId, sequence: 0, before: 'day' },
      { interviewId, sequence: 0, before: 'hours' },
    ])

    // The .ics download works for both sides, as for any scheduled interview.
    for (const [prefix, token] of [
      ['/company', company.token],
      ['/users', intern.token],
    ] as const) {
      const ics = await t.app.inject({
        method: 'GET',
        url: `/api/v1${prefix}/interviews/${interviewId}/invite.ics`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(ics.statusCode).toBe(200)
      expect(ics.headers['content-type']).toContain('text/calendar')
      expect(icsProps(ics.body).get('DTSTART')).toBe(
        watTen(3).replace(/[-:]/g, '').replace('.000', ''),
      )
    }

    // The invitation is used: no more times to book, and the company may invite again later.
    expect((await freeTimes(intern.token, applicationId)).body.data.invited).toBe(false)
    expect((await inviteOf(applicationId))?.interviewId).toBe(interviewId)
    const again = await book(intern.token, applicationId, watTen(4))
    expect(again.status).toBe(409)
    expect(await rowsOf(applicationId)).toHaveLength(1)
  })

  it('makes a booked time disappear for the company’s other applicants', async () => {
    const { company, intern, applicationId } = await invited()
    const other = await createCompleteIntern(t, { firstName: 'Tunde' })
    const otherApplication = await applyTo(t, other, company.roleId)
    expect((await invite(company.token, otherApplication)).status).toBe(201)
    expect((await book(intern.token, applicationId, watTen(3))).status).toBe(201)
    const times: string[] = (await freeTimes(other.token, otherApplication)).body.data.docs.map(
      (doc: { startsAt: string }) => doc.startsAt,
    )
    expect(times).not.toContain(watTen(3))
    expect(times).toContain(watTen(3, 60))
    const late = await book(other.token, otherApplication, watTen(3))
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ code: 'BOOKING_TIME_TAKEN', message: BOOKING_MESSAGES.taken })
  })

  it('lets one of two applicants racing for the same time win; the other hears 409', async () => {
    const { company, intern, applicationId } = await invited()
    const other = await createCompleteIntern(t, { firstName: 'Tunde' })
    const otherApplication = await applyTo(t, other, company.roleId)
    expect((await invite(company.token, otherApplication)).status).toBe(201)
    const results = await Promise.all([
      book(intern.token, applicationId, watTen(5)),
      book(other.token, otherApplication, watTen(5)),
    ])
    expect(results.map((res) => res.status).sort()).toEqual([201, 409])
    const loser = results.find((res) => res.status === 409)!
    expect(loser.body).toMatchObject({
      code: 'BOOKING_TIME_TAKEN',
      message: 'That time was just taken; choose another',
      errors: { startsAt: 'That time was just taken; choose another' },
    })
    const scheduled = await t.database.db
      .select()
      .from(interviews)
      .where(eq(interviews.companyId, company.account.id))
    expect(scheduled).toHaveLength(1)
  })

  it('answers 400 for a time that is not one of the free times, or no time; nothing written', async () => {
    const { intern, applicationId } = await invited()
    const cases: unknown[] = [
      watTen(3, 7), // 10:07: not a start time of the hours
      watTen(3, -120), // 08:00: before the hours
      new Date(Date.now() + 20 * DAY_MS).toISOString(), // past the 14 days
      new Date(Date.now() - DAY_MS).toISOString(), // the past
      'tomorrow',
      undefined,
    ]
    for (const startsAt of cases) {
      const res = await book(intern.token, applicationId, startsAt)
      expect(res.status).toBe(400)
      expect(res.body.errors?.startsAt).toBe(BOOKING_MESSAGES.notFree)
    }
    expect(await rowsOf(applicationId)).toHaveLength(0)
    expect((await inviteOf(applicationId))?.bookedAt).toBeNull()
  })

  it('is refused without an invitation', async () => {
    const { company, intern, applicationId } = await applied(t)
    await putAvailability(company.token)
    const res = await book(intern.token, applicationId, watTen(3))
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(BOOKING_MESSAGES.notInvited)
    expect(await rowsOf(applicationId)).toHaveLength(0)
  })

  it('is 404 for another intern, 403 for a company or an admin, 401 without a session', async () => {
    const { company, applicationId } = await invited()
    const stranger = await createCompleteIntern(t, { firstName: 'Tunde' })
    const admin = await createAdmin(t.database.db)
    expect((await book(stranger.token, applicationId, watTen(3))).status).toBe(404)
    expect((await book(company.token, applicationId, watTen(3))).status).toBe(403)
    expect((await book(admin.token, applicationId, watTen(3))).status).toBe(403)
    expect((await book(undefined, applicationId, watTen(3))).status).toBe(401)
    expect(await rowsOf(applicationId)).toHaveLength(0)
  })

  it('is rate limited with the other booking writes', async () => {
    const intern = await createCompleteIntern(t)
    const { max } = WRITE_LIMITS.interviewBooking.perAccount
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (let i = 0; i < max; i++)
      expect((await book(intern.token, unknown, watTen(3))).status).toBe(404)
    const res = await book(intern.token, unknown, watTen(3))
    expect(res.status).toBe(429)
  })
})
