import { and, eq, like, or } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addDays, formatDay, scafDeadline, watToIso } from '@app/domain'
import { noticeSends, notifications, scafs } from '../../../db/schema.js'
import { runSweep } from '../../../lib/jobs.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import {
  SCHEDULE,
  SIGNATORY,
  dayFromToday,
  siwesReady,
} from '../../../../test/placement-fixtures.js'
import { verifyPhone } from '../../../../test/phone-fixtures.js'

const t = useTestApp()

/** The sweep as the job runner runs it, at a Lagos day and hour of the test's choosing. */
async function sweepAt(day: string, time = '09:00') {
  await runSweep(t.app.ctx, 'scaf-reminders', new Date(watToIso(day, time) ?? ''))
  await t.app.ctx.jobs.settle()
}

const sign = async (placementId: string, token: string) => {
  const res = await call(t.app, {
    method: 'POST',
    url: `/company/placements/${placementId}/scaf/sign`,
    token,
    payload: SIGNATORY,
  })
  expect(res.status).toBe(200)
}

const markSubmitted = async (placementId: string, token: string) => {
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/placements/${placementId}/scaf/submitted`,
    token,
  })
  expect(res.status).toBe(200)
}

/** The reminders the student got, oldest first, by their titles. */
const reminders = async (accountId: string) =>
  (
    await t.database.db
      .select({ title: notifications.title, createdAt: notifications.createdAt })
      .from(notifications)
      .where(
        and(
          eq(notifications.accountId, accountId),
          or(
            like(notifications.title, 'Take your SCAF%'),
            like(notifications.title, 'Your SCAF is due%'),
          ),
        ),
      )
      .orderBy(notifications.createdAt)
  ).map((notice) => notice.title)

const storedScaf = async (id: string) =>
  (await t.database.db.select().from(scafs).where(eq(scafs.placementId, id)))[0]

const startingIn = (days: number) => ({
  ...SCHEDULE,
  startDate: dayFromToday(days),
  endDate: dayFromToday(days + 24 * 7 - 1),
})

describe('the SCAF reminders', () => {
  it('remind once when the placement starts and once three days before the deadline', async () => {
    const { company, intern, placementId } = await siwesReady(t)
    await verifyPhone(t, intern.account.id, '+2348035551234', { smsNotices: true })
    await sign(placementId, company.token)
    const start = SCHEDULE.startDate
    const deadline = formatDay(scafDeadline(start))
    const first = `Take your SCAF to the ITF by ${deadline}`
    const last = `Your SCAF is due at the ITF by ${deadline}`

    await sweepAt(addDays(start, -1), '12:00')
    await sweepAt(start, '07:30')
    expect(await reminders(intern.account.id)).toEqual([])

    await sweepAt(start, '09:00')
    await sweepAt(start, '15:00')
    expect(await reminders(intern.account.id)).toEqual([first])
    expect((await storedScaf(placementId))?.remindedAt).toEqual(
      new Date(watToIso(start, '09:00') ?? ''),
    )
    const mail = t.mail.mails.find((m) => m.to === intern.account.email && m.subject === first)
    expect(mail?.text).toContain('nearest ITF Area Office')
    expect(mail?.text).toContain(`/app/intern/placements/${placementId}`)
    const sms = await t.database.db
      .select({ channel: noticeSends.channel })
      .from(noticeSends)
      .where(eq(noticeSends.event, 'scaf-reminder'))
    expect(sms.map((send) => send.channel).sort()).toEqual(['mail', 'sms'])

    await sweepAt(addDays(start, 10))
    expect(await reminders(intern.account.id)).toEqual([first])
    await sweepAt(addDays(start, 11), '08:30')
    await sweepAt(addDays(start, 12))
    await sweepAt(addDays(start, 14))
    expect(await reminders(intern.account.id)).toEqual([first, last])
    expect((await storedScaf(placementId))?.lastRemindedAt).toEqual(
      new Date(watToIso(addDays(start, 11), '08:30') ?? ''),
    )
  })

  it('stop once the student marks the SCAF submitted', async () => {
    const before = await siwesReady(t)
    await sign(before.placementId, before.company.token)
    await markSubmitted(before.placementId, before.intern.token)
    const between = await siwesReady(t)
    await sign(between.placementId, between.company.token)

    const start = SCHEDULE.startDate
    await sweepAt(start)
    await markSubmitted(between.placementId, between.intern.token)
    await sweepAt(addDays(start, 11))

    expect(await reminders(before.intern.account.id)).toEqual([])
    expect(await reminders(between.intern.account.id)).toHaveLength(1)
    expect((await storedScaf(between.placementId))?.lastRemindedAt).toBeNull()
  })

  it('count a signing after the start as the first reminder, and end with the 14 days', async () => {
    const late = await siwesReady(t, startingIn(-3))
    const later = await siwesReady(t, startingIn(-12))
    const past = await siwesReady(t, startingIn(-20))
    const unsigned = await siwesReady(t, startingIn(-2))
    for (const { placementId, company } of [late, later, past])
      await sign(placementId, company.token)

    const today = dayFromToday(0)
    await sweepAt(today)
    for (const { intern } of [late, later, past, unsigned]) {
      expect(await reminders(intern.account.id)).toEqual([])
    }
    // The signing notice carried the deadline instead.
    const signedMail = t.mail.mails.find(
      (m) => m.to === late.intern.account.email && /SCAF is signed/.test(m.subject),
    )
    expect(signedMail?.text).toContain(
      `Take it to the nearest ITF Area Office by ${formatDay(scafDeadline(dayFromToday(-3)))}`,
    )

    // Day 11 of the first: its last reminder. The second was signed on day 12: nothing more.
    await sweepAt(addDays(today, 8))
    expect(await reminders(late.intern.account.id)).toEqual([
      `Your SCAF is due at the ITF by ${formatDay(scafDeadline(dayFromToday(-3)))}`,
    ])
    for (const { intern } of [later, past, unsigned]) {
      expect(await reminders(intern.account.id)).toEqual([])
    }
  })
})
