import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { applied } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const DAY = 86_400_000
const view = (token: string, applicationId: string) =>
  call(t.app, { method: 'GET', url: `/company/applications/${applicationId}`, token })
const backdate = (applicationId: string, values: Partial<typeof applications.$inferInsert>) =>
  t.database.db.update(applications).set(values).where(eq(applications.id, applicationId))
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url })

describe('resumes of applications that ended without a hire (decision 022)', () => {
  it('stop being shown to the company 180 days after the rejection', async () => {
    const { company, applicationId } = await applied(t)
    const rejected = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
    })
    expect(rejected.status).toBe(200)
    const fresh = await view(company.token, applicationId)
    expect(fresh.body.data.resumeExpired).toBe(false)
    expect(fresh.body.data.resumeUrl).toMatch(/signature=/)
    expect((await fetchFile(fresh.body.data.resumeUrl)).statusCode).toBe(200)

    await backdate(applicationId, { decidedAt: new Date(Date.now() - 181 * DAY) })
    const late = await view(company.token, applicationId)
    expect(late.status).toBe(200)
    expect(late.body.data).toMatchObject({ resumeUrl: null, resumeExpired: true })
    const list = await call(t.app, {
      method: 'GET',
      url: '/company/applications',
      token: company.token,
    })
    expect(list.body.data.docs[0]).toMatchObject({ resumeUrl: null, resumeExpired: true })
    // Without a fresh signed link the file route refuses the resume.
    const stable = fresh.body.data.resumeUrl.split('?')[0]
    expect((await fetchFile(stable)).statusCode).toBe(404)
  })

  it('stop being shown 180 days after the role closed, but an accepted applicant keeps theirs', async () => {
    const closed = await applied(t)
    await backdate(closed.applicationId, { closedAt: new Date(Date.now() - 200 * DAY) })
    expect((await view(closed.company.token, closed.applicationId)).body.data.resumeUrl).toBeNull()

    await backdate(closed.applicationId, {
      status: 'accepted',
      decidedAt: new Date(Date.now() - 300 * DAY),
    })
    const kept = await view(closed.company.token, closed.applicationId)
    expect(kept.body.data).toMatchObject({ resumeExpired: false })
    expect(kept.body.data.resumeUrl).toMatch(/signature=/)
  })
})
