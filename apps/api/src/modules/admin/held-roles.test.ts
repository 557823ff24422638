import { describe, expect, it } from 'vitest'
import { ROLE_HELD_MESSAGE } from '@app/domain'
import { adminActions, notifications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { ROLE } from '../../../test/conversation-fixtures.js'
import {
  COMPLETE_COMPANY,
  createAccount,
  createAdmin,
  createCompleteIntern,
} from '../../../test/factories.js'

const t = useTestApp()

const FEE_SUMMARY = 'Sell our products in Ikeja. Interns pay a one-off training fee of N15,000.'

async function companyPosting(summary: string) {
  const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: { ...ROLE, roleSummary: summary },
  })
  expect(res.status).toBe(201)
  return { ...company, res, roleId: res.body.data.id as string }
}

const publicTitles = async () =>
  (await call(t.app, { method: 'GET', url: '/roles/recent' })).body.data.docs.map(
    (role: { id: string }) => role.id,
  )

const release = (token: string, roleId: string, payload: object = {}) =>
  call(t.app, { method: 'POST', url: `/admin/roles/${roleId}/release`, token, payload })

describe('the no-fee policy: held roles (decision 022)', () => {
  it('holds a role that asks for fees: the company sees why, nobody else sees the role', async () => {
    const { res, roleId, token } = await companyPosting(FEE_SUMMARY)
    expect(res.body.message).toBe(ROLE_HELD_MESSAGE)
    expect(res.body.data.heldForReview).toEqual({
      since: expect.any(String),
      reason:
        'Its wording asks applicants for money: "Interns pay a one-off training fee of N15,000."',
    })
    const own = await call(t.app, { method: 'GET', url: '/roles', token })
    expect(own.body.data.docs[0].heldForReview).not.toBeNull()
    expect(own.body.data.takingApplications).toBe(0)

    expect(await publicTitles()).toEqual([])
    const intern = await createCompleteIntern(t)
    const list = await call(t.app, { method: 'GET', url: '/users/roles', token: intern.token })
    expect(list.body.data.docs).toEqual([])
    const page = await call(t.app, {
      method: 'GET',
      url: `/users/roles/${roleId}`,
      token: intern.token,
    })
    expect(page.status).toBe(404)
    expect((await call(t.app, { method: 'GET', url: `/roles/${roleId}/company` })).status).toBe(404)
    const apply = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    expect([404, 409]).toContain(apply.status)
  })

  it('keeps a held role held when the company edits the fee away; only an admin releases it', async () => {
    const { roleId, token, account } = await companyPosting(FEE_SUMMARY)
    const edited = await call(t.app, {
      method: 'PATCH',
      url: `/roles/${roleId}`,
      token,
      payload: { ...ROLE, roleSummary: 'Sell our products in Ikeja.' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.heldForReview).not.toBeNull()

    const admin = await createAdmin(t.database.db)
    const held = await call(t.app, { method: 'GET', url: '/admin/held-roles', token: admin.token })
    expect(held.status).toBe(200)
    expect(held.body.data.docs).toMatchObject([
      { id: roleId, companyId: account.id, companyName: 'Kobo Ledger Technologies' },
    ])

    const released = await release(admin.token, roleId, { note: 'Wording fixed.' })
    expect(released.status).toBe(200)
    expect(await publicTitles()).toEqual([roleId])
    expect(
      (await call(t.app, { method: 'GET', url: '/admin/held-roles', token: admin.token })).body.data
        .docs,
    ).toEqual([])
    expect(await t.database.db.select().from(adminActions)).toMatchObject([
      { action: 'role.release', targetType: 'role', targetId: roleId, reason: 'Wording fixed.' },
    ])
    expect(await t.database.db.select().from(notifications)).toMatchObject([
      { accountId: account.id, type: 'moderation', title: 'Your role is public' },
    ])
    expect((await release(admin.token, roleId)).status).toBe(409)
  })

  it('does not hold a released role again for an edit that leaves its wording, but does for new fee wording', async () => {
    const { roleId, token } = await companyPosting(FEE_SUMMARY)
    const admin = await createAdmin(t.database.db)
    await release(admin.token, roleId)
    const deadline = await call(t.app, {
      method: 'PATCH',
      url: `/roles/${roleId}`,
      token,
      payload: { ...ROLE, roleSummary: FEE_SUMMARY, location: 'Ikeja, Lagos' },
    })
    expect(deadline.body.data.heldForReview).toBeNull()

    const clean = await companyPosting('Sell our products in Ikeja.')
    expect(clean.res.body.data.heldForReview).toBeNull()
    const sneaky = await call(t.app, {
      method: 'PATCH',
      url: `/roles/${clean.roleId}`,
      token: clean.token,
      payload: { ...ROLE, requirements: ['Pay ₦5k registration on resumption'] },
    })
    expect(sneaky.body.message).toBe(ROLE_HELD_MESSAGE)
    expect(sneaky.body.data.heldForReview).not.toBeNull()
  })

  it('answers 404 for an unknown role, 400 for a bad note, 403 for interns and companies', async () => {
    const { roleId, token } = await companyPosting(FEE_SUMMARY)
    const admin = await createAdmin(t.database.db)
    expect((await release(admin.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await release(admin.token, roleId, { note: 'x'.repeat(1001) })).status).toBe(400)
    const intern = await createAccount(t.database.db, 'intern')
    for (const other of [token, intern.token]) {
      expect((await release(other, roleId)).status).toBe(403)
      expect(
        (await call(t.app, { method: 'GET', url: '/admin/held-roles', token: other })).status,
      ).toBe(403)
    }
    expect(await publicTitles()).toEqual([])
  })
})
