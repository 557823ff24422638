import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, nyscClearances, placements } from '../../../db/schema.js'
import { runSweep } from '../../../lib/jobs.js'
import { useTestApp } from '../../../../test/test-app.js'
import { SCHEDULE, placed } from '../../../../test/placement-fixtures.js'
import { SERVICE, callAt, lagos, nyscPlaced } from '../../../../test/nysc-fixtures.js'

const t = useTestApp()

const sweepAt = async (wallClock: string) => {
  await runSweep(t.app.ctx, 'nysc-clearance-reminders', lagos(wallClock))
  await t.app.ctx.jobs.settle()
}
const titlesOf = async (accountId: string) =>
  (
    await t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId))
  ).map((notice) => notice.title)
const mailsTo = (email: string, subject: string) =>
  t.mail.mails.filter((mail) => mail.to === email && mail.subject === subject)

const DUE = 'Ask for your May 2026 clearance letter'
const WAITING = "Still waiting: Ada Okafor's clearance letter for May 2026"

describe('the corps member is reminded from the 24th', () => {
  it('once a month, from the 24th in Lagos, and only for NYSC placements under way', async () => {
    const { intern, placementId } = await nyscPlaced(t)
    const siwes = await placed(t)
    await t.database.db
      .update(placements)
      .set({ startDate: SERVICE.startDate, endDate: SERVICE.endDate })
      .where(eq(placements.id, siwes.placementId))

    await sweepAt('2026-05-23 23:59')
    expect(await titlesOf(intern.account.id)).not.toContain(DUE)

    await sweepAt('2026-05-24 00:00')
    expect(await titlesOf(intern.account.id)).toContain(DUE)
    const [mail] = mailsTo(intern.account.email, DUE)
    expect(mail?.text).toContain(
      'You can now ask Kobo Ledger Technologies for your NYSC clearance letter for May 2026',
    )
    expect(mail?.text).toContain(`/app/intern/placements/${placementId}`)

    await sweepAt('2026-05-25 09:00')
    await sweepAt('2026-05-31 22:00')
    expect((await titlesOf(intern.account.id)).filter((title) => title === DUE)).toHaveLength(1)
    expect(mailsTo(intern.account.email, DUE)).toHaveLength(1)
    const [row] = await t.database.db
      .select()
      .from(nyscClearances)
      .where(eq(nyscClearances.placementId, placementId))
    expect(row).toMatchObject({ month: '2026-05', requestedAt: null })
    expect(row?.internRemindedAt?.toISOString()).toBe('2026-05-23T23:00:00.000Z')

    // The next month is a new reminder; the SIWES placement never gets one.
    await sweepAt('2026-06-24 08:00')
    expect(await titlesOf(intern.account.id)).toContain('Ask for your June 2026 clearance letter')
    expect((await titlesOf(siwes.intern.account.id)).some((title) => /clearance/.test(title))).toBe(
      false,
    )
  })

  it('reminds nobody who asked already, nor before or after the dates, nor an undated placement', async () => {
    const asked = await nyscPlaced(t)
    const askedFirst = await callAt(t, '2026-05-24 00:05', {
      method: 'POST',
      url: `/users/placements/${asked.placementId}/clearance`,
      token: asked.intern.token,
      payload: { month: '2026-05' },
    })
    expect(askedFirst.status).toBe(201)
    const later = await nyscPlaced(t, { startDate: '2026-06-01', endDate: '2027-05-31' })
    const undated = await nyscPlaced(t, null)

    await sweepAt('2026-05-24 08:00')
    for (const party of [asked, later, undated]) {
      expect(await titlesOf(party.intern.account.id)).not.toContain(DUE)
    }
  })

  it('reminds on the last day of a placement that ends before the 24th', async () => {
    const { intern } = await nyscPlaced(t, { ...SERVICE, endDate: '2026-05-10' })
    await sweepAt('2026-05-09 20:00')
    expect(await titlesOf(intern.account.id)).not.toContain(DUE)
    await sweepAt('2026-05-10 08:00')
    expect(await titlesOf(intern.account.id)).toContain(DUE)
  })
})

describe('the company is reminded of a request not issued', () => {
  const ask = (placementId: string, token: string, wallClock: string) =>
    callAt(t, wallClock, {
      method: 'POST',
      url: `/users/placements/${placementId}/clearance`,
      token,
      payload: { month: '2026-05' },
    })

  it('once, from the 27th, after the request has waited two days', async () => {
    const { company, intern, placementId } = await nyscPlaced(t)
    await ask(placementId, intern.token, '2026-05-24 09:00')
    expect(
      mailsTo(company.account.email, 'Clearance letter asked for: Ada Okafor, May 2026'),
    ).toHaveLength(1)

    await sweepAt('2026-05-26 23:59')
    expect(await titlesOf(company.account.id)).not.toContain('A clearance letter is waiting')

    await sweepAt('2026-05-27 08:00')
    await sweepAt('2026-05-28 08:00')
    await sweepAt('2026-06-02 08:00')
    const waiting = (await titlesOf(company.account.id)).filter(
      (title) => title === 'A clearance letter is waiting',
    )
    expect(waiting).toHaveLength(1)
    const [mail] = mailsTo(company.account.email, WAITING)
    expect(mail?.text).toContain('Ada Okafor asked on 24 May 2026')
    expect(mail?.text).toContain(`/app/company/placements/${placementId}`)
    expect(mailsTo(company.account.email, WAITING)).toHaveLength(1)
  })

  it('waits two days for a late request, and forgets one issued', async () => {
    const late = await nyscPlaced(t)
    await ask(late.placementId, late.intern.token, '2026-05-30 10:00')
    const issued = await nyscPlaced(t)
    await ask(issued.placementId, issued.intern.token, '2026-05-24 09:00')
    const done = await callAt(t, '2026-05-25 09:00', {
      method: 'POST',
      url: `/company/placements/${issued.placementId}/clearance/2026-05/issue`,
      token: issued.company.token,
      payload: { signatoryName: 'Bola Adeyemi', signatoryTitle: 'Head of People' },
    })
    expect(done.status).toBe(201)

    await sweepAt('2026-05-31 12:00')
    expect(mailsTo(late.company.account.email, WAITING)).toHaveLength(0)
    await sweepAt('2026-06-01 11:00')
    expect(mailsTo(late.company.account.email, WAITING)).toHaveLength(1)
    expect(mailsTo(issued.company.account.email, WAITING)).toHaveLength(0)
  })
})

describe('a placement scheduled through the API', () => {
  it('is reminded as its dates say', async () => {
    // The schedule the company gives (today + 10 days) has not begun: no month is due.
    const { intern } = await nyscPlaced(t, {
      startDate: SCHEDULE.startDate,
      endDate: SCHEDULE.endDate,
    })
    await runSweep(t.app.ctx, 'nysc-clearance-reminders')
    await t.app.ctx.jobs.settle()
    expect((await titlesOf(intern.account.id)).some((title) => /clearance/.test(title))).toBe(false)
  })
})
