import { describe, expect, it } from 'vitest'
import { ALERT_MESSAGES, type RoleInput } from '@app/domain'
import { emailSubscriptions } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { listHeaders } from '../../../test/list-headers.js'
import { sendWeeklyRoles } from './subscriptions.service.js'

const t = useTestApp()
const DAY = 86_400_000

const ROLE: RoleInput = {
  title: 'Data Analyst Intern',
  roleSummary: 'Count what matters.',
  responsibilities: 'Analyse',
  requirements: ['SQL'],
  minimumSalary: 40_000,
  maximumSalary: null,
  location: 'Abuja',
  type: 'on_site',
  duration: 3,
  term: 'month',
  applicationDeadline: null,
}

const subscribe = (email: string) =>
  call(t.app, { method: 'POST', url: '/subscriptions', payload: { email } })

const linkIn = (text: string, label: string) =>
  Object.fromEntries(new URL(new RegExp(`${label}: (\\S+)`).exec(text)![1]!).searchParams)

describe('POST /subscriptions (the home page’s email box)', () => {
  it('mails a confirmation link and nothing else until it is confirmed (double opt-in)', async () => {
    const res = await subscribe('Reader@Example.com')
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(ALERT_MESSAGES.subscribed)
    const [mail] = await t.mail.waitForMails(1)
    expect(mail!.to).toBe('reader@example.com')
    expect(mail!.subject).toBe('Confirm your Internplace subscription')
    const confirm = linkIn(mail!.text, 'Confirm your subscription')

    // Unconfirmed: a week of new roles mails nobody.
    const { token } = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    await call(t.app, { method: 'POST', url: '/roles/add-role', token, payload: ROLE })
    const later = new Date(Date.now() + 8 * DAY)
    expect(await sendWeeklyRoles(t.app.ctx, later)).toBe(false)
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toHaveLength(1)

    const confirmed = await call(t.app, {
      method: 'POST',
      url: '/subscriptions/confirm',
      payload: confirm,
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.message).toBe(ALERT_MESSAGES.confirmed)
    await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token,
      payload: { ...ROLE, title: 'Data Engineer Intern' },
    })

    // A week after confirming, the roles of the week arrive, with a one-click unsubscribe.
    await sendWeeklyRoles(t.app.ctx, new Date(Date.now() + 6 * DAY))
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toHaveLength(1)
    await sendWeeklyRoles(t.app.ctx, later)
    const mails = await t.mail.waitForMails(2)
    const weekly = mails[1]!
    expect(weekly.subject).toBe("This week's new roles on Internplace")
    // The roles published since confirming; the one before it was not the subscriber's week.
    expect(weekly.text).toContain('Data Engineer Intern at Kobo Ledger Technologies (Abuja)')
    expect(weekly.text).not.toContain('Data Analyst Intern')
    expect(weekly.text).toContain('Stipend: NGN 40,000 a month')
    expect(listHeaders(weekly).url).toContain('kind=subscription')

    // Not twice in one week, even when two processes sweep.
    await sendWeeklyRoles(t.app.ctx, later)
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toHaveLength(2)

    const unsubscribe = linkIn(weekly.text, 'Unsubscribe in one click')
    const res2 = await call(t.app, { method: 'POST', url: '/unsubscribe', payload: unsubscribe })
    expect(res2.status).toBe(200)
    await sendWeeklyRoles(t.app.ctx, new Date(later.getTime() + 8 * DAY))
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toHaveLength(2)
  })

  it('answers the same for a confirmed address and mails it nothing', async () => {
    await subscribe('reader@example.com')
    const [mail] = await t.mail.waitForMails(1)
    await call(t.app, {
      method: 'POST',
      url: '/subscriptions/confirm',
      payload: linkIn(mail!.text, 'Confirm your subscription'),
    })
    const again = await subscribe('reader@example.com')
    expect(again.status).toBe(201)
    expect(again.body.message).toBe(ALERT_MESSAGES.subscribed)
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toHaveLength(1)
  })

  it('does not mail the same unconfirmed address again within 10 minutes', async () => {
    await subscribe('reader@example.com')
    await subscribe('reader@example.com')
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toHaveLength(1)
  })

  it('refuses a bad address with 400 and stores nothing', async () => {
    const res = await subscribe('not-an-email')
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ email: 'Invalid email address' })
    expect(await t.database.db.select().from(emailSubscriptions)).toEqual([])
  })

  it('refuses a confirmation link whose token is not ours', async () => {
    await subscribe('reader@example.com')
    const [mail] = await t.mail.waitForMails(1)
    const link = linkIn(mail!.text, 'Confirm your subscription')
    const res = await call(t.app, {
      method: 'POST',
      url: '/subscriptions/confirm',
      payload: { ...link, token: `${link.token!.slice(0, -2)}AA` },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(ALERT_MESSAGES.linkInvalid)
    const [row] = await t.database.db.select().from(emailSubscriptions)
    expect(row!.confirmedAt).toBeNull()
  })

  it('limits how many subscriptions one network may request', async () => {
    for (let i = 0; i < 10; i++) expect((await subscribe(`r${i}@example.com`)).status).toBe(201)
    const res = await subscribe('one-more@example.com')
    expect(res.status).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
  })
})
