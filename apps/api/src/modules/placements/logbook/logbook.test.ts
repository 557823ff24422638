import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  addDays,
  formatDay,
  LOGBOOK_MESSAGES,
  mondayOf,
  todayInLagos,
  WRITE_LIMITS,
} from '@app/domain'
import { logbookLinks, logbookWeeks, notifications } from '../../../db/schema.js'
import { call } from '../../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createAdmin } from '../../../../test/factories.js'
import { useAppWithPhoneProviders } from '../../../../test/phone-fixtures.js'
import {
  LOGBOOK_START,
  NYSC_ROLE,
  loggingPlacement,
  placed,
} from '../../../../test/placement-fixtures.js'

const { t, providers } = useAppWithPhoneProviders()
afterEach(() => vi.useRealTimers())

const WEEK_1 = LOGBOOK_START
const WEEK_2 = addDays(LOGBOOK_START, 7)
const THIS_WEEK = mondayOf(todayInLagos())
const SUPERVISOR_EMAIL = 'emeka@example.com'
const SUPERVISOR_PHONE = '+2348031234567'

const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', url, ...(token && { token }) })
const put = (url: string, token: string | undefined, payload: unknown) =>
  call(t.app, { method: 'PUT', url, ...(token && { token }), payload: payload as object })
const post = (url: string, token?: string, payload?: unknown) =>
  call(t.app, {
    method: 'POST',
    url,
    ...(token && { token }),
    ...(payload !== undefined && { payload: payload as object }),
  })

const DAYS = [
  { date: WEEK_1, activities: 'Set up the office network and labelled the patch panel.' },
  { date: addDays(WEEK_1, 1), activities: 'Wrote tests for the payroll export.' },
]

const weekUrl = (placementId: string, week: string) =>
  `/users/placements/${placementId}/logbook/${week}`
const writeWeek = (placementId: string, token: string, week = WEEK_1, days = DAYS) =>
  put(weekUrl(placementId, week), token, { days })
const submitWeek = (placementId: string, token: string, week = WEEK_1) =>
  post(`${weekUrl(placementId, week)}/submit`, token)

const storedWeeks = () => t.database.db.select().from(logbookWeeks)

/** The token of the newest signing link mailed to the supervisor (the SMS carries the same). */
function mailedToken(index = -1) {
  const mails = t.mail.mails.filter((mail) => mail.to === SUPERVISOR_EMAIL)
  const match =
    /https:\/\/internplace\.example\/app\/logbook\/sign\?token=([A-Za-z0-9_-]{43})/.exec(
      mails.at(index)?.text ?? '',
    )
  if (!match?.[1]) throw new Error('No signing link was mailed to the supervisor')
  return match[1]
}

const SIGNATURE = { signatureName: 'Emeka Nwosu', comment: 'Good, thorough work this week.' }

describe('the logbook of a SIWES/IT placement', () => {
  it('lists the weeks from the start to this week, for both parties', async () => {
    const before = await placed(t)
    const closed = await get(`/users/placements/${before.placementId}/logbook`, before.intern.token)
    expect(closed.body.data).toEqual({ isOpen: false, weeks: [] })

    const { company, intern, placementId } = await loggingPlacement(t)
    const mine = await get(`/users/placements/${placementId}/logbook`, intern.token)
    expect(mine.status).toBe(200)
    expect(mine.body.data.isOpen).toBe(true)
    expect(mine.body.data.weeks.map((week: { weekStart: string }) => week.weekStart)).toEqual([
      WEEK_1,
      WEEK_2,
      addDays(WEEK_1, 14),
      THIS_WEEK,
    ])
    expect(mine.body.data.weeks[0]).toEqual({
      weekStart: WEEK_1,
      weekNumber: 1,
      days: [],
      status: 'draft',
      submittedAt: null,
      signedAt: null,
      signatureName: null,
      comment: null,
      submittableFrom: addDays(WEEK_1, 4),
    })
    const theirs = await get(`/company/placements/${placementId}/logbook`, company.token)
    expect(theirs.body.data).toEqual(mine.body.data)
  })

  it('keeps a week as a draft, drops blank days, and the company reads it', async () => {
    const { company, intern, placementId } = await loggingPlacement(t)
    const res = await writeWeek(placementId, intern.token, WEEK_1, [
      DAYS[1]!,
      { date: addDays(WEEK_1, 2), activities: '   ' },
      DAYS[0]!,
    ])
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(LOGBOOK_MESSAGES.saved)
    expect(res.body.data).toMatchObject({ weekStart: WEEK_1, status: 'draft', days: DAYS })

    const theirs = await get(`/company/placements/${placementId}/logbook`, company.token)
    expect(theirs.body.data.weeks[0]).toMatchObject({ status: 'draft', days: DAYS })
    // The same days again change nothing.
    const [stored] = await storedWeeks()
    await writeWeek(placementId, intern.token)
    expect((await storedWeeks())[0]?.updatedAt).toEqual(stored?.updatedAt)
  })

  it('refuses bad input with 400 and writes nothing', async () => {
    const { intern, placementId } = await loggingPlacement(t)
    const sunday = addDays(WEEK_1, 6)
    const cases: [string, unknown, string, string][] = [
      [addDays(WEEK_1, 1), { days: DAYS }, 'weekStart', LOGBOOK_MESSAGES.weekStart],
      [addDays(THIS_WEEK, 7), { days: [] }, 'weekStart', LOGBOOK_MESSAGES.weekFuture],
      [addDays(WEEK_1, -7), { days: [] }, 'weekStart', LOGBOOK_MESSAGES.weekOutside],
      [
        WEEK_1,
        { days: [{ date: sunday, activities: 'Rest' }] },
        'days.0.date',
        LOGBOOK_MESSAGES.dayNotInWeek,
      ],
      [
        WEEK_1,
        { days: [{ date: WEEK_2, activities: 'a' }] },
        'days.0.date',
        LOGBOOK_MESSAGES.dayNotInWeek,
      ],
      [
        THIS_WEEK,
        { days: [{ date: addDays(todayInLagos(), 1), activities: 'Tomorrow' }] },
        'days.0.date',
        addDays(todayInLagos(), 1) > addDays(THIS_WEEK, 5)
          ? LOGBOOK_MESSAGES.dayNotInWeek
          : LOGBOOK_MESSAGES.dayFuture,
      ],
      [
        WEEK_1,
        { days: [{ date: WEEK_1, activities: 'x'.repeat(2001) }] },
        'days.0.activities',
        LOGBOOK_MESSAGES.activities,
      ],
      [WEEK_1, { days: [DAYS[0], DAYS[0]] }, 'days.1.date', LOGBOOK_MESSAGES.dayTwice],
      [WEEK_1, { days: 'Monday: network' }, 'days', LOGBOOK_MESSAGES.tooManyDays],
      [
        WEEK_1,
        { days: [{ date: '11/05/2026', activities: 'a' }] },
        'days.0.date',
        'Enter a date such as 2026-05-14.',
      ],
      ['2026-13-01', { days: [] }, 'weekStart', 'Enter a date such as 2026-05-14.'],
    ]
    for (const [week, payload, field, message] of cases) {
      const res = await put(weekUrl(placementId, week), intern.token, payload)
      expect(res.status, `${week} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400)
      expect(res.body.errors?.[field], field).toBe(message)
    }
    expect(await storedWeeks()).toEqual([])

    const nysc = await placed(t, NYSC_ROLE)
    const other = await get(`/users/placements/${nysc.placementId}/logbook`, nysc.intern.token)
    expect(other.status).toBe(400)
    expect(other.body).toMatchObject({
      code: 'NOT_SIWES_PLACEMENT',
      message: LOGBOOK_MESSAGES.notSiwes,
    })
    const unscheduled = await placed(t)
    const early = await writeWeek(unscheduled.placementId, unscheduled.intern.token)
    expect(early.status).toBe(409)
    expect(early.body.code).toBe('LOGBOOK_NOT_READY')
  })

  it('shows and changes nothing for anyone but its two parties', async () => {
    const { company, intern, placementId } = await loggingPlacement(t)
    await writeWeek(placementId, intern.token)
    const otherCompany = await createAccount(t.database.db, 'company', {
      company: COMPLETE_COMPANY,
    })
    const otherIntern = await createAccount(t.database.db, 'intern')
    const admin = await createAdmin(t.database.db)
    const before = await storedWeeks()

    const internBook = `/users/placements/${placementId}/logbook`
    const companyBook = `/company/placements/${placementId}/logbook`
    for (const url of [internBook, `${internBook.replace('/logbook', '/logbook.pdf')}`]) {
      expect((await get(url, otherIntern.token)).status).toBe(404)
      expect((await get(url, company.token)).status).toBe(403)
      expect((await get(url, admin.token)).status).toBe(403)
      expect((await get(url)).status).toBe(401)
    }
    for (const url of [companyBook, `${companyBook.replace('/logbook', '/logbook.pdf')}`]) {
      expect((await get(url, otherCompany.token)).status).toBe(404)
      expect((await get(url, intern.token)).status).toBe(403)
      expect((await get(url, admin.token)).status).toBe(403)
    }
    expect((await writeWeek(placementId, otherIntern.token, WEEK_1, [])).status).toBe(404)
    expect((await submitWeek(placementId, otherIntern.token)).status).toBe(404)
    // The company reads the logbook; it writes none of it.
    expect((await writeWeek(placementId, company.token, WEEK_1, [])).status).toBe(403)
    expect((await submitWeek(placementId, company.token)).status).toBe(403)
    expect(
      (
        await put(`/company/placements/${placementId}/logbook/${WEEK_1}`, company.token, {
          days: [],
        })
      ).status,
    ).toBe(404)
    expect((await writeWeek(placementId, admin.token, WEEK_1, [])).status).toBe(403)
    expect((await writeWeek(placementId, undefined as never, WEEK_1, [])).status).toBe(401)
    expect((await writeWeek('not-a-uuid', intern.token)).status).toBe(404)
    expect(await storedWeeks()).toEqual(before)
  })
})

describe('sending a week to the supervisor', () => {
  it('mails and texts the supervisor a link that shows that week, kept only as a hash', async () => {
    const { intern, placementId } = await loggingPlacement(t)
    await writeWeek(placementId, intern.token)
    const res = await submitWeek(placementId, intern.token)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(LOGBOOK_MESSAGES.submitted)
    expect(res.body.data).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) })

    const mail = t.mail.mails.find((m) => m.to === SUPERVISOR_EMAIL)
    expect(mail?.subject).toBe(
      "Please sign Ada Okafor's SIWES logbook for week 1 (from " + formatDay(WEEK_1) + ')',
    )
    expect(mail?.text).toContain('Dear Emeka Nwosu,')
    const token = mailedToken()
    await vi.waitFor(() => expect(providers.sms).toHaveLength(1))
    expect(providers.sms[0]).toMatchObject({ to: SUPERVISOR_PHONE })
    expect(providers.sms[0]!.message).toContain(`/app/logbook/sign?token=${token}`)
    expect(providers.sms[0]!.message).toMatch(
      /^Internplace: Ada Okafor sent you their SIWES logbook/,
    )

    const links = await t.database.db.select().from(logbookLinks)
    expect(links).toHaveLength(1)
    expect(JSON.stringify(links)).not.toContain(token)

    const week = await get(`/logbook/sign?token=${token}`)
    expect(week.status).toBe(200)
    expect(week.headers['cache-control']).toBe('private, no-store')
    expect(week.body.data).toMatchObject({
      internName: 'Ada Okafor',
      companyName: 'Kobo Ledger Technologies',
      roleTitle: 'SIWES Trainee (Software)',
      supervisorName: 'Emeka Nwosu',
      weekStart: WEEK_1,
      weekNumber: 1,
      days: DAYS,
    })
  })

  it('refuses an empty week (400), a week before its Friday (409), and a future week', async () => {
    const { intern, placementId } = await loggingPlacement(t)
    const empty = await submitWeek(placementId, intern.token)
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual({ days: LOGBOOK_MESSAGES.nothingWritten })
    expect((await submitWeek(placementId, intern.token, addDays(THIS_WEEK, 7))).status).toBe(400)

    // On the Wednesday of week 2, at noon in Lagos, its Friday has not come.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${addDays(WEEK_2, 2)}T11:00:00Z`) })
    await writeWeek(placementId, intern.token, WEEK_2, [{ date: WEEK_2, activities: 'Inducted.' }])
    const early = await submitWeek(placementId, intern.token, WEEK_2)
    vi.useRealTimers()
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({
      code: 'LOGBOOK_WEEK_NOT_OVER',
      message: LOGBOOK_MESSAGES.notOver(addDays(WEEK_2, 4)),
    })
    expect(t.mail.mails.filter((m) => m.to === SUPERVISOR_EMAIL)).toEqual([])
    expect((await storedWeeks()).map((week) => week.status)).toEqual(['draft'])
  })

  it('sends a new link when sent again, and the old one stops working', async () => {
    const { intern, placementId } = await loggingPlacement(t)
    await writeWeek(placementId, intern.token)
    await submitWeek(placementId, intern.token)
    const first = mailedToken()
    await submitWeek(placementId, intern.token)
    const second = mailedToken()
    expect(second).not.toBe(first)
    const old = await get(`/logbook/sign?token=${first}`)
    expect(old.status).toBe(410)
    expect(old.body).toMatchObject({
      code: 'LOGBOOK_LINK_EXPIRED',
      message: LOGBOOK_MESSAGES.linkReplaced,
    })
    expect((await get(`/logbook/sign?token=${second}`)).status).toBe(200)
  })

  it('takes a sent week back to a draft when it is changed, and voids its link', async () => {
    const { intern, placementId } = await loggingPlacement(t)
    await writeWeek(placementId, intern.token)
    await submitWeek(placementId, intern.token)
    const token = mailedToken()
    const changed = await writeWeek(placementId, intern.token, WEEK_1, [DAYS[0]!])
    expect(changed.body.data).toMatchObject({ status: 'draft', submittedAt: null })
    const res = await post('/logbook/sign', undefined, { token, ...SIGNATURE })
    expect(res.status).toBe(410)
    expect((await storedWeeks())[0]).toMatchObject({ status: 'draft', signatureName: null })
  })
})

describe('the supervisor signs through the link, without an account', () => {
  it('signs the week: it locks, the link is used up, the student is told, weeks done count it', async () => {
    const { company, intern, placementId } = await loggingPlacement(t)
    await writeWeek(placementId, intern.token)
    await submitWeek(placementId, intern.token)
    const token = mailedToken()

    const res = await post('/logbook/sign', undefined, {
      token,
      signatureName: '  Emeka   Nwosu ',
      comment: SIGNATURE.comment,
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(LOGBOOK_MESSAGES.signed)
    expect(res.body.data).toMatchObject({ weekStart: WEEK_1, signatureName: 'Emeka Nwosu' })

    const book = await get(`/company/placements/${placementId}/logbook`, company.token)
    expect(book.body.data.weeks[0]).toMatchObject({
      status: 'signed',
      signatureName: 'Emeka Nwosu',
      comment: SIGNATURE.comment,
      signedAt: expect.any(String),
    })
    const placement = await get(`/users/placements/${placementId}`, intern.token)
    expect(placement.body.data).toMatchObject({ weeksDone: 1, weeksTotal: 24 })

    const locked = await writeWeek(placementId, intern.token, WEEK_1, [DAYS[0]!])
    expect(locked.status).toBe(409)
    expect(locked.body).toMatchObject({
      code: 'LOGBOOK_WEEK_SIGNED',
      message: 'This week is signed and cannot be changed',
    })
    expect((await submitWeek(placementId, intern.token)).status).toBe(409)
    for (const again of [
      await post('/logbook/sign', undefined, { token, ...SIGNATURE }),
      await get(`/logbook/sign?token=${token}`),
    ]) {
      expect(again.status).toBe(410)
      expect(again.body).toMatchObject({
        code: 'LOGBOOK_LINK_USED',
        message: LOGBOOK_MESSAGES.linkUsed,
      })
    }
    expect((await storedWeeks())[0]?.days).toEqual(DAYS)

    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(notices.map((notice) => notice.title)).toContain('Logbook week 1 signed')
    const told = t.mail.mails.find((m) => m.to === intern.account.email)
    expect(told?.subject).toBe('Logbook week 1 signed by Emeka Nwosu')
    expect(told?.text).toContain(`Their comment: ${SIGNATURE.comment}`)
    expect(told?.text).toContain(`/app/intern/placements/${placementId}`)

    const papers = await get(`/company/placements/${placementId}/documents`, company.token)
    expect(papers.body.data.docs).toContainEqual({
      kind: 'logbook',
      title: 'SIWES/IT logbook',
      date: res.body.data.signedAt,
      path: `/company/placements/${placementId}/logbook.pdf`,
    })
  })

  it('signs only the week of its link', async () => {
    const { intern, placementId } = await loggingPlacement(t)
    await writeWeek(placementId, intern.token)
    await writeWeek(placementId, intern.token, WEEK_2, [{ date: WEEK_2, activities: 'Inducted.' }])
    await submitWeek(placementId, intern.token)
    const first = mailedToken()
    await submitWeek(placementId, intern.token, WEEK_2)
    const second = mailedToken()

    expect((await get(`/logbook/sign?token=${second}`)).body.data.weekStart).toBe(WEEK_2)
    expect((await post('/logbook/sign', undefined, { token: second, ...SIGNATURE })).status).toBe(
      200,
    )
    const weeks = await storedWeeks()
    expect(Object.fromEntries(weeks.map((week) => [week.weekStart, week.status]))).toEqual({
      [WEEK_1]: 'submitted',
      [WEEK_2]: 'signed',
    })
    expect((await get(`/logbook/sign?token=${first}`)).body.data.weekStart).toBe(WEEK_1)
  })

  it('works for 14 days, then says the link expired and changes nothing', async () => {
    const { intern, placementId } = await loggingPlacement(t)
    await writeWeek(placementId, intern.token)
    await submitWeek(placementId, intern.token)
    const token = mailedToken()
    const day = 86_400_000

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 14 * day - 60_000 })
    expect((await get(`/logbook/sign?token=${token}`)).status).toBe(200)
    vi.setSystemTime(Date.now() + 2 * 60_000)
    const late = await post('/logbook/sign', undefined, { token, ...SIGNATURE })
    vi.useRealTimers()
    expect(late.status).toBe(410)
    expect(late.body).toMatchObject({
      code: 'LOGBOOK_LINK_EXPIRED',
      message: LOGBOOK_MESSAGES.linkExpired,
    })
    expect((await storedWeeks())[0]).toMatchObject({ status: 'submitted', signedAt: null })
  })

  it('answers a bad link with 404 and a bad signature with 400, changing nothing', async () => {
    const { intern, placementId } = await loggingPlacement(t)
    await writeWeek(placementId, intern.token)
    await submitWeek(placementId, intern.token)
    const token = mailedToken()

    for (const bad of ['abc', 'A'.repeat(43), `${token.slice(0, 42)}_`]) {
      const res = await get(`/logbook/sign?token=${bad}`)
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({
        code: 'LOGBOOK_LINK_INVALID',
        message: LOGBOOK_MESSAGES.linkInvalid,
      })
      expect((await post('/logbook/sign', undefined, { token: bad, ...SIGNATURE })).status).toBe(
        404,
      )
    }
    expect((await get('/logbook/sign')).status).toBe(400)
    const cases: [unknown, string, string][] = [
      [{ token, signatureName: 'Emeka' }, 'signatureName', LOGBOOK_MESSAGES.signatureName],
      [
        { token, comment: 'x'.repeat(1001), signatureName: 'Emeka Nwosu' },
        'comment',
        LOGBOOK_MESSAGES.comment,
      ],
      [{ signatureName: 'Emeka Nwosu' }, 'token', LOGBOOK_MESSAGES.linkInvalid],
    ]
    for (const [payload, field, message] of cases) {
      const res = await post('/logbook/sign', undefined, payload)
      expect(res.status).toBe(400)
      expect(res.body.errors?.[field]).toBe(message)
    }
    expect((await storedWeeks())[0]).toMatchObject({ status: 'submitted', signatureName: null })
  })

  it('limits the calls one network makes to the signing page', async () => {
    const max = WRITE_LIMITS.logbookLinks.perAddress.max
    for (let i = 0; i < max; i++) {
      expect((await get(`/logbook/sign?token=${'B'.repeat(43)}`)).status).toBe(404)
    }
    const refused = await post('/logbook/sign', undefined, { token: 'B'.repeat(43), ...SIGNATURE })
    expect(refused.status).toBe(429)
    await t.database.db.execute(sql`DELETE FROM rate_limits`)
  })
})

describe('the logbook in the data export', () => {
  it("carries every week of the student's placements, and none of the links", async () => {
    const { company, intern, placementId } = await loggingPlacement(t)
    await writeWeek(placementId, intern.token)
    await submitWeek(placementId, intern.token)
    await post('/logbook/sign', undefined, { token: mailedToken(), ...SIGNATURE })
    for (const party of [intern, company]) {
      const res = await get('/account/export', party.token)
      expect(res.status).toBe(200)
      expect(res.body.data.logbookWeeks).toEqual([
        expect.objectContaining({
          placementId,
          weekStart: WEEK_1,
          days: DAYS,
          status: 'signed',
          signatureName: 'Emeka Nwosu',
          comment: SIGNATURE.comment,
        }),
      ])
      expect(JSON.stringify(res.body.data)).not.toMatch(/tokenHash|token_hash/)
    }
  })
})
