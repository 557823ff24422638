import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { APPLICATION_MESSAGES } from '@app/domain'
import { applications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAdmin, createCompleteIntern } from '../../../test/factories.js'
import { applied } from '../../../test/conversation-fixtures.js'

const t = useTestApp()
const DAY = 86_400_000

async function applyAs(firstName: string, roleId: string) {
  const intern = await createCompleteIntern(t, { firstName })
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${roleId}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl },
  })
  expect(res.status).toBe(201)
  return { intern, applicationId: res.body.data.id as string }
}

const sentDaysAgo = (ids: string[], days: number) =>
  t.database.db
    .update(applications)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(inArray(applications.id, ids))

describe('GET /company/applications?waiting=true (the dashboard banner’s list)', () => {
  it('lists the undecided applicants waiting more than 7 days, oldest first, counted alike', async () => {
    const { company, applicationId: ada } = await applied(t)
    const tunde = (await applyAs('Tunde', company.roleId)).applicationId
    const fresh = (await applyAs('Bola', company.roleId)).applicationId
    const decided = (await applyAs('Chidi', company.roleId)).applicationId
    await sentDaysAgo([ada], 9)
    await sentDaysAgo([tunde], 12)
    await sentDaysAgo([fresh], 2)
    await sentDaysAgo([decided], 20)
    await t.database.db
      .update(applications)
      .set({ status: 'rejected' })
      .where(eq(applications.id, decided))

    const res = await call(t.app, {
      method: 'GET',
      url: '/company/applications?waiting=true&sort=oldest',
      token: company.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.docs.map((doc: { id: string }) => doc.id)).toEqual([tunde, ada])
    expect(res.body.data.meta.totalDocs).toBe(2)
    expect(res.body.data.counts).toMatchObject({ pending: 2, rejected: 0 })

    const dashboard = await call(t.app, { method: 'GET', url: '/roles', token: company.token })
    expect(dashboard.body.data.waitingApplicants).toBe(2)
  })

  it('shows another company none of them, and refuses a bad value with 400', async () => {
    const { company, applicationId } = await applied(t)
    await sentDaysAgo([applicationId], 10)
    const other = await applied(t)
    const stranger = await call(t.app, {
      method: 'GET',
      url: '/company/applications?waiting=true',
      token: other.company.token,
    })
    // Its own applicant is fresh, and the first company's waiting one is not its to see.
    expect(stranger.body.data.docs).toEqual([])
    const bad = await call(t.app, {
      method: 'GET',
      url: '/company/applications?waiting=yes',
      token: company.token,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({ waiting: 'waiting must be true or false' })
  })
})

describe('statuses in words (issue 26)', () => {
  it('refuses to decide an application closed as no response in words, not its stored status', async () => {
    const { company, applicationId } = await applied(t)
    await t.database.db
      .update(applications)
      .set({ status: 'no_response' })
      .where(eq(applications.id, applicationId))
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(APPLICATION_MESSAGES.alreadyNoResponse)
    expect(res.body.message).not.toContain('no_response')
  })

  it('tells the applicant where the role stands: closed early, then removed by Internplace', async () => {
    const { company, intern, applicationId } = await applied(t)
    const mine = () =>
      call(t.app, {
        method: 'GET',
        url: `/users/applications/${applicationId}`,
        token: intern.token,
      })
    expect((await mine()).body.data.roleState).toBe('open')

    await call(t.app, {
      method: 'POST',
      url: `/company/roles/${company.roleId}/close`,
      token: company.token,
    })
    expect((await mine()).body.data.roleState).toBe('closed_early')
    const list = await call(t.app, {
      method: 'GET',
      url: '/users/applications',
      token: intern.token,
    })
    expect(list.body.data.docs[0]).toMatchObject({ id: applicationId, roleState: 'closed_early' })

    const admin = await createAdmin(t.database.db)
    await call(t.app, {
      method: 'POST',
      url: `/admin/roles/${company.roleId}/remove`,
      token: admin.token,
      payload: { reason: 'Fake company.' },
    })
    expect((await mine()).body.data).toMatchObject({ roleState: 'removed', closed: true })
  })
})
