import { describe, expect, it } from 'vitest'
import { call, useTestApp } from '../../../test/test-app.js'
import { createCompleteIntern } from '../../../test/factories.js'
import { pendingCompany, postRole, publicRoleTitles } from '../../../test/admin-fixtures.js'

/** REQUIRE_VERIFIED_COMPANIES (decision 021): who sees the roles of a company not yet verified. */

describe('while REQUIRE_VERIFIED_COMPANIES is on (the default)', () => {
  const t = useTestApp()

  it('keeps an unverified company’s roles out of browse, intern lists, company pages and applying', async () => {
    const company = await pendingCompany(t, 'Ikeja Print Works')
    const roleId = await postRole(t, company.token, 'Print Production Intern')
    const intern = await createCompleteIntern(t)

    expect(await publicRoleTitles(t)).toEqual([])
    const internList = await call(t.app, {
      method: 'GET',
      url: '/users/roles',
      token: intern.token,
    })
    expect(internList.body.data.docs).toEqual([])
    const details = await call(t.app, {
      method: 'GET',
      url: `/users/applications/${roleId}/company`,
      token: intern.token,
    })
    expect(details.status).toBe(404)
    const apply = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    expect(apply.status).toBe(409)
    expect(apply.body.code).toBe('ROLE_CLOSED')

    // The company still prepares its roles, and is told why they are not public.
    const own = await call(t.app, { method: 'GET', url: '/roles', token: company.token })
    expect(own.body.data.docs.map((role: { id: string }) => role.id)).toEqual([roleId])
    const me = await call(t.app, { method: 'GET', url: '/company/me', token: company.token })
    expect(me.body.data).toMatchObject({ verificationStatus: 'pending', rolesArePublic: false })
  })
})

describe('with REQUIRE_VERIFIED_COMPANIES=0', () => {
  const t = useTestApp({ env: () => ({ REQUIRE_VERIFIED_COMPANIES: '0' }) })

  it('shows every company’s open roles, without the Verified badge for the unverified', async () => {
    const company = await pendingCompany(t, 'Ikeja Print Works')
    await postRole(t, company.token, 'Print Production Intern')
    expect(await publicRoleTitles(t)).toEqual(['Print Production Intern'])
    const browse = await call(t.app, { method: 'GET', url: '/roles/recent' })
    expect(browse.body.data.docs[0].company.verified).toBe(false)
    const me = await call(t.app, { method: 'GET', url: '/company/me', token: company.token })
    expect(me.body.data).toMatchObject({ verificationStatus: 'pending', rolesArePublic: true })
  })
})
