import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { IMMEDIATE_ALERT_MAILS_PER_HOUR, WRITE_LIMITS, type RoleInput } from '@app/domain'
import { alertMatches, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { mailRoleAlert, sendAlertDigests } from './alert-matching.js'

/**
 * How much mail new roles may cause (issue 26, items 10 and 28; decision 046): a company posts a
 * limited number of roles an hour, an intern gets a few immediate alert mails an hour and the rest
 * in the digest, and a digest says how many roles it lists.
 */
const t = useTestApp()

const DAY = 86_400_000

const ROLE: RoleInput = {
  title: 'Product Designer Intern',
  roleSummary: 'Design the screens our merchants use every day.',
  responsibilities: 'Design pages',
  requirements: ['Figma'],
  minimumSalary: 50_000,
  maximumSalary: 80_000,
  location: 'Yaba, Lagos',
  type: 'remote',
  duration: 6,
  term: 'month',
  applicationDeadline: null,
}

const company = () => createAccount(t.database.db, 'company', { company: { ...COMPLETE_COMPANY } })

async function watcher(frequency: 'immediate' | 'daily') {
  const intern = await createAccount(t.database.db, 'intern')
  const res = await call(t.app, {
    method: 'POST',
    url: '/users/alerts',
    token: intern.token,
    payload: { search: 'designer', frequency },
  })
  expect(res.status).toBe(201)
  return { ...intern, alertId: res.body.data.id as string }
}

async function publish(token: string, title: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token,
    payload: { ...ROLE, title },
  })
  expect(res.status).toBe(201)
  return res.body.data.id as string
}

const mailsTo = (email: string) => t.mail.mails.filter((mail) => mail.to === email)

/** The digest sweep the day after the matches, past its 08:00 mail time. */
async function digestTomorrow() {
  const [first] = await t.database.db.select().from(alertMatches).limit(1)
  await sendAlertDigests(t.app.ctx, new Date(first!.createdAt.getTime() + DAY + 60_000))
  await t.app.ctx.jobs.settle()
}

/** The number a digest states in its subject, and the roles it lists. */
function digestCounts(mail: { subject: string; text: string }) {
  const stated = Number(/^(\d+) new roles? for your job alerts$/.exec(mail.subject)?.[1])
  const listed = mail.text.split('\n').filter((line) => line.startsWith('See the role:')).length
  const more = Number(/^And (\d+) more:/m.exec(mail.text)?.[1] ?? 0)
  return { stated, listed: listed + more }
}

describe('the daily digest', () => {
  it('states as many roles as it lists, leaving out those closed or held since they matched', async () => {
    const intern = await watcher('daily')
    const { token } = await company()
    await publish(token, 'Product Designer Intern')
    const closed = await publish(token, 'Brand Designer Intern')
    const held = await publish(token, 'Motion Designer Intern')
    expect(
      (await call(t.app, { method: 'POST', url: `/company/roles/${closed}/close`, token })).status,
    ).toBe(200)
    // Held for review after it matched (the scam check on an edit): no longer public.
    await t.database.db
      .update(roles)
      .set({ heldForReviewAt: new Date(), heldReason: 'fees' })
      .where(eq(roles.id, held))

    await digestTomorrow()
    const [digest, ...others] = mailsTo(intern.account.email)
    expect(others).toEqual([])
    expect(digest!.subject).toBe('1 new role for your job alerts')
    expect(digest!.text).toContain('Product Designer Intern at Kobo Ledger Technologies')
    expect(digest!.text).not.toContain('Brand Designer')
    expect(digest!.text).not.toContain('Motion Designer')
    const { stated, listed } = digestCounts(digest!)
    expect(stated).toBe(listed)
  })
})

describe('immediate alert mails', () => {
  it(`reach an intern at most ${IMMEDIATE_ALERT_MAILS_PER_HOUR} times an hour; the rest wait for the digest`, async () => {
    const intern = await watcher('immediate')
    const { token } = await company()
    const titles = ['Product', 'Brand', 'Motion', 'Web', 'Print'].map((w) => `${w} Designer Intern`)
    const ids: string[] = []
    for (const title of titles) ids.push(await publish(token, title))

    const alerts = mailsTo(intern.account.email)
    expect(alerts.map((mail) => mail.subject)).toEqual(
      titles
        .slice(0, IMMEDIATE_ALERT_MAILS_PER_HOUR)
        .map((title) => `New role: ${title} at Kobo Ledger Technologies`),
    )
    // In the app, every role at once.
    const notes = await call(t.app, {
      method: 'GET',
      url: '/notifications/users',
      token: intern.token,
    })
    expect(notes.body.data.docs).toHaveLength(titles.length)
    const waiting = await t.database.db
      .select({ roleId: alertMatches.roleId })
      .from(alertMatches)
      .where(and(eq(alertMatches.frequency, 'daily'), isNull(alertMatches.mailedAt)))
    expect(waiting.map((row) => row.roleId).sort()).toEqual(
      ids.slice(IMMEDIATE_ALERT_MAILS_PER_HOUR).sort(),
    )

    // One of the waiting roles is deleted before the digest: it says one role, and lists it.
    const res = await call(t.app, { method: 'DELETE', url: `/roles/${ids.at(-1)}`, token })
    expect(res.status).toBe(200)
    t.mail.mails.length = 0
    await digestTomorrow()
    const [digest, ...others] = mailsTo(intern.account.email)
    expect(others).toEqual([])
    expect(digest!.subject).toBe('1 new role for your job alerts')
    expect(digest!.text).toContain(`${titles[3]} at Kobo Ledger Technologies`)
    const { stated, listed } = digestCounts(digest!)
    expect(stated).toBe(listed)
  })

  it('are not sent for a role closed before its mail goes out, nor later in the digest', async () => {
    const { token } = await company()
    const roleId = await publish(token, 'Product Designer Intern')
    const intern = await watcher('immediate')
    // The role matched; its mail has not gone out yet when the company closes it.
    await t.database.db.insert(alertMatches).values({
      internId: intern.account.id,
      roleId,
      alertId: intern.alertId,
      frequency: 'immediate',
    })
    const closed = await call(t.app, {
      method: 'POST',
      url: `/company/roles/${roleId}/close`,
      token,
    })
    expect(closed.status).toBe(200)

    const outcome = await mailRoleAlert(t.app.ctx, { internId: intern.account.id, roleId })
    expect(outcome).toEqual({ skipped: expect.stringContaining('closed') })
    await t.app.ctx.jobs.settle()
    await digestTomorrow()
    expect(mailsTo(intern.account.email)).toEqual([])
  })
})

describe('posting roles', () => {
  it(`is limited to ${WRITE_LIMITS.roles.perAccount.max} roles an hour per company`, async () => {
    const { token } = await company()
    for (let i = 0; i < WRITE_LIMITS.roles.perAccount.max; i++) await publish(token, `Role ${i}`)
    const over = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token,
      payload: { ...ROLE, title: 'One role too many' },
    })
    expect(over.status).toBe(429)
    expect(over.body.message).toMatch(new RegExp(`^${WRITE_LIMITS.roles.message} Try again in`))
    expect(over.headers['retry-after']).toBeDefined()
    const titles = (await t.database.db.select({ title: roles.title }).from(roles)).map(
      (row) => row.title,
    )
    expect(titles).toHaveLength(WRITE_LIMITS.roles.perAccount.max)
    expect(titles).not.toContain('One role too many')

    // Another company at the same address is not held back by this one's limit.
    const other = await company()
    await publish(other.token, 'Product Designer Intern')
  })
})
