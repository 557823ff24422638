import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCOUNT_PREFERENCES, SEND_CHANNELS, SEND_STATUSES } from '@app/domain'
import { accounts, noticeSends, notifications, sendChannel, sendStatus } from '../../db/schema.js'
import { runSweep } from '../../lib/jobs.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { applied } from '../../../test/conversation-fixtures.js'
import { notify } from './notify.js'
import { maskAddress } from './notice-sends.js'

/**
 * The outbox (issue 27, decision 056): one call writes the in-app notice, asks the recipient's
 * choices, queues the mail and keeps a record of each send that the console can show.
 */
const t = useTestApp()

const decide = (token: string, applicationId: string, decision: 'accept' | 'reject') =>
  call(t.app, { method: 'PATCH', url: `/company/applications/${applicationId}/${decision}`, token })

const sendsOf = (accountId: string) =>
  t.database.db.select().from(noticeSends).where(eq(noticeSends.accountId, accountId))

describe('notify', () => {
  it('records a mail as queued, then sent with the mail server’s message id', async () => {
    const { company, intern, applicationId } = await applied(t)
    expect((await decide(company.token, applicationId, 'accept')).status).toBe(200)
    await t.app.ctx.jobs.settle()

    expect(t.mail.mails.map((mail) => mail.subject)).toContain(
      'Application accepted: Front-End Developer Intern',
    )
    const [send] = await sendsOf(intern.account.id)
    expect(send).toMatchObject({
      channel: 'mail',
      event: 'application-decided',
      status: 'sent',
      attempts: 1,
      error: null,
      maskedTo: maskAddress(intern.account.email),
    })
    expect(send!.providerId).toMatch(/@/)
    expect(send!.maskedTo).not.toContain(intern.account.email.split('@')[0])
  })

  it('records each refused try, and the send as failed once no try is left', async () => {
    const { company, intern, applicationId } = await applied(t)
    t.mail.refuse(true)
    expect((await decide(company.token, applicationId, 'reject')).status).toBe(200)
    for (let i = 0; i < 200; i++) {
      const [send] = await sendsOf(intern.account.id)
      if (send?.attempts === 1) break
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    const [tried] = await sendsOf(intern.account.id)
    expect(tried).toMatchObject({ status: 'queued', attempts: 1 })
    expect(tried!.error).toMatch(/Service not available/)

    // The last try: the job runner tells the handler how many tries came before.
    const { sendQueuedMail, MAIL_RETRY_LIMIT } = await import('./channels/mail.js')
    const { rows } = (await t.database.db.execute(
      sql`select data from pgboss.job where name = 'mail' and data->>'sendId' = ${tried!.id}`,
    )) as unknown as { rows: { data: { sealed: string; sendId: string } }[] }
    const [job] = rows
    await expect(
      sendQueuedMail(t.app.ctx, job!.data, { id: 'last', retryCount: MAIL_RETRY_LIMIT }),
    ).rejects.toThrow()
    const [failed] = await sendsOf(intern.account.id)
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 })
    t.mail.refuse(false)
  })

  it('writes the in-app notice but no mail when the recipient turned the topic off', async () => {
    const { company, intern, applicationId } = await applied(t)
    const preferences = structuredClone(DEFAULT_ACCOUNT_PREFERENCES.intern)
    preferences.notifications.statusChanges = false
    await t.database.db
      .update(accounts)
      .set({ preferences })
      .where(eq(accounts.id, intern.account.id))

    expect((await decide(company.token, applicationId, 'accept')).status).toBe(200)
    await t.app.ctx.jobs.settle()

    const notices = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(notices.map((notice) => notice.title)).toContain('Application accepted')
    expect(await sendsOf(intern.account.id)).toEqual([])
    expect(t.mail.mails.filter((mail) => mail.to === intern.account.email)).toEqual([])
  })

  it('tells nobody of a change that rolled back', async () => {
    const { intern, applicationId } = await applied(t)
    await t.database.db
      .transaction(async (tx) => {
        await notify(
          t.app.ctx,
          tx,
          { accountId: intern.account.id },
          {
            name: 'application-decided',
            data: {
              applicationId,
              roleTitle: 'Front-End Developer Intern',
              companyName: 'Kobo Ledger Technologies',
              decision: 'accepted',
              reason: null,
              note: null,
              interviewCancelled: false,
            },
          },
        )
        throw new Error('the change failed')
      })
      .catch(() => undefined)
    await t.app.ctx.jobs.settle()
    expect(await sendsOf(intern.account.id)).toEqual([])
    expect(t.mail.mails.filter((mail) => mail.to === intern.account.email)).toEqual([])
  })

  it('erases the records of sends older than 90 days, keeping the newer ones', async () => {
    const day = 24 * 60 * 60 * 1000
    const [old, recent] = await t.database.db
      .insert(noticeSends)
      .values([
        { channel: 'mail', event: 'sign-in-code', maskedTo: 'ol***@example.com' },
        { channel: 'mail', event: 'sign-in-code', maskedTo: 're***@example.com' },
      ])
      .returning({ id: noticeSends.id })
    await t.database.db
      .update(noticeSends)
      .set({ createdAt: new Date(Date.now() - 91 * day) })
      .where(eq(noticeSends.id, old!.id))
    await t.database.db
      .update(noticeSends)
      .set({ createdAt: new Date(Date.now() - 89 * day) })
      .where(eq(noticeSends.id, recent!.id))

    await runSweep(t.app.ctx, 'notice-sends')

    const left = await t.database.db
      .select({ id: noticeSends.id })
      .from(noticeSends)
      .where(inArray(noticeSends.id, [old!.id, recent!.id]))
    expect(left).toEqual([{ id: recent!.id }])
  })

  it('keeps the same channels and states as the domain lists', () => {
    expect(sendChannel.enumValues).toEqual([...SEND_CHANNELS])
    expect(sendStatus.enumValues).toEqual([...SEND_STATUSES])
  })

  it('masks an address so an operator can tell sends apart without reading it', () => {
    expect(maskAddress('adaeze.okafor@example.com')).toBe('ad***@example.com')
    expect(maskAddress('a@example.com')).toBe('a***@example.com')
    expect(maskAddress('+2348031234567')).toBe('+234803****567')
  })
})
