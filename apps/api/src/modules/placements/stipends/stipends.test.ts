import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  STIPEND_MESSAGES,
  WRITE_LIMITS,
  addMonths,
  firstDayOf,
  formatDay,
  newestDueMonth,
  todayInLagos,
} from '@app/domain'
import { notifications, placementStipends, roles, stipendMonths } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createAdmin } from '../../../../test/factories.js'
import { ROLE } from '../../../../test/conversation-fixtures.js'
import {
  NYSC_ROLE,
  datePlacement,
  dayFromToday,
  placed,
} from '../../../../test/placement-fixtures.js'

const t = useTestApp()

const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', url, ...(token && { token }) })
const post = (url: string, token: string | undefined, payload: unknown) =>
  call(t.app, { method: 'POST', url, ...(token && { token }), payload: payload as object })

/** The newest month due today, and the two before it. */
const LAST = newestDueMonth(todayInLagos())
const BEFORE = addMonths(LAST, -1)
const EARLIER = addMonths(LAST, -2)

/** An internship (NGN 50,000 a month) under way for four months, with both parties. */
async function paidPlacement(role: object = ROLE) {
  const parties = await placed(t, role)
  await datePlacement(t, parties.placementId, `${addMonths(LAST, -3)}-16`, dayFromToday(60))
  return parties
}

const storedMonths = (placementId: string) =>
  t.database.db.select().from(stipendMonths).where(eq(stipendMonths.placementId, placementId))

const titlesOf = async (accountId: string) =>
  (
    await t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId))
  ).map((notice) => notice.title)

const stipendTitlesOf = async (accountId: string) =>
  (await titlesOf(accountId)).filter((title) => /stipend/i.test(title))

describe('the intern confirms the stipend month by month', () => {
  it('lists the months due with the stipend as accepted, and keeps a yes from the company', async () => {
    const { company, intern, placementId } = await paidPlacement()
    const list = await get(`/users/placements/${placementId}/stipend`, intern.token)
    expect(list.status).toBe(200)
    expect(list.body.data.monthlyStipend).toBe(50_000)
    expect(list.body.data.months.map((m: { month: string }) => m.month)).toEqual([
      LAST,
      BEFORE,
      EARLIER,
      addMonths(LAST, -3),
    ])
    expect(list.body.data.months[0]).toMatchObject({
      expectedAmount: 50_000,
      askedAt: null,
      paid: null,
      canAnswer: ['yes', 'partly', 'no'],
      dispute: null,
    })

    const yes = await post(`/users/placements/${placementId}/stipend`, intern.token, {
      month: LAST,
      paid: 'yes',
    })
    expect(yes.status).toBe(200)
    expect(yes.body.message).toBe(STIPEND_MESSAGES.saved)
    expect(yes.body.data).toMatchObject({ month: LAST, paid: 'yes', amount: 50_000, canAnswer: [] })

    // The company reads nothing of it: no dispute to list, none to answer, no notice.
    const theirs = await get(`/company/placements/${placementId}/stipend`, company.token)
    expect(theirs.status).toBe(200)
    expect(theirs.body.data).toEqual({ disputes: [] })
    const answer = await post(
      `/company/placements/${placementId}/stipend/${LAST}/answer`,
      company.token,
      { note: 'We paid.' },
    )
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe(STIPEND_MESSAGES.noDispute)
    // The same 404 as a month never answered: a 'yes' cannot be told apart.
    const never = await post(
      `/company/placements/${placementId}/stipend/${BEFORE}/answer`,
      company.token,
      { note: 'We paid.' },
    )
    expect(never.status).toBe(404)
    expect(never.body).toEqual(answer.body)
    expect(await stipendTitlesOf(company.account.id)).toEqual([])
    expect(t.mail.mails.filter((m) => m.to === company.account.email)).toEqual([])

    // 'Yes' is final.
    const again = await post(`/users/placements/${placementId}/stipend`, intern.token, {
      month: LAST,
      paid: 'no',
    })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('STIPEND_ANSWERED')
  })

  it("opens a dispute with a 'no', which the company sees and answers once, and a late 'yes' closes", async () => {
    const { company, intern, placementId } = await paidPlacement()
    const no = await post(`/users/placements/${placementId}/stipend`, intern.token, {
      month: BEFORE,
      paid: 'no',
    })
    expect(no.status).toBe(200)
    expect(no.body.message).toBe(STIPEND_MESSAGES.disputeOpened)
    const answerBy = no.body.data.dispute.answerBy as string
    expect(no.body.data).toMatchObject({
      paid: 'no',
      amount: 0,
      canAnswer: ['yes', 'partly'],
      dispute: { status: 'open', note: null, answeredAt: null, closedAt: null },
    })
    expect(answerBy).toBe(dayFromToday(7))

    // The company is told, in-app and by mail, with the day to answer by.
    const label = no.body.data.label as string
    expect(await titlesOf(company.account.id)).toContain(`Stipend for ${label} reported unpaid`)
    const mail = t.mail.mails.find((m) => m.to === company.account.email)
    expect(mail?.subject).toBe(
      `Stipend for ${label} reported unpaid: answer by ${formatDay(answerBy)}`,
    )
    expect(mail?.text).toContain('Ada Okafor')
    expect(mail?.text).toContain(`/app/company/placements/${placementId}`)

    const theirs = await get(`/company/placements/${placementId}/stipend`, company.token)
    expect(theirs.body.data.disputes).toEqual([
      expect.objectContaining({
        month: BEFORE,
        label,
        paid: 'no',
        amount: null,
        expectedAmount: 50_000,
        answerBy,
        status: 'open',
      }),
    ])

    const url = `/company/placements/${placementId}/stipend/${BEFORE}/answer`
    const answered = await post(url, company.token, {
      note: '  Paid on 5 November by transfer; reference 0042.  ',
    })
    expect(answered.status).toBe(200)
    expect(answered.body.message).toBe(STIPEND_MESSAGES.companyAnswered)
    expect(answered.body.data).toMatchObject({
      status: 'answered',
      note: 'Paid on 5 November by transfer; reference 0042.',
    })
    expect(await titlesOf(intern.account.id)).toContain(
      `Kobo Ledger Technologies answered about your ${label} stipend`,
    )
    const twice = await post(url, company.token, { note: 'Again' })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(STIPEND_MESSAGES.disputeAnswered)

    // Paid late: the intern's 'yes' closes the dispute, and the company is told.
    const late = await post(`/users/placements/${placementId}/stipend`, intern.token, {
      month: BEFORE,
      paid: 'yes',
    })
    expect(late.status).toBe(200)
    expect(late.body.message).toBe(STIPEND_MESSAGES.disputeClosed)
    expect(late.body.data).toMatchObject({ paid: 'yes', dispute: { status: 'closed' } })
    expect(await titlesOf(company.account.id)).toContain(`Stipend dispute closed: ${label}`)
    const closed = await get(`/company/placements/${placementId}/stipend`, company.token)
    expect(closed.body.data.disputes[0]).toMatchObject({ status: 'closed', paid: 'no' })
  })

  it("takes 'partly' with the amount paid, then more, and refuses going back", async () => {
    const { company, intern, placementId } = await paidPlacement()
    const url = `/users/placements/${placementId}/stipend`
    const partly = await post(url, intern.token, { month: LAST, paid: 'partly', amount: 20_000 })
    expect(partly.status).toBe(200)
    expect(partly.body.data).toMatchObject({ paid: 'partly', amount: 20_000 })
    const told = t.mail.mails.find((m) => m.to === company.account.email)
    expect(told?.text).toContain('paid NGN 20,000 of the NGN 50,000 stipend')

    const more = await post(url, intern.token, { month: LAST, paid: 'partly', amount: 35_000 })
    expect(more.status).toBe(200)
    expect(more.body.data.dispute.status).toBe('open')
    for (const payload of [
      { month: LAST, paid: 'partly', amount: 30_000 },
      { month: LAST, paid: 'no' },
    ]) {
      const refused = await post(url, intern.token, payload)
      expect(refused.status, JSON.stringify(payload)).toBe(409)
      expect(refused.body.message).toBe(STIPEND_MESSAGES.alreadyAnswered)
    }
    // One dispute, told once.
    expect(t.mail.mails.filter((m) => m.to === company.account.email)).toHaveLength(1)
    const stored = await storedMonths(placementId)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ answer: 'partly', amount: 35_000 })
  })

  it('refuses bad input with 400 and writes nothing', async () => {
    const { company, intern, placementId } = await paidPlacement()
    const url = `/users/placements/${placementId}/stipend`
    const future = addMonths(LAST, 1)
    const cases: [unknown, string, string][] = [
      [{ month: '2026-13', paid: 'yes' }, 'month', STIPEND_MESSAGES.month],
      [{ paid: 'yes' }, 'month', STIPEND_MESSAGES.month],
      [{ month: LAST, paid: 'sometimes' }, 'paid', STIPEND_MESSAGES.paid],
      [{ month: LAST, paid: 'partly' }, 'amount', STIPEND_MESSAGES.amountForPartly],
      [{ month: LAST, paid: 'partly', amount: '20000' }, 'amount', STIPEND_MESSAGES.amount],
      [{ month: LAST, paid: 'no', amount: 10_000 }, 'amount', STIPEND_MESSAGES.amountForNo],
      [
        { month: LAST, paid: 'partly', amount: 50_000 },
        'amount',
        STIPEND_MESSAGES.amountBelowStipend(50_000),
      ],
      [
        { month: LAST, paid: 'yes', amount: 10_000 },
        'amount',
        STIPEND_MESSAGES.amountForYes(50_000),
      ],
      // Not due yet, and before the placement began.
      [{ month: future, paid: 'yes' }, 'month', STIPEND_MESSAGES.monthNotDue],
      [{ month: addMonths(LAST, -4), paid: 'no' }, 'month', STIPEND_MESSAGES.monthNotDue],
    ]
    for (const [payload, field, message] of cases) {
      const res = await post(url, intern.token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.errors?.[field], JSON.stringify(payload)).toBe(message)
    }
    const answerUrl = `/company/placements/${placementId}/stipend`
    for (const [path, payload, message] of [
      [`${LAST}/answer`, { note: '   ' }, STIPEND_MESSAGES.note],
      [`${LAST}/answer`, { note: 'x'.repeat(1001) }, STIPEND_MESSAGES.note],
      ['May-2026/answer', { note: 'Paid.' }, STIPEND_MESSAGES.month],
    ] as const) {
      const res = await post(`${answerUrl}/${path}`, company.token, payload)
      expect(res.status, path).toBe(400)
      expect(JSON.stringify(res.body)).toContain(message)
    }
    expect(await storedMonths(placementId)).toEqual([])
    expect(await stipendTitlesOf(company.account.id)).toEqual([])
  })

  it("reads the stipend as accepted: a later change of the role's pay does not move it", async () => {
    const { intern, placementId, applicationId, company } = await paidPlacement()
    await t.database.db
      .update(roles)
      .set({ minimumSalary: 10_000, maximumSalary: null })
      .where(eq(roles.companyId, company.account.id))
    const url = `/users/placements/${placementId}/stipend`
    expect((await get(url, intern.token)).body.data.monthlyStipend).toBe(50_000)

    // An offer letter is the written word: its stipend is asked about from then on.
    const letter = await post(`/company/applications/${applicationId}/letter`, company.token, {
      kind: 'offer',
      internName: 'Ada Okafor',
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
      startDate: dayFromToday(-100),
      roleTitle: 'Front-End Developer Intern',
      durationMonths: 6,
      monthlyStipend: 65_000,
    })
    expect(letter.status).toBe(201)
    expect((await get(url, intern.token)).body.data.monthlyStipend).toBe(65_000)
  })

  it('has nothing to confirm for an unpaid role', async () => {
    const { intern, placementId } = await paidPlacement({
      ...NYSC_ROLE,
      minimumSalary: 0,
      maximumSalary: null,
    })
    const [terms] = await t.database.db
      .select()
      .from(placementStipends)
      .where(eq(placementStipends.placementId, placementId))
    expect(terms?.monthlyAmount).toBeNull()
    const list = await get(`/users/placements/${placementId}/stipend`, intern.token)
    expect(list.body.data).toEqual({ monthlyStipend: null, months: [] })
    const res = await post(`/users/placements/${placementId}/stipend`, intern.token, {
      month: LAST,
      paid: 'no',
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'NO_STIPEND', message: STIPEND_MESSAGES.noStipend })
    expect(await storedMonths(placementId)).toEqual([])
  })
})

describe('only the two parties read or answer', () => {
  it('answers 404 to others, 403 to the wrong kind and admins, 401 without a session', async () => {
    const { company, intern, placementId } = await paidPlacement()
    await post(`/users/placements/${placementId}/stipend`, intern.token, {
      month: LAST,
      paid: 'no',
    })
    const before = await storedMonths(placementId)
    const otherCompany = await createAccount(t.database.db, 'company', {
      company: COMPLETE_COMPANY,
    })
    const otherIntern = await createAccount(t.database.db, 'intern')
    const admin = await createAdmin(t.database.db)
    // The other party's other placement: a second placement of the same company, another intern.
    const other = await paidPlacement()

    const mine = `/users/placements/${placementId}/stipend`
    const theirs = `/company/placements/${placementId}/stipend`
    const answer = `${theirs}/${LAST}/answer`
    const yes = { month: LAST, paid: 'yes' }
    const note = { note: 'Paid.' }

    expect((await get(mine, otherIntern.token)).status).toBe(404)
    expect((await get(mine, other.intern.token)).status).toBe(404)
    expect((await post(mine, otherIntern.token, yes)).status).toBe(404)
    expect((await get(theirs, otherCompany.token)).status).toBe(404)
    expect((await get(theirs, other.company.token)).status).toBe(404)
    expect((await post(answer, otherCompany.token, note)).status).toBe(404)
    expect((await get('/users/placements/not-a-uuid/stipend', intern.token)).status).toBe(404)

    expect((await get(mine, company.token)).status).toBe(403)
    expect((await post(mine, company.token, yes)).status).toBe(403)
    expect((await get(theirs, intern.token)).status).toBe(403)
    expect((await post(answer, intern.token, note)).status).toBe(403)
    for (const token of [admin.token, undefined]) {
      const status = token ? 403 : 401
      expect((await get(mine, token)).status).toBe(status)
      expect((await post(mine, token, yes)).status).toBe(status)
      expect((await get(theirs, token)).status).toBe(status)
      expect((await post(answer, token, note)).status).toBe(status)
    }
    expect(await storedMonths(placementId)).toEqual(before)
  })

  it('limits the answers one account gives', async () => {
    const { intern, placementId } = await paidPlacement()
    const url = `/users/placements/${placementId}/stipend`
    const notDue = { month: addMonths(LAST, 1), paid: 'yes' }
    for (let i = 0; i < WRITE_LIMITS.stipends.perAccount.max; i++) {
      expect((await post(url, intern.token, notDue)).status).toBe(400)
    }
    const over = await post(url, intern.token, { month: LAST, paid: 'yes' })
    expect(over.status).toBe(429)
    expect(await storedMonths(placementId)).toEqual([])
  })
})

describe('the data export', () => {
  it("carries the intern's answers, and only the disputes for the company", async () => {
    const { company, intern, placementId } = await paidPlacement()
    const url = `/users/placements/${placementId}/stipend`
    await post(url, intern.token, { month: LAST, paid: 'yes' })
    await post(url, intern.token, { month: BEFORE, paid: 'partly', amount: 15_000 })
    const exportOf = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/account/export',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data.stipendMonths
    const internRows = await exportOf(intern.token)
    expect(internRows).toMatchObject([
      { placementId, month: firstDayOf(BEFORE), answer: 'partly', amount: 15_000 },
      { placementId, month: firstDayOf(LAST), answer: 'yes', amount: 50_000 },
    ])
    const companyRows = await exportOf(company.token)
    expect(companyRows).toHaveLength(1)
    expect(companyRows[0]).toMatchObject({ month: firstDayOf(BEFORE), answer: 'partly' })
    const [yesRow] = await t.database.db
      .select()
      .from(stipendMonths)
      .where(
        and(eq(stipendMonths.placementId, placementId), eq(stipendMonths.month, firstDayOf(LAST))),
      )
    expect(yesRow?.answer).toBe('yes')
  })
})
