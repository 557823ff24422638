import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, MODERATION_RECORD_RETENTION_YEARS, REPORT_MESSAGES } from '@app/domain'
import { adminActions, companies, departedAccounts, reports } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { applied, sendMessageAs } from '../../../test/conversation-fixtures.js'
import { createAccount, createAdmin, createCompleteIntern } from '../../../test/factories.js'
import { eraseExpiredModerationRecords } from './moderation-records.queries.js'

const t = useTestApp()

const register = (kind: 'company' | 'intern', email: string) =>
  call(t.app, {
    method: 'POST',
    url: kind === 'company' ? '/company/register' : '/auth/register',
    payload: { email, acceptPolicies: true },
  })

const deleteAccount = (token: string) =>
  call(t.app, { method: 'DELETE', url: '/account', token, payload: { confirm: 'DELETE' } })

const allowSignUp = (token: string | undefined, id: string, payload: object = {}) =>
  call(t.app, {
    method: 'POST',
    url: `/admin/departed-accounts/${id}/allow-sign-up`,
    token,
    payload,
  })

const BASIC_INFO = {
  companyName: 'Bright Future Ventures',
  establishedDate: '2020-01-01',
  countryCode: '+234',
  phoneNumber: '8059990000',
  industryType: 'Finance',
  address: '3 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  bio: 'We build things.',
}

/** A company that asked an applicant for a fee in chat and was reported for it, then left. */
async function companyDeletedUnderModeration() {
  const { company, intern, applicationId } = await applied(t)
  await t.database.db
    .update(companies)
    .set({ rcNumber: 'RC1234567' })
    .where(eq(companies.accountId, company.account.id))
  await sendMessageAs(t, 'company', company.token, applicationId, 'Pay a training fee of N5,000')
  const reported = await call(t.app, {
    method: 'POST',
    url: '/reports',
    token: intern.token,
    payload: { targetType: 'company', targetId: company.account.id, reason: 'fees' },
  })
  expect(reported.status).toBe(201)
  expect((await deleteAccount(company.token)).status).toBe(200)
  return { company, intern, applicationId }
}

describe('moderation records outlive a deleted account (decision 049)', () => {
  it('keeps the reports for the operator, refuses the same email until an operator allows it', async () => {
    const { company, intern } = await companyDeletedUnderModeration()
    const admin = await createAdmin(t.database.db)

    const queue = await call(t.app, { method: 'GET', url: '/admin/reports', token: admin.token })
    expect(queue.status).toBe(200)
    const docs = queue.body.data.docs as {
      targetType: string
      target: { label: string; departed: { id: string; signUpBlocked: boolean } } | null
      reporter: { email: string } | null
      chat: { messages: { body: string }[] } | null
    }[]
    expect(docs.map((d) => d.targetType).sort()).toEqual(['company', 'message'])
    const aboutCompany = docs.find((d) => d.targetType === 'company')!
    expect(aboutCompany.reporter?.email).toBe(intern.account.email)
    expect(aboutCompany.target).toMatchObject({
      label: expect.stringMatching(/^Deleted company \(D-[0-9A-F]{8}\)$/),
      accountId: null,
      departed: { kind: 'company', signUpBlocked: true },
    })
    const flagged = docs.find((d) => d.targetType === 'message')!
    expect(flagged.chat?.messages.map((m) => m.body)).toEqual(['Pay a training fee of N5,000'])
    expect(flagged.target?.departed?.id).toBe(aboutCompany.target!.departed.id)
    const departedId = aboutCompany.target!.departed.id

    // The same email may not sign up again, as either kind; nor its RC number or phone.
    for (const kind of ['company', 'intern'] as const) {
      const again = await register(kind, company.account.email)
      expect(again.status).toBe(403)
      expect(again.body).toMatchObject({
        code: 'SIGN_UP_BLOCKED',
        message: 'This email cannot be used to sign up. Contact support.',
      })
    }
    const other = await createAccount(t.database.db, 'company')
    const sameRc = await call(t.app, {
      method: 'PATCH',
      url: '/company/set-basic-info',
      token: other.token,
      payload: { ...BASIC_INFO, rcNumber: 'rc 1234567' },
    })
    expect(sameRc.status).toBe(403)
    expect(sameRc.body.errors.rcNumber).toBe(AUTH_MESSAGES.rcNumberBlocked)
    const samePhone = await call(t.app, {
      method: 'PATCH',
      url: '/company/set-basic-info',
      token: other.token,
      payload: { ...BASIC_INFO, phoneNumber: '08031234567' },
    })
    expect(samePhone.status).toBe(403)
    expect(samePhone.body.errors.phoneNumber).toBe(AUTH_MESSAGES.phoneBlocked)
    const [untouched] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.accountId, other.account.id))
    expect(untouched?.rcNumber).toBeNull()

    // The operator lifts it, with a line in the audit log; then the email signs up.
    const lifted = await allowSignUp(admin.token, departedId, {
      note: 'Spoke to them on the phone.',
    })
    expect(lifted.status).toBe(200)
    expect(lifted.body).toMatchObject({
      message: REPORT_MESSAGES.signUpAllowed,
      data: { id: departedId, signUpBlocked: false },
    })
    const [line] = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'account.allow_sign_up'))
    expect(line).toMatchObject({
      adminEmail: admin.account.email,
      targetType: 'account',
      targetId: departedId,
      reason: 'Spoke to them on the phone.',
    })
    expect((await register('company', company.account.email)).status).toBe(201)
    // The reports stay, no longer blocking.
    const after = await call(t.app, { method: 'GET', url: '/admin/reports', token: admin.token })
    expect(after.body.data.meta.totalDocs).toBe(2)
    const twice = await allowSignUp(admin.token, departedId)
    expect(twice.status).toBe(409)
  })

  it("refuses a suspended account's email for either kind until it is restored", async () => {
    const intern = await createCompleteIntern(t)
    const admin = await createAdmin(t.database.db)
    const suspended = await call(t.app, {
      method: 'POST',
      url: `/admin/accounts/${intern.account.id}/suspend`,
      token: admin.token,
      payload: { reason: 'Asked companies for money.' },
    })
    expect(suspended.status).toBe(200)
    const refused = await register('company', intern.account.email.toUpperCase())
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('SIGN_UP_BLOCKED')

    const restored = await call(t.app, {
      method: 'POST',
      url: `/admin/accounts/${intern.account.id}/restore`,
      token: admin.token,
    })
    expect(restored.status).toBe(200)
    expect((await register('company', intern.account.email)).status).toBe(201)
  })

  it('lets an account that only made reports, or had none handled open, sign up again at once', async () => {
    const { company, intern } = await applied(t)
    await call(t.app, {
      method: 'POST',
      url: '/reports',
      token: intern.token,
      payload: { targetType: 'role', targetId: company.roleId, reason: 'fake' },
    })
    expect((await deleteAccount(intern.token)).status).toBe(200)
    const [kept] = await t.database.db.select().from(departedAccounts)
    expect(kept).toMatchObject({ kind: 'intern', signUpBlockedAt: null })
    const [report] = await t.database.db.select().from(reports)
    expect(report).toMatchObject({ reporterId: null, reporterDepartedId: kept!.id })
    expect((await register('intern', intern.account.email)).status).toBe(201)

    // An account with no moderation history leaves nothing behind.
    const quiet = await createCompleteIntern(t, { firstName: 'Tunde' })
    expect((await deleteAccount(quiet.token)).status).toBe(200)
    expect(await t.database.db.select().from(departedAccounts)).toHaveLength(1)
  })

  it('erases the kept records and their reports after the retention period', async () => {
    await companyDeletedUnderModeration()
    expect(await t.database.db.select().from(reports)).toHaveLength(2)
    const [kept] = await t.database.db.select().from(departedAccounts)
    const justBefore = new Date(kept!.keepUntil.getTime() - 60_000)
    const deletedYear = kept!.deletedAt.getUTCFullYear()
    expect(kept!.keepUntil.getUTCFullYear()).toBe(deletedYear + MODERATION_RECORD_RETENTION_YEARS)

    await eraseExpiredModerationRecords(t.database.db, justBefore)
    expect(await t.database.db.select().from(reports)).toHaveLength(2)
    // A millisecond on: PostgreSQL keeps microseconds, which a Date read back has lost.
    await eraseExpiredModerationRecords(t.database.db, new Date(kept!.keepUntil.getTime() + 1))
    expect(await t.database.db.select().from(departedAccounts)).toEqual([])
    expect(await t.database.db.select().from(reports)).toEqual([])
  })

  it('allows sign-up again for admins only, and refuses bad input without writing', async () => {
    const { intern } = await companyDeletedUnderModeration()
    const [kept] = await t.database.db.select().from(departedAccounts)
    const otherCompany = await createAccount(t.database.db, 'company')
    for (const token of [intern.token, otherCompany.token]) {
      expect((await allowSignUp(token, kept!.id)).status).toBe(403)
    }
    expect((await allowSignUp(undefined, kept!.id)).status).toBe(401)
    const admin = await createAdmin(t.database.db)
    const tooLong = await allowSignUp(admin.token, kept!.id, { note: 'x'.repeat(1001) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors.note).toBeTruthy()
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await allowSignUp(admin.token, id)).status).toBe(404)
    }
    const [still] = await t.database.db.select().from(departedAccounts)
    expect(still?.signUpBlockedAt).toEqual(expect.any(Date))
    expect(await t.database.db.select().from(adminActions)).toEqual([])
  })
})
