import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ALERT_MESSAGES, MAX_ALERTS_PER_INTERN, WRITE_LIMITS, type RoleInput } from '@app/domain'
import { accounts, alertMatches, jobAlerts, notifications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { listHeaders } from '../../../test/list-headers.js'
import { pendingCompany } from '../../../test/admin-fixtures.js'
import { createAdmin } from '../../../test/factories.js'
import { matchPendingRoles, sendAlertDigests } from './alert-matching.js'

const t = useTestApp()

const ROLE: RoleInput = {
  title: 'Product Designer Intern',
  roleSummary: 'Design the screens our merchants use every day.',
  responsibilities: 'Design pages',
  requirements: ['Figma', 'UI/UX'],
  minimumSalary: 50_000,
  maximumSalary: 80_000,
  location: 'Yaba, Lagos',
  type: 'remote',
  duration: 6,
  term: 'month',
  applicationDeadline: null,
}

const company = () => createAccount(t.database.db, 'company', { company: { ...COMPLETE_COMPANY } })
const intern = () => createAccount(t.database.db, 'intern')

const createAlert = (token: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/users/alerts', token, payload })

const publish = (token: string, role: Partial<RoleInput> = {}) =>
  call(t.app, { method: 'POST', url: '/roles/add-role', token, payload: { ...ROLE, ...role } })

describe('POST /users/alerts', () => {
  it('saves an alert and lists it', async () => {
    const { token } = await intern()
    const created = await createAlert(token, {
      search: 'designer',
      location: 'Lagos',
      type: 'remote',
      placementType: 'internship',
      frequency: 'immediate',
    })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe(ALERT_MESSAGES.created)
    expect(created.body.data).toMatchObject({ id: expect.any(String), search: 'designer' })
    const list = await call(t.app, { method: 'GET', url: '/users/alerts', token })
    expect(list.body.data).toEqual([
      {
        id: created.body.data.id,
        search: 'designer',
        location: 'Lagos',
        type: 'remote',
        placementType: 'internship',
        frequency: 'immediate',
        createdAt: expect.any(String),
      },
    ])
  })

  it('refuses bad input with 400 and saves nothing', async () => {
    const { token } = await intern()
    const res = await createAlert(token, { search: 'x', frequency: 'hourly' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ frequency: 'Choose immediate or daily' })
    expect(await t.database.db.select().from(jobAlerts)).toEqual([])
  })

  it('refuses an alert that watches nothing, and names fields as the form does', async () => {
    const { token } = await intern()
    for (const payload of [
      { frequency: 'daily' },
      { search: '  ', location: '', frequency: 'daily' },
    ]) {
      const res = await createAlert(token, payload)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(ALERT_MESSAGES.noCriteria)
    }
    const long = await createAlert(token, { search: 'x'.repeat(101), frequency: 'daily' })
    expect(long.status).toBe(400)
    expect(long.body.errors).toEqual({ search: 'Role or skill must be at most 100 characters' })
    expect(await t.database.db.select().from(jobAlerts)).toEqual([])
  })

  it(`keeps at most ${MAX_ALERTS_PER_INTERN} alerts`, async () => {
    const { account, token } = await intern()
    await t.database.db.insert(jobAlerts).values(
      Array.from({ length: MAX_ALERTS_PER_INTERN }, () => ({
        internId: account.id,
        frequency: 'daily' as const,
      })),
    )
    const res = await createAlert(token, { location: 'Lagos', frequency: 'daily' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(ALERT_MESSAGES.tooMany)
  })

  it('is for interns only: no session is 401, a company is 403', async () => {
    const { token } = await company()
    expect((await call(t.app, { method: 'GET', url: '/users/alerts' })).status).toBe(401)
    expect((await createAlert(token, { location: 'Lagos', frequency: 'daily' })).status).toBe(403)
  })
})

describe('DELETE /users/alerts/{id}', () => {
  it('deletes the intern’s own alert; another intern’s is not found', async () => {
    const owner = await intern()
    const other = await intern()
    const { body } = await createAlert(owner.token, { location: 'Lagos', frequency: 'daily' })
    const url = `/users/alerts/${body.data.id}`
    expect((await call(t.app, { method: 'DELETE', url, token: other.token })).status).toBe(404)
    const res = await call(t.app, { method: 'DELETE', url, token: owner.token })
    expect(res.status).toBe(200)
    expect(await t.database.db.select().from(jobAlerts)).toEqual([])
    expect((await call(t.app, { method: 'DELETE', url, token: owner.token })).status).toBe(404)
    const malformed = await call(t.app, {
      method: 'DELETE',
      url: '/users/alerts/nope',
      token: owner.token,
    })
    expect(malformed.status).toBe(404)
  })
})

describe('PATCH /users/alerts/{id}', () => {
  const edit = (token: string | undefined, id: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'PATCH', url: `/users/alerts/${id}`, token, payload })

  it('changes what the intern’s own alert watches and how often', async () => {
    const owner = await intern()
    const { body } = await createAlert(owner.token, { search: 'design', frequency: 'daily' })
    const res = await edit(owner.token, body.data.id, {
      search: 'accounting',
      location: 'Abuja',
      type: null,
      placementType: 'siwes',
      frequency: 'immediate',
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(ALERT_MESSAGES.updated)
    expect(res.body.data).toEqual({
      id: body.data.id,
      search: 'accounting',
      location: 'Abuja',
      type: null,
      placementType: 'siwes',
      frequency: 'immediate',
      createdAt: body.data.createdAt,
    })
    const list = await call(t.app, { method: 'GET', url: '/users/alerts', token: owner.token })
    expect(list.body.data).toEqual([res.body.data])
  })

  it('answers 404 for another intern’s alert or an unknown id, 401/403 to others, and changes nothing', async () => {
    const owner = await intern()
    const other = await intern()
    const { body } = await createAlert(owner.token, { search: 'design', frequency: 'daily' })
    const change = { search: 'sales', frequency: 'immediate' }
    expect((await edit(other.token, body.data.id, change)).status).toBe(404)
    expect((await edit(owner.token, 'nope', change)).status).toBe(404)
    expect((await edit(owner.token, crypto.randomUUID(), change)).status).toBe(404)
    expect((await edit(undefined, body.data.id, change)).status).toBe(401)
    expect((await edit((await company()).token, body.data.id, change)).status).toBe(403)
    const admin = await createAdmin(t.database.db)
    expect((await edit(admin.token, body.data.id, change)).status).toBe(403)
    const [row] = await t.database.db.select().from(jobAlerts)
    expect(row).toMatchObject({ search: 'design', frequency: 'daily' })
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const owner = await intern()
    const { body } = await createAlert(owner.token, { search: 'design', frequency: 'daily' })
    for (const [payload, field, message] of [
      [{ frequency: 'daily' }, 'body', ALERT_MESSAGES.noCriteria],
      [{ search: 'design', frequency: 'hourly' }, 'frequency', ALERT_MESSAGES.frequencyInvalid],
      [
        { location: 'x'.repeat(101), frequency: 'daily' },
        'location',
        'Location must be at most 100 characters',
      ],
      [{ type: 'office', frequency: 'daily' }, 'type', ALERT_MESSAGES.typeInvalid],
    ] as const) {
      const res = await edit(owner.token, body.data.id, payload)
      expect(res.status).toBe(400)
      expect(res.body.errors[field]).toBe(message)
    }
    const [row] = await t.database.db.select().from(jobAlerts)
    expect(row).toMatchObject({ search: 'design', location: null, frequency: 'daily' })
  })

  it('is rate-limited with the alerts write limit', async () => {
    const owner = await intern()
    const { body } = await createAlert(owner.token, { search: 'design', frequency: 'daily' })
    const { max } = WRITE_LIMITS.alerts.perAccount
    // Creating the alert spent one of the window's writes.
    for (let i = 1; i < max; i++) {
      expect(
        (await edit(owner.token, body.data.id, { search: `s${i}`, frequency: 'daily' })).status,
      ).toBe(200)
    }
    const limited = await edit(owner.token, body.data.id, { search: 'last', frequency: 'daily' })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toContain(WRITE_LIMITS.alerts.message)
  })
})

describe('a published role that matches an alert', () => {
  it('reaches the intern at once in the app and by mail, with a one-click unsubscribe', async () => {
    const watcher = await intern()
    const bystander = await intern()
    await createAlert(watcher.token, {
      search: 'design',
      location: 'lagos',
      frequency: 'immediate',
    })
    await createAlert(bystander.token, { search: 'accountant', frequency: 'immediate' })
    const { token } = await company()
    const { body } = await publish(token)

    const notes = await call(t.app, {
      method: 'GET',
      url: '/notifications/users',
      token: watcher.token,
    })
    expect(notes.body.data.docs).toEqual([
      expect.objectContaining({
        type: 'role_alert',
        title: 'New role for your alert',
        description:
          'Kobo Ledger Technologies is looking for a Product Designer Intern in Yaba, Lagos',
        // Opening it leads to the role.
        role: { id: body.data.id },
        application: null,
      }),
    ])
    const mails = await t.mail.waitForMails(1)
    expect(mails.map((mail) => mail.to)).toEqual([watcher.account.email])
    const mail = mails[0]!
    expect(mail.subject).toBe('New role: Product Designer Intern at Kobo Ledger Technologies')
    expect(mail.text).toContain('Stipend: NGN 50,000–80,000 a month')
    expect(mail.text).toContain('Deadline: Open until filled')
    expect(mail.text).toContain(`https://internplace.example/app/roles/${body.data.id}`)
    const link = /Stop this alert in one click: (\S+)/.exec(mail.text)?.[1]
    expect(link).toMatch(/^https:\/\/internplace\.example\/app\/unsubscribe\?kind=alert&id=/)
    expect(listHeaders(mail).url).toContain('/app/api/v1/unsubscribe?kind=alert')
    expect(listHeaders(mail).post).toBe('List-Unsubscribe=One-Click')

    // The page's link works without signing in, and only with its own token.
    const query = Object.fromEntries(new URL(link!).searchParams)
    const forged = await call(t.app, {
      method: 'POST',
      url: '/unsubscribe',
      payload: { ...query, token: 'x'.repeat(43) },
    })
    expect(forged.status).toBe(400)
    expect(forged.body.message).toBe(ALERT_MESSAGES.linkInvalid)
    const res = await call(t.app, { method: 'POST', url: '/unsubscribe', payload: query })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(ALERT_MESSAGES.unsubscribed)
    const left = await t.database.db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.internId, watcher.account.id))
    expect(left).toEqual([])
  })

  it('unsubscribes by the List-Unsubscribe header’s one-click POST (RFC 8058)', async () => {
    const watcher = await intern()
    await createAlert(watcher.token, { location: 'Lagos', frequency: 'immediate' })
    await publish((await company()).token)
    const [mail] = await t.mail.waitForMails(1)
    const { url } = listHeaders(mail!)
    const res = await t.app.inject({
      method: 'POST',
      url: url.replace('https://internplace.example/app', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.json()).toMatchObject({ status: 'success' })
    expect(res.statusCode).toBe(200)
    expect(await t.database.db.select().from(jobAlerts)).toEqual([])
  })

  it('tells an intern of a role once, however many alerts match', async () => {
    const watcher = await intern()
    await createAlert(watcher.token, { search: 'design', frequency: 'immediate' })
    await createAlert(watcher.token, { type: 'remote', frequency: 'daily' })
    await publish((await company()).token)
    await t.mail.waitForMails(1)
    expect(await t.database.db.select().from(alertMatches)).toHaveLength(1)
    expect(await t.database.db.select().from(notifications)).toHaveLength(1)
    expect(t.mail.mails).toHaveLength(1)
  })

  it('reaches nobody whose settings disable notifications or matching roles', async () => {
    const disabled = await intern()
    const noMatching = await intern()
    for (const [who, notificationsPrefs] of [
      [disabled, { frequency: 'disabled' }],
      [noMatching, { matchingRoles: false }],
    ] as const) {
      await t.database.db
        .update(accounts)
        .set({ preferences: { notifications: notificationsPrefs } })
        .where(eq(accounts.id, who.account.id))
      await createAlert(who.token, { location: 'Lagos', frequency: 'immediate' })
    }
    await publish((await company()).token)
    await t.app.ctx.jobs.settle()
    expect(await t.database.db.select().from(notifications)).toEqual([])
    expect(t.mail.mails).toEqual([])
  })

  it('does not match another type or a role of a private job board', async () => {
    const watcher = await intern()
    await createAlert(watcher.token, { type: 'on_site', frequency: 'immediate' })
    await publish((await company()).token)
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toEqual([])
  })

  it('gathers daily alerts’ matches in one digest mail after 08:00 in Lagos', async () => {
    const watcher = await intern()
    await createAlert(watcher.token, { location: 'Lagos', frequency: 'daily' })
    const { token } = await company()
    await publish(token, { title: 'Product Designer Intern' })
    await publish(token, { title: 'Brand Designer Intern' })
    // In the app at once; by mail only in the digest.
    const notes = await call(t.app, {
      method: 'GET',
      url: '/notifications/users',
      token: watcher.token,
    })
    expect(notes.body.data.docs).toHaveLength(2)
    expect(t.mail.mails).toEqual([])

    // Before the next 08:00 the matches wait; the first sweep after it sends one mail.
    const matched = (await t.database.db.select().from(alertMatches))[0]!.createdAt
    const beforeMailTime = new Date(matched.getTime() + 1000)
    const tomorrow = new Date(matched.getTime() + 86_400_000 + 60_000)
    await sendAlertDigests(t.app.ctx, beforeMailTime)
    await t.app.ctx.jobs.settle()
    const wentOut = t.mail.mails.length
    await sendAlertDigests(t.app.ctx, tomorrow)
    await sendAlertDigests(t.app.ctx, tomorrow)
    const mails = await t.mail.waitForMails(1)
    await t.app.ctx.jobs.settle()
    expect(mails).toHaveLength(1)
    // Whether the first run sent it depends on the hour the test runs; never twice.
    expect(wentOut).toBeLessThanOrEqual(1)
    const digest = mails[0]!
    expect(digest.subject).toBe('2 new roles for your job alerts')
    expect(digest.text).toContain('Product Designer Intern at Kobo Ledger Technologies')
    expect(digest.text).toContain('Brand Designer Intern at Kobo Ledger Technologies')
    expect(digest.text).toMatch(/Stop all your job alerts in one click: \S+kind=alerts&id=/)
    expect(listHeaders(digest).url).toContain('kind=alerts')
  })
})

describe('a role of a company not yet verified', () => {
  it('reaches alerts only once an admin verifies the company', async () => {
    const watcher = await intern()
    await createAlert(watcher.token, { location: 'Lagos', frequency: 'immediate' })
    const company = await pendingCompany(t)
    const posted = await publish(company.token)
    expect(posted.status).toBe(201)
    await matchPendingRoles(t.app.ctx)
    await t.app.ctx.jobs.settle()
    expect(await t.database.db.select().from(alertMatches)).toEqual([])

    const admin = await createAdmin(t.database.db)
    const verified = await call(t.app, {
      method: 'POST',
      url: `/admin/companies/${company.account.id}/verify`,
      token: admin.token,
      payload: {},
    })
    expect(verified.status).toBe(200)
    await matchPendingRoles(t.app.ctx)
    await t.app.ctx.jobs.settle()
    const toWatcher = t.mail.mails.filter((mail) => mail.to === watcher.account.email)
    expect(toWatcher.map((mail) => mail.subject)).toEqual([
      'New role: Product Designer Intern at Ikeja Print Works',
    ])
  })
})
