import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  MS_PER_DAY,
  STIPEND_DISPUTE_DAYS,
  firstDayOf,
  newestDueMonth,
  todayInLagos,
} from '@app/domain'
import { noticeSends, notifications, stipendMonths } from '../../../db/schema.js'
import { runSweep } from '../../../lib/jobs.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { createAdmin } from '../../../../test/factories.js'
import { ROLE } from '../../../../test/conversation-fixtures.js'
import { NYSC_ROLE, datePlacement, placed } from '../../../../test/placement-fixtures.js'
import { verifyPhone } from '../../../../test/phone-fixtures.js'

const t = useTestApp()

/** The sweep at a chosen moment, and the mail it queued. */
async function sweepAt(instant: string | Date) {
  await runSweep(t.app.ctx, 'stipends', new Date(instant))
  await t.app.ctx.jobs.settle()
}

const titlesOf = async (accountId: string) =>
  (
    await t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId))
  ).map((notice) => notice.title)

const questions = async (accountId: string) =>
  (await titlesOf(accountId)).filter((title) => title.startsWith('Were you paid'))

describe('the monthly question', () => {
  it('asks each placement with a stipend once a month, from the 3rd, for the months it covered', async () => {
    const covering = await placed(t, ROLE)
    await datePlacement(t, covering.placementId, '2026-03-16', '2026-08-14')
    const endedInApril = await placed(t, ROLE)
    await datePlacement(t, endedInApril.placementId, '2026-02-02', '2026-04-20')
    const unpaid = await placed(t, { ...NYSC_ROLE, minimumSalary: 0, maximumSalary: null })
    await datePlacement(t, unpaid.placementId, '2026-03-16', '2026-08-14')
    const undated = await placed(t, ROLE)
    // The question is transactional: it reaches a verified phone too.
    await verifyPhone(t, covering.intern.account.id, '+2348031234567', { smsNotices: true })

    // 2 June, 23:00 in Lagos: April is the newest month due; May waits for the 3rd.
    await sweepAt('2026-06-02T22:00:00Z')
    expect(await questions(covering.intern.account.id)).toEqual(['Were you paid for April 2026?'])
    expect(await questions(endedInApril.intern.account.id)).toEqual([
      'Were you paid for April 2026?',
    ])

    await sweepAt('2026-06-03T08:00:00Z')
    await sweepAt('2026-06-03T08:05:00Z')
    await sweepAt('2026-06-20T12:00:00Z')
    expect(await questions(covering.intern.account.id)).toEqual([
      'Were you paid for April 2026?',
      'Were you paid for May 2026?',
    ])
    // Ended in April: May is not its month. Unpaid or undated: never asked.
    expect(await questions(endedInApril.intern.account.id)).toHaveLength(1)
    expect(await questions(unpaid.intern.account.id)).toEqual([])
    expect(await questions(undated.intern.account.id)).toEqual([])

    const mail = t.mail.mails.filter(
      (m) => m.to === covering.intern.account.email && m.subject === 'Were you paid for May 2026?',
    )
    expect(mail).toHaveLength(1)
    expect(mail[0]?.text).toContain('NGN 50,000')
    expect(mail[0]?.text).toContain(`/app/intern/placements/${covering.placementId}`)
    const texts = await t.database.db
      .select()
      .from(noticeSends)
      .where(
        and(eq(noticeSends.accountId, covering.intern.account.id), eq(noticeSends.channel, 'sms')),
      )
    expect(texts.map((send) => send.event)).toEqual(['stipend-asked', 'stipend-asked'])
    // Nothing reaches the company when its intern is asked.
    expect(t.mail.mails.filter((m) => m.to === covering.company.account.email)).toEqual([])

    // The intern's list shows when each month was asked.
    const list = await call(t.app, {
      method: 'GET',
      url: `/users/placements/${covering.placementId}/stipend`,
      token: covering.intern.token,
    })
    const may = list.body.data.months.find((m: { month: string }) => m.month === '2026-05')
    expect(may).toMatchObject({ askedAt: '2026-06-03T08:00:00.000Z', paid: null })

    // A month the intern answered before the sweep came is not asked.
    const answered = await call(t.app, {
      method: 'POST',
      url: `/users/placements/${covering.placementId}/stipend`,
      token: covering.intern.token,
      payload: { month: '2026-07', paid: 'yes' },
    })
    expect(answered.status).toBe(200)
    await sweepAt('2026-07-03T08:00:00Z')
    await sweepAt('2026-08-03T08:00:00Z')
    await sweepAt('2026-09-03T08:00:00Z')
    await sweepAt('2026-10-03T08:00:00Z')
    expect(await questions(covering.intern.account.id)).toEqual([
      'Were you paid for April 2026?',
      'Were you paid for May 2026?',
      'Were you paid for June 2026?',
      // July answered first; August is the last month it covered; September it did not.
      'Were you paid for August 2026?',
    ])
  })
})

describe('a dispute the company leaves unanswered', () => {
  it('is marked overdue after 7 days, once, and the console lists it so', async () => {
    const { company, intern, placementId } = await placed(t, ROLE)
    const due = newestDueMonth(todayInLagos())
    await datePlacement(t, placementId, `${due}-01`, '2027-12-31')
    const opened = await call(t.app, {
      method: 'POST',
      url: `/users/placements/${placementId}/stipend`,
      token: intern.token,
      payload: { month: due, paid: 'no' },
    })
    expect(opened.status).toBe(200)
    const openedAt = Date.parse(opened.body.data.dispute.openedAt)
    const overdueTitle = `Stipend dispute overdue: ${opened.body.data.label}`
    const admin = await createAdmin(t.database.db)
    const consoleList = async (status: string) =>
      (
        await call(t.app, {
          method: 'GET',
          url: `/admin/stipend-disputes?status=${status}`,
          token: admin.token,
        })
      ).body.data.docs

    await sweepAt(new Date(openedAt + (STIPEND_DISPUTE_DAYS - 1) * MS_PER_DAY))
    expect(await titlesOf(company.account.id)).not.toContain(overdueTitle)
    expect(await consoleList('open')).toHaveLength(1)

    const late = new Date(openedAt + STIPEND_DISPUTE_DAYS * MS_PER_DAY + 60_000)
    await sweepAt(late)
    await sweepAt(new Date(late.getTime() + MS_PER_DAY))
    expect(
      (await titlesOf(company.account.id)).filter((title) => title === overdueTitle),
    ).toHaveLength(1)
    const [stored] = await t.database.db
      .select()
      .from(stipendMonths)
      .where(
        and(eq(stipendMonths.placementId, placementId), eq(stipendMonths.month, firstDayOf(due))),
      )
    expect(stored?.overdueAt?.toISOString()).toBe(late.toISOString())
    expect(await consoleList('open')).toEqual([])
    expect(await consoleList('overdue')).toMatchObject([
      { placementId, month: due, status: 'overdue', overdue: true, answeredAt: null },
    ])

    // Answered late, it stays marked as having been overdue.
    const answer = await call(t.app, {
      method: 'POST',
      url: `/company/placements/${placementId}/stipend/${due}/answer`,
      token: company.token,
      payload: { note: 'Sorry: paid today.' },
    })
    expect(answer.status).toBe(200)
    expect(await consoleList('overdue')).toEqual([])
    expect(await consoleList('answered')).toMatchObject([
      { placementId, status: 'answered', overdue: true, note: 'Sorry: paid today.' },
    ])
  })
})
