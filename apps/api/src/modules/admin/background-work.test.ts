import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ADMIN_MESSAGES, JOB_STATES } from '@app/domain'
import { adminActions } from '../../db/schema.js'
import { queueTestMail } from '../../../test/mail-fixtures.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin } from '../../../test/factories.js'

const t = useTestApp()

const asAdmin = (token: string, method: 'GET' | 'POST', url: string) =>
  call(t.app, { method, url, token })

/** A mail the server refused on every try: its job ends 'failed', as after its last retry. */
async function failedMailJob() {
  t.mail.refuse(true)
  await queueTestMail(t.app.ctx, t.database.db, {
    to: 'ada@example.com',
    subject: 'Your sign-in code',
    text: 'Your code is 1234',
  })
  // Its first try is refused; then it is marked as having used up its tries (a day of retries).
  for (let i = 0; i < 200; i++) {
    const marked = (await t.database.db.execute(
      sql`update pgboss.job set state = 'failed', completed_on = now(), retry_count = 14,
            output = '{"message":"421 Service not available"}'
          where name = 'mail' and state = 'retry' returning id`,
    )) as unknown as { rows: { id: string }[] }
    if (marked.rows[0]) return marked.rows[0].id
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('The mail job was never retried')
}

describe('GET /admin/jobs', () => {
  it('counts jobs per state and lists the failed ones with their tries and last error', async () => {
    const admin = await createAdmin(t.database.db)
    const id = await failedMailJob()
    const res = await asAdmin(admin.token, 'GET', '/admin/jobs')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data.counts).sort()).toEqual([...JOB_STATES].sort())
    expect(res.body.data.counts.failed).toBe(1)
    expect(res.body.data.failed).toEqual([
      {
        id,
        name: 'mail',
        createdAt: expect.stringMatching(/^\d{4}-/),
        failedAt: expect.stringMatching(/^\d{4}-/),
        attempts: 15,
        lastError: '421 Service not available',
      },
    ])
    // The mail's text is sealed in the job and never shown.
    expect(JSON.stringify(res.body)).not.toContain('1234')
  })

  it('refuses interns, companies and visitors', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    const company = await createAccount(t.database.db, 'company')
    expect((await asAdmin(intern.token, 'GET', '/admin/jobs')).status).toBe(403)
    expect((await asAdmin(company.token, 'GET', '/admin/jobs')).status).toBe(403)
    expect((await call(t.app, { method: 'GET', url: '/admin/jobs' })).status).toBe(401)
  })
})

describe('POST /admin/jobs/{id}/retry', () => {
  it('runs a failed job again (the mail goes out) and records it in the audit log', async () => {
    const admin = await createAdmin(t.database.db)
    const id = await failedMailJob()
    t.mail.refuse(false)
    const res = await asAdmin(admin.token, 'POST', `/admin/jobs/${id}/retry`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      message: ADMIN_MESSAGES.jobRetried,
      data: { id, name: 'mail' },
    })
    const mails = await t.mail.waitForMails(1)
    expect(mails[0]).toMatchObject({ subject: 'Your sign-in code' })
    const [line] = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, id))
    expect(line).toMatchObject({
      action: 'job.retry',
      targetType: 'job',
      adminId: admin.account.id,
    })
    const audit = await asAdmin(admin.token, 'GET', '/admin/audit')
    expect(audit.body.data.docs[0]).toMatchObject({ targetId: id, targetName: 'mail' })

    // Retried already: nothing to do.
    const again = await asAdmin(admin.token, 'POST', `/admin/jobs/${id}/retry`)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(ADMIN_MESSAGES.jobNotFailed)
  })

  it('answers 404 for an unknown or malformed id and 403 for other kinds; nothing is written', async () => {
    const admin = await createAdmin(t.database.db)
    const unknown = '00000000-0000-4000-8000-000000000001'
    expect((await asAdmin(admin.token, 'POST', `/admin/jobs/${unknown}/retry`)).status).toBe(404)
    expect((await asAdmin(admin.token, 'POST', '/admin/jobs/nope/retry')).status).toBe(404)
    const id = await failedMailJob()
    const company = await createAccount(t.database.db, 'company')
    const intern = await createAccount(t.database.db, 'intern')
    expect((await asAdmin(company.token, 'POST', `/admin/jobs/${id}/retry`)).status).toBe(403)
    expect((await asAdmin(intern.token, 'POST', `/admin/jobs/${id}/retry`)).status).toBe(403)
    const state = (await t.database.db.execute(
      sql`select state::text as state from pgboss.job where id = ${id}`,
    )) as unknown as { rows: { state: string }[] }
    expect(state.rows[0]?.state).toBe('failed')
    expect(await t.database.db.select().from(adminActions)).toEqual([])
  })
})
