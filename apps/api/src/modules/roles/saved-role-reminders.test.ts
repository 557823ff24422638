import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deadlineLabel, todayInLagos, type RoleInput } from '@app/domain'
import { accounts, notifications, savedRoles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createCompleteIntern } from '../../../test/factories.js'
import { remindSavedRoleDeadlines } from './saved-role-reminders.js'

const t = useTestApp()
const DAY = 86_400_000
const HOUR = 3_600_000

const ROLE: RoleInput = {
  title: 'Backend Developer Intern',
  roleSummary: 'Build the APIs our merchants use.',
  responsibilities: 'Build',
  requirements: ['Node.js'],
  minimumSalary: 60_000,
  maximumSalary: null,
  location: 'Ikeja, Lagos',
  type: 'on_site',
  duration: 6,
  term: 'month',
  applicationDeadline: null,
}

/** A calendar day `days` after today in Lagos. */
const lagosDay = (days: number) => todayInLagos(new Date(Date.now() + days * DAY))

async function companyWithRole(role: Partial<RoleInput> = {}) {
  const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: { ...ROLE, ...role },
  })
  expect(res.status).toBe(201)
  return { ...company, roleId: res.body.data.id as string }
}

const notificationsOf = (accountId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId))

describe('saved-role deadline reminders', () => {
  it('recall a saved role not applied to 48 hours before its deadline, once', async () => {
    const deadline = lagosDay(5)
    const { roleId } = await companyWithRole({ applicationDeadline: deadline })
    const saver = await createAccount(t.database.db, 'intern')
    const applicant = await createCompleteIntern(t)
    for (const who of [saver, applicant]) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/users/roles/save/${roleId}`,
        token: who.token,
      })
      expect(res.status).toBe(200)
    }
    const applied = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${roleId}/apply`,
      token: applicant.token,
      payload: { resumeUrl: applicant.resumeUrl },
    })
    expect(applied.status).toBe(201)
    t.mail.mails.length = 0

    // The deadline day ends at midnight in Lagos (23:00 UTC).
    const endsAt = new Date(`${deadline}T23:00:00Z`)
    await remindSavedRoleDeadlines(t.app.ctx, new Date(endsAt.getTime() - 49 * HOUR))
    await t.app.ctx.jobs.settle()
    expect(await notificationsOf(saver.account.id)).toEqual([])

    const at = new Date(endsAt.getTime() - 47 * HOUR)
    await remindSavedRoleDeadlines(t.app.ctx, at)
    await remindSavedRoleDeadlines(t.app.ctx, at)
    const mails = await t.mail.waitForMails(1)
    await t.app.ctx.jobs.settle()
    expect(mails.map((mail) => mail.to)).toEqual([saver.account.email])
    expect(mails[0]!.subject).toBe(
      `${deadlineLabel(deadline, todayInLagos(at))}: Backend Developer Intern at Kobo Ledger Technologies`,
    )
    expect(mails[0]!.subject).toMatch(/^Closes \d+ \w{3} · tomorrow:/)
    expect(mails[0]!.text).toContain(`https://internplace.example/app/roles/${roleId}`)
    const [note] = await notificationsOf(saver.account.id)
    expect(note).toMatchObject({ type: 'deadline', title: 'A saved role closes soon' })
    const [saved] = await t.database.db
      .select()
      .from(savedRoles)
      .where(eq(savedRoles.internId, applicant.account.id))
    expect(saved!.remindedAt).toBeNull()
  })

  it('stay silent when the intern turned deadline reminders off', async () => {
    const deadline = lagosDay(3)
    const { roleId } = await companyWithRole({ applicationDeadline: deadline })
    const saver = await createAccount(t.database.db, 'intern')
    await t.database.db
      .update(accounts)
      .set({ preferences: { notifications: { savedRoleDeadlines: false } } })
      .where(eq(accounts.id, saver.account.id))
    await t.database.db.insert(savedRoles).values({ internId: saver.account.id, roleId })
    await remindSavedRoleDeadlines(t.app.ctx, new Date(`${deadline}T00:00:00Z`))
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toEqual([])
    expect(await notificationsOf(saver.account.id)).toEqual([])
  })
})
