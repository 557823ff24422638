import { describe, expect, it } from 'vitest'
import { STIPEND_MESSAGES, addMonths, newestDueMonth, todayInLagos } from '@app/domain'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAdmin } from '../../../test/factories.js'
import { ROLE } from '../../../test/conversation-fixtures.js'
import { datePlacement, dayFromToday, placed } from '../../../test/placement-fixtures.js'

const t = useTestApp()

const LAST = newestDueMonth(todayInLagos())

const list = (query: string, token?: string) =>
  call(t.app, { method: 'GET', url: `/admin/stipend-disputes${query}`, ...(token && { token }) })

/** A placement whose intern reports `month` unpaid ('no'), or paid in part. */
async function disputed(month: string, paid: 'no' | 'partly' = 'no') {
  const parties = await placed(t, ROLE)
  await datePlacement(t, parties.placementId, `${addMonths(LAST, -3)}-01`, dayFromToday(60))
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/placements/${parties.placementId}/stipend`,
    token: parties.intern.token,
    payload: { month, paid, ...(paid === 'partly' && { amount: 20_000 }) },
  })
  expect(res.status).toBe(200)
  return parties
}

describe('the console lists stipend disputes', () => {
  it('by state, open ones oldest first, a page at a time, with what the operator needs', async () => {
    const first = await disputed(addMonths(LAST, -1))
    const second = await disputed(LAST, 'partly')
    const answered = await disputed(LAST)
    await call(t.app, {
      method: 'POST',
      url: `/company/placements/${answered.placementId}/stipend/${LAST}/answer`,
      token: answered.company.token,
      payload: { note: 'Paid on the 30th.' },
    })
    const admin = await createAdmin(t.database.db)

    const open = await list('', admin.token)
    expect(open.status).toBe(200)
    expect(open.body.data.meta).toMatchObject({ page: 1, totalDocs: 2, hasNextPage: false })
    expect(open.body.data.docs.map((doc: { placementId: string }) => doc.placementId)).toEqual([
      first.placementId,
      second.placementId,
    ])
    expect(open.body.data.docs[1]).toEqual({
      placementId: second.placementId,
      month: LAST,
      companyId: second.company.account.id,
      companyName: 'Kobo Ledger Technologies',
      roleTitle: 'Front-End Developer Intern',
      paid: 'partly',
      amount: 20_000,
      expectedAmount: 50_000,
      openedAt: expect.any(String),
      answerBy: dayFromToday(7),
      answeredAt: null,
      note: null,
      overdue: false,
      closedAt: null,
      status: 'open',
    })

    const page2 = await list('?status=open&limit=1&page=2', admin.token)
    expect(page2.body.data.docs.map((doc: { placementId: string }) => doc.placementId)).toEqual([
      second.placementId,
    ])
    expect(page2.body.data.meta).toMatchObject({ totalDocs: 2, totalPages: 2, hasPrevPage: true })

    const done = await list('?status=answered', admin.token)
    expect(done.body.data.docs).toMatchObject([
      { placementId: answered.placementId, status: 'answered', note: 'Paid on the 30th.' },
    ])
    expect((await list('?status=overdue', admin.token)).body.data.docs).toEqual([])
    expect((await list('?status=closed', admin.token)).body.data.docs).toEqual([])

    const bad = await list('?status=everything', admin.token)
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ status: STIPEND_MESSAGES.adminStatus })
  })

  it('is for admins only: 403 to a company or an intern, 401 without a session', async () => {
    const { company, intern } = await disputed(LAST)
    expect((await list('', company.token)).status).toBe(403)
    expect((await list('', intern.token)).status).toBe(403)
    expect((await list('')).status).toBe(401)
  })
})
