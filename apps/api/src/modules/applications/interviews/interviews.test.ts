import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INTERVIEW_MESSAGES } from '@app/domain'
import { interviews, messages, notifications } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { createAdmin, createCompleteIntern } from '../../../../test/factories.js'
import { applied, companyWithRole } from '../../../../test/conversation-fixtures.js'

const t = useTestApp()

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** 10:00 in Lagos (09:00 UTC) `days` from today. */
function watTen(days: number) {
  const day = new Date(Date.now() + days * DAY_MS)
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0),
  ).toISOString()
}

const proposal = (overrides: Record<string, unknown> = {}) => ({
  slots: [
    { startsAt: watTen(3), durationMinutes: 45 },
    { startsAt: watTen(4), durationMinutes: 45 },
    { startsAt: watTen(5), durationMinutes: 30 },
  ],
  mode: 'video',
  link: 'https://meet.example.com/kobo-ada',
  note: 'Bring a project you are proud of.',
  ...overrides,
})

async function proposed(overrides: Record<string, unknown> = {}) {
  const setup = await applied(t)
  const res = await call(t.app, {
    method: 'POST',
    url: `/company/applications/${setup.applicationId}/interviews`,
    token: setup.company.token,
    payload: proposal(overrides),
  })
  expect(res.status).toBe(201)
  return { ...setup, interview: res.body.data as { id: string; slots: { id: string }[] } }
}

async function scheduled(overrides: Record<string, unknown> = {}) {
  const setup = await proposed(overrides)
  t.mail.mails.length = 0
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/interviews/${setup.interview.id}/choose`,
    token: setup.intern.token,
    payload: { slotId: setup.interview.slots[0]!.id },
  })
  expect(res.status).toBe(200)
  return setup
}

/** The properties of an iCalendar text (folded lines joined), first occurrence of each name. */
function parseIcs(text: string) {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  const props = new Map<string, string>()
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const name = line.slice(0, colon).split(';')[0]!
    if (!props.has(name)) props.set(name, line.slice(colon + 1))
  }
  return { lines, get: (name: string) => props.get(name) }
}

const rowsOf = (applicationId: string) =>
  t.database.db.select().from(interviews).where(eq(interviews.applicationId, applicationId))

const chatLines = (applicationId: string) =>
  t.database.db
    .select({ body: messages.body, type: messages.type })
    .from(messages)
    .where(eq(messages.applicationId, applicationId))
    .orderBy(messages.createdAt)

const reminderJobs = () =>
  t.database.db.execute(
    sql`SELECT data, start_after, state FROM pgboss.job WHERE name = 'interview-reminder' ORDER BY start_after`,
  ) as unknown as Promise<{ rows: { data: any; start_after: Date; state: string }[] }>

/** Makes waiting reminders due now and lets them run. */
async function runReminders() {
  await t.database.db.execute(
    sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'interview-reminder' AND state = 'created'`,
  )
  await t.app.ctx.jobs.settle()
}

describe('POST /company/applications/{id}/interviews', () => {
  it('proposes times: 201 with the interview, a system line in the chat, the intern told', async () => {
    const { applicationId, intern, interview } = await proposed()
    expect(interview).toMatchObject({
      status: 'proposed',
      mode: 'video',
      link: 'https://meet.example.com/kobo-ada',
      location: null,
      scheduled: null,
      counterpart: { name: 'Ada Okafor' },
    })
    expect(interview.slots).toHaveLength(3)
    expect(await chatLines(applicationId)).toEqual([
      { body: 'Interview proposed: 3 times to choose from', type: 'system' },
    ])
    const mail = t.mail.mails.find((m) => m.to === intern.account.email)
    expect(mail?.subject).toMatch(/^Interview invitation: Front-End Developer Intern/)
    expect(mail?.text).toContain('10:00 WAT (45 minutes)')
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(notices.map((n) => n.type)).toContain('interview')

    // Both read it, each from their side.
    const own = await call(t.app, {
      method: 'GET',
      url: `/users/applications/${applicationId}/interviews`,
      token: intern.token,
    })
    expect(own.status).toBe(200)
    expect(own.body.data[0]).toMatchObject({
      id: interview.id,
      counterpart: { name: 'Kobo Ledger Technologies' },
    })
    // The chat shows it as a system line.
    const chat = await call(t.app, {
      method: 'GET',
      url: `/messages/applications/${applicationId}`,
      token: intern.token,
    })
    expect(chat.body.data.docs.at(-1)).toMatchObject({ type: 'system' })
  })

  it('refuses a second interview in progress with 409', async () => {
    const { applicationId, company } = await proposed()
    const res = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/interviews`,
      token: company.token,
      payload: proposal(),
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(INTERVIEW_MESSAGES.openExists)
    expect(await rowsOf(applicationId)).toHaveLength(1)
  })

  it.each([
    ['no slot', { slots: [] }, 'slots'],
    [
      'six slots',
      {
        slots: [3, 4, 5, 6, 7, 8].map((d) => ({ startsAt: watTen(d), durationMinutes: 30 })),
      },
      'slots',
    ],
    ['a past slot', { slots: [{ startsAt: watTen(-1), durationMinutes: 30 }] }, 'slots.0.startsAt'],
    [
      'the same slot twice',
      {
        slots: [
          { startsAt: watTen(3), durationMinutes: 30 },
          { startsAt: watTen(3), durationMinutes: 60 },
        ],
      },
      'slots',
    ],
    [
      'too short',
      { slots: [{ startsAt: watTen(3), durationMinutes: 10 }] },
      'slots.0.durationMinutes',
    ],
    ['a plain http link', { link: 'http://meet.example.com/x' }, 'link'],
    ['no link for video', { link: undefined }, 'link'],
    ['a bad mode', { mode: 'carrier_pigeon' }, 'mode'],
    ['no address in person', { mode: 'in_person', location: '  ' }, 'location'],
    [
      'an address with a line break',
      { mode: 'in_person', location: 'Yaba\rURL:https://evil.example' },
      'location',
    ],
  ])('answers 400 for %s, and writes nothing', async (_name, overrides, field) => {
    const { applicationId, company } = await applied(t)
    const res = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/interviews`,
      token: company.token,
      payload: proposal(overrides),
    })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors ?? {})).toContain(field)
    expect(await rowsOf(applicationId)).toHaveLength(0)
    expect(await chatLines(applicationId)).toHaveLength(0)
  })

  it('takes in-person interviews with an address, and phone ones with neither', async () => {
    const { applicationId, company } = await applied(t)
    const res = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/interviews`,
      token: company.token,
      payload: proposal({ mode: 'in_person', location: '12 Herbert Macaulay Way, Yaba' }),
    })
    expect(res.status).toBe(201)
    // The link given with it is dropped: it is not a video call.
    expect(res.body.data).toMatchObject({ location: '12 Herbert Macaulay Way, Yaba', link: null })
  })

  it('is 404 for another company, 403 for an intern or an admin; refused once decided', async () => {
    const { applicationId, company, intern } = await applied(t)
    const other = await companyWithRole(t, 'Other Co')
    const admin = await createAdmin(t.database.db)
    const url = `/company/applications/${applicationId}/interviews`
    const as = (token: string) => call(t.app, { method: 'POST', url, token, payload: proposal() })
    expect((await as(other.token)).status).toBe(404)
    expect((await as(intern.token)).status).toBe(403)
    expect((await as(admin.token)).status).toBe(403)
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
    })
    const late = await as(company.token)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(INTERVIEW_MESSAGES.applicationClosed)
    expect(await rowsOf(applicationId)).toHaveLength(0)
  })
})

describe('GET …/applications/{id}/interviews', () => {
  it('is 404 for another intern and another company', async () => {
    const { applicationId } = await proposed()
    const stranger = await createCompleteIntern(t, { firstName: 'Tunde' })
    const other = await companyWithRole(t, 'Other Co')
    for (const [url, token] of [
      [`/users/applications/${applicationId}/interviews`, stranger.token],
      [`/company/applications/${applicationId}/interviews`, other.token],
    ] as const) {
      expect((await call(t.app, { method: 'GET', url, token })).status).toBe(404)
    }
  })
})

describe('POST /users/interviews/{id}/choose', () => {
  it('schedules it: both get an invitation with a calendar part, reminders are queued', async () => {
    const { applicationId, intern, company, interview } = await scheduled()
    const [row] = await rowsOf(applicationId)
    expect(row).toMatchObject({ status: 'scheduled', durationMinutes: 45 })

    const lines = await chatLines(applicationId)
    expect(lines.at(-1)?.body).toMatch(
      /^Interview scheduled for \w{3}, \d{1,2} \w{3} \d{4}, 10:00 WAT \(video call\)$/,
    )

    const invites = t.mail.mails.filter((m) => m.subject.startsWith('Interview scheduled'))
    expect(invites.map((m) => m.to).sort()).toEqual(
      [intern.account.email, company.account.email].sort(),
    )
    for (const mail of invites) {
      const calendar = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
      expect(calendar).toBeDefined()
      const ics = parseIcs(calendar!.content)
      expect(ics.get('METHOD')).toBe('REQUEST')
      expect(ics.get('UID')).toBe(`interview-${interview.id}@internplace`)
      expect(ics.get('SEQUENCE')).toBe('0')
      // 10:00 in Lagos is 09:00 UTC, written in the Z form.
      expect(ics.get('DTSTART')).toMatch(/^\d{8}T090000Z$/)
      expect(ics.get('DTSTART')).toBe(watTen(3).replace(/[-:]/g, '').replace('.000', ''))
      expect(ics.get('DURATION')).toBe('PT45M')
      expect(ics.get('SUMMARY')).toContain('Front-End Developer Intern')
      expect(ics.get('URL')).toBe('https://meet.example.com/kobo-ada')
      expect(ics.get('ORGANIZER')).toContain(company.account.email)
      expect(ics.get('ATTENDEE')).toContain(intern.account.email)
      expect(ics.lines[0]).toBe('BEGIN:VCALENDAR')
    }

    const { rows } = await reminderJobs()
    const startsAt = new Date(watTen(3)).getTime()
    expect(rows.map((r) => new Date(r.start_after).getTime())).toEqual([
      startsAt - DAY_MS,
      startsAt - 2 * HOUR_MS,
    ])
    expect(rows.map((r) => r.data.before)).toEqual(['day', 'hours'])

    // The company sees it among its upcoming interviews, the intern among theirs.
    const upcoming = await call(t.app, {
      method: 'GET',
      url: '/company/interviews/upcoming',
      token: company.token,
    })
    expect(upcoming.body.data).toEqual([
      expect.objectContaining({
        id: interview.id,
        startsAt: watTen(3),
        counterpart: { name: 'Ada Okafor' },
        roleTitle: 'Front-End Developer Intern',
        attendance: null,
      }),
    ])
    const mine = await call(t.app, {
      method: 'GET',
      url: '/users/interviews/upcoming',
      token: intern.token,
    })
    expect(mine.body.data[0].counterpart).toEqual({ name: 'Kobo Ledger Technologies' })
  })

  it('reminds both sides when due', async () => {
    const { intern, company } = await scheduled()
    t.mail.mails.length = 0
    await runReminders()
    const reminders = t.mail.mails.filter((m) => m.subject.startsWith('Reminder: interview'))
    expect(reminders).toHaveLength(4)
    expect(new Set(reminders.map((m) => m.to))).toEqual(
      new Set([intern.account.email, company.account.email]),
    )
  })

  it('skips the reminders once the application is rejected', async () => {
    const { applicationId, company } = await scheduled()
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
    })
    t.mail.mails.length = 0
    await runReminders()
    expect(t.mail.mails.filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0)
  })

  it('leaves the upcoming interviews of both sides once the application is rejected', async () => {
    const { applicationId, company, intern } = await scheduled()
    const upcomingOf = async (url: string, token: string) =>
      (await call(t.app, { method: 'GET', url, token })).body.data
    expect(await upcomingOf('/users/interviews/upcoming', intern.token)).toHaveLength(1)
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
    })
    expect(await upcomingOf('/users/interviews/upcoming', intern.token)).toEqual([])
    expect(await upcomingOf('/company/interviews/upcoming', company.token)).toEqual([])
  })

  it('answers 400 for an unknown slot, 409 once scheduled, 403 for a company', async () => {
    const { interview, intern, company, applicationId } = await proposed()
    const url = `/users/interviews/${interview.id}/choose`
    const unknown = await call(t.app, {
      method: 'POST',
      url,
      token: intern.token,
      payload: { slotId: 'nope' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toHaveProperty('slotId')
    const missing = await call(t.app, { method: 'POST', url, token: intern.token, payload: {} })
    expect(missing.status).toBe(400)
    expect((await rowsOf(applicationId))[0]?.status).toBe('proposed')
    const asCompany = await call(t.app, {
      method: 'POST',
      url,
      token: company.token,
      payload: { slotId: interview.slots[0]!.id },
    })
    expect(asCompany.status).toBe(403)
    const ok = await call(t.app, {
      method: 'POST',
      url,
      token: intern.token,
      payload: { slotId: interview.slots[1]!.id },
    })
    expect(ok.status).toBe(200)
    const twice = await call(t.app, {
      method: 'POST',
      url,
      token: intern.token,
      payload: { slotId: interview.slots[0]!.id },
    })
    expect(twice.status).toBe(409)
  })

  it('is 404 for another intern', async () => {
    const { interview } = await proposed()
    const stranger = await createCompleteIntern(t, { firstName: 'Tunde' })
    const res = await call(t.app, {
      method: 'POST',
      url: `/users/interviews/${interview.id}/choose`,
      token: stranger.token,
      payload: { slotId: interview.slots[0]!.id },
    })
    expect(res.status).toBe(404)
  })
})

describe('POST /users/interviews/{id}/request-other-times', () => {
  it('marks it, writes the note into the chat and mails the company', async () => {
    const { interview, intern, company, applicationId } = await proposed()
    t.mail.mails.length = 0
    const empty = await call(t.app, {
      method: 'POST',
      url: `/users/interviews/${interview.id}/request-other-times`,
      token: intern.token,
      payload: { note: '  ' },
    })
    expect(empty.status).toBe(400)
    const res = await call(t.app, {
      method: 'POST',
      url: `/users/interviews/${interview.id}/request-other-times`,
      token: intern.token,
      payload: { note: 'I have exams that week; any day after the 10th works.' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'other_times_requested',
      internNote: 'I have exams that week; any day after the 10th works.',
    })
    expect((await chatLines(applicationId)).at(-1)?.body).toMatch(
      /^Asked for other interview times/,
    )
    expect(t.mail.mails.map((m) => m.to)).toEqual([company.account.email])
  })
})

describe('POST /company/interviews/{id}/reschedule', () => {
  it('puts a scheduled interview back to proposed with new times; old reminders do nothing', async () => {
    const { interview, intern, company, applicationId } = await scheduled()
    const res = await call(t.app, {
      method: 'POST',
      url: `/company/interviews/${interview.id}/reschedule`,
      token: company.token,
      payload: proposal({ slots: [{ startsAt: watTen(6), durationMinutes: 60 }], note: 'Sorry' }),
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'proposed', scheduled: null })
    expect(res.body.data.slots).toHaveLength(1)
    t.mail.mails.length = 0
    await runReminders()
    expect(t.mail.mails.filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0)

    // The new choice updates the same calendar event: same UID, higher SEQUENCE.
    const chosen = await call(t.app, {
      method: 'POST',
      url: `/users/interviews/${interview.id}/choose`,
      token: intern.token,
      payload: { slotId: res.body.data.slots[0].id },
    })
    expect(chosen.status).toBe(200)
    const invite = t.mail.mails.find((m) => m.to === intern.account.email)
    const ics = parseIcs(
      invite!.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content,
    )
    expect(ics.get('UID')).toBe(`interview-${interview.id}@internplace`)
    expect(ics.get('SEQUENCE')).toBe('1')
    expect(ics.get('DURATION')).toBe('PT60M')
    expect((await chatLines(applicationId)).map((l) => l.body)).toContain(
      'Interview rescheduled: 1 new time to choose from. Sorry',
    )
  })

  it('is 404 for another company, 403 for the intern, 400 for bad times', async () => {
    const { interview, intern, applicationId, company } = await proposed()
    const other = await companyWithRole(t, 'Other Co')
    const url = `/company/interviews/${interview.id}/reschedule`
    expect(
      (await call(t.app, { method: 'POST', url, token: other.token, payload: proposal() })).status,
    ).toBe(404)
    expect(
      (await call(t.app, { method: 'POST', url, token: intern.token, payload: proposal() })).status,
    ).toBe(403)
    const bad = await call(t.app, {
      method: 'POST',
      url,
      token: company.token,
      payload: proposal({ slots: [{ startsAt: watTen(-2), durationMinutes: 30 }] }),
    })
    expect(bad.status).toBe(400)
    expect((await rowsOf(applicationId))[0]?.slots).toHaveLength(3)
  })
})

describe('POST /company/interviews/{id}/cancel', () => {
  it('cancels a scheduled interview: a CANCEL to both calendars, reminders skipped', async () => {
    const { interview, intern, company, applicationId } = await scheduled()
    t.mail.mails.length = 0
    const res = await call(t.app, {
      method: 'POST',
      url: `/company/interviews/${interview.id}/cancel`,
      token: company.token,
      payload: { note: 'The role was filled internally.' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancelNote: 'The role was filled internally.',
    })
    expect(t.mail.mails.map((m) => m.to).sort()).toEqual(
      [intern.account.email, company.account.email].sort(),
    )
    for (const mail of t.mail.mails) {
      const ics = parseIcs(
        mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content,
      )
      expect(ics.get('METHOD')).toBe('CANCEL')
      expect(ics.get('STATUS')).toBe('CANCELLED')
      expect(ics.get('UID')).toBe(`interview-${interview.id}@internplace`)
      expect(ics.get('SEQUENCE')).toBe('1')
    }
    expect((await chatLines(applicationId)).at(-1)?.body).toBe(
      'Interview cancelled: The role was filled internally.',
    )
    t.mail.mails.length = 0
    await runReminders()
    expect(t.mail.mails).toHaveLength(0)
    const upcoming = await call(t.app, {
      method: 'GET',
      url: '/users/interviews/upcoming',
      token: intern.token,
    })
    expect(upcoming.body.data).toEqual([])

    // Cancelled is final; a new interview may be proposed.
    const again = await call(t.app, {
      method: 'POST',
      url: `/company/interviews/${interview.id}/cancel`,
      token: company.token,
    })
    expect(again.status).toBe(409)
    const fresh = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/interviews`,
      token: company.token,
      payload: proposal(),
    })
    expect(fresh.status).toBe(201)
  })

  it('is 404 for another company and 403 for the intern or an admin', async () => {
    const { interview, intern, applicationId } = await proposed()
    const other = await companyWithRole(t, 'Other Co')
    const admin = await createAdmin(t.database.db)
    const url = `/company/interviews/${interview.id}/cancel`
    expect((await call(t.app, { method: 'POST', url, token: other.token })).status).toBe(404)
    expect((await call(t.app, { method: 'POST', url, token: intern.token })).status).toBe(403)
    expect((await call(t.app, { method: 'POST', url, token: admin.token })).status).toBe(403)
    expect((await rowsOf(applicationId))[0]?.status).toBe('proposed')
  })
})

describe('GET /users/interviews/{id}/invite.ics', () => {
  it('downloads the scheduled interview for either side; 404 for others, 409 before scheduling', async () => {
    const pending = await proposed()
    const early = await call(t.app, {
      method: 'GET',
      url: `/users/interviews/${pending.interview.id}/invite.ics`,
      token: pending.intern.token,
    })
    expect(early.status).toBe(409)

    const { interview, intern, company } = await scheduled({
      mode: 'in_person',
      location: '12 Herbert Macaulay Way, Yaba',
    })
    for (const [url, token] of [
      [`/users/interviews/${interview.id}/invite.ics`, intern.token],
      [`/company/interviews/${interview.id}/invite.ics`, company.token],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/calendar/)
      const ics = parseIcs(res.body)
      expect(ics.get('METHOD')).toBe('PUBLISH')
      expect(ics.get('DTSTART')).toMatch(/T090000Z$/)
      expect(ics.get('LOCATION')).toBe('12 Herbert Macaulay Way\\, Yaba')
      expect(ics.get('UID')).toBe(`interview-${interview.id}@internplace`)
    }
    const stranger = await createCompleteIntern(t, { firstName: 'Tunde' })
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/interviews/${interview.id}/invite.ics`,
      headers: { authorization: `Bearer ${stranger.token}` },
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('the OpenAPI document', () => {
  it('describes the interview calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/company/applications/{id}/interviews',
        '/users/applications/{id}/interviews',
        '/users/interviews/{id}/choose',
        '/users/interviews/{id}/request-other-times',
        '/users/interviews/{id}/decline',
        '/users/interviews/waiting',
        '/company/interviews/{id}/reschedule',
        '/company/interviews/{id}/cancel',
        '/users/interviews/{id}/invite.ics',
        '/users/interviews/upcoming',
      ]),
    )
  })
})
