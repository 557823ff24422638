import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addMonths, firstDayOf, newestDueMonth, todayInLagos } from '@app/domain'
import { accounts, applications, companyStipendRecords } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { ROLE } from '../../../../test/conversation-fixtures.js'
import { datePlacement, dayFromToday, placed } from '../../../../test/placement-fixtures.js'

const t = useTestApp()

const LAST = newestDueMonth(todayInLagos())

describe("'Pays stipends on time' on roles and the company's page", () => {
  it('is null below 3 months confirmed, true from 3, and false after an unpaid month, paid late or not', async () => {
    const { company, intern, placementId, applicationId } = await placed(t, ROLE)
    // Visitors see the company's page once its profile is public.
    await t.database.db
      .update(accounts)
      .set({ preferences: { privacy: { profileVisibility: 'public' } } })
      .where(eq(accounts.id, company.account.id))
    await datePlacement(t, placementId, `${addMonths(LAST, -3)}-01`, dayFromToday(60))
    const [application] = await t.database.db
      .select({ roleId: applications.roleId })
      .from(applications)
      .where(eq(applications.id, applicationId))
    const roleId = application!.roleId!

    /** The badge as every answer that carries it says it: list card, detail, company page. */
    const badges = async () => {
      const recent = await call(t.app, { method: 'GET', url: '/roles/recent?limit=50' })
      const card = recent.body.data.docs.find((doc: { id: string }) => doc.id === roleId)
      const detail = await call(t.app, {
        method: 'GET',
        url: `/users/roles/${roleId}`,
        token: intern.token,
      })
      const page = await call(t.app, { method: 'GET', url: `/roles/${roleId}/company` })
      const internPage = await call(t.app, {
        method: 'GET',
        url: `/users/applications/${roleId}/company`,
        token: intern.token,
      })
      return [
        card?.company.paysOnTime,
        detail.body.data.company.paysOnTime,
        page.body.data.paysOnTime,
        internPage.body.data.paysOnTime,
      ]
    }
    const answer = async (month: string, paid: string) => {
      const res = await call(t.app, {
        method: 'POST',
        url: `/users/placements/${placementId}/stipend`,
        token: intern.token,
        payload: { month, paid },
      })
      expect(res.status).toBe(200)
    }

    expect(await badges()).toEqual([null, null, null, null])
    await answer(addMonths(LAST, -3), 'yes')
    await answer(addMonths(LAST, -2), 'yes')
    expect(await badges()).toEqual([null, null, null, null])
    await answer(addMonths(LAST, -1), 'yes')
    expect(await badges()).toEqual([true, true, true, true])

    await answer(LAST, 'no')
    expect(await badges()).toEqual([false, false, false, false])
    // Paid late still counts as late: the badge stays off for 6 months after it.
    await answer(LAST, 'yes')
    expect(await badges()).toEqual([false, false, false, false])
    const [record] = await t.database.db.select().from(companyStipendRecords)
    expect(record).toMatchObject({ onTimeMonths: 3, lastLateMonth: firstDayOf(LAST) })

    // Seven months on, the late month is out of the window and the badge is back.
    const currentMonth = todayInLagos().slice(0, 7)
    await t.database.db
      .update(companyStipendRecords)
      .set({ lastLateMonth: firstDayOf(addMonths(currentMonth, -7)) })
    expect(await badges()).toEqual([true, true, true, true])
    await t.database.db
      .update(companyStipendRecords)
      .set({ lastLateMonth: firstDayOf(addMonths(currentMonth, -6)) })
    expect(await badges()).toEqual([false, false, false, false])
  })
})
