import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, COMPANY_MESSAGES } from '@app/domain'
import { accounts, codeChallenges, companies } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, uniqueEmail } from '../../../test/factories.js'

const t = useTestApp()

const requestChange = (token: string, payload: object) =>
  call(t.app, { method: 'POST', url: '/account/changes', token, payload })
const confirm = (token: string, id: string, otp: string) =>
  call(t.app, { method: 'POST', url: '/account/changes/confirm', token, payload: { id, otp } })
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0')
/** Lets the next code mail go out at once, as if the resend interval had passed. */
const ageChallenges = () =>
  t.database.db.execute(
    sql`UPDATE code_challenges SET created_at = created_at - interval '1 minute'`,
  )

const company = () => createAccount(t.database.db, 'company', { company: { ...COMPLETE_COMPANY } })

describe('changing the company name, email or phone with a mailed code', () => {
  it('mails a code to the account and applies the new name when the code is right', async () => {
    const { account, token } = await company()
    const res = await requestChange(token, { field: 'companyName', value: '  Sahel Pay  ' })
    expect(res.status).toBe(200)
    expect(res.body.data.id).toEqual(expect.any(String))
    const code = t.mail.latestCodeFor(account.email)

    const [before] = await t.database.db.select().from(companies)
    expect(before!.companyName).toBe(COMPLETE_COMPANY.companyName)

    const done = await confirm(token, res.body.data.id, code)
    expect(done.status).toBe(200)
    expect(done.body.message).toBe('Changes Saved')
    expect(done.body.data).toMatchObject({ companyName: 'Sahel Pay', email: account.email })
    expect((await confirm(token, res.body.data.id, code)).status).toBe(400)
  })

  it('changes the phone number, keeping the country code unless a new one is given', async () => {
    const { account, token } = await company()
    const first = await requestChange(token, { field: 'phoneNumber', value: '0809-555-1234' })
    const done = await confirm(token, first.body.data.id, t.mail.latestCodeFor(account.email))
    expect(done.body.data).toMatchObject({ phoneNumber: '08095551234', countryCode: '+234' })
    await ageChallenges()
    const second = await requestChange(token, {
      field: 'phoneNumber',
      value: '2025550100',
      countryCode: '+1',
    })
    const again = await confirm(token, second.body.data.id, t.mail.latestCodeFor(account.email))
    expect(again.body.data).toMatchObject({ phoneNumber: '2025550100', countryCode: '+1' })
  })

  it('changes nothing for a wrong code, and kills the code after three wrong tries', async () => {
    const { account, token } = await company()
    const { id } = (await requestChange(token, { field: 'companyName', value: 'Sahel Pay' })).body
      .data
    const code = t.mail.latestCodeFor(account.email)
    const wrong = await confirm(token, id, wrongCodeFor(code))
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('You have entered the wrong code')
    await confirm(token, id, wrongCodeFor(code))
    await confirm(token, id, wrongCodeFor(code))
    const late = await confirm(token, id, code)
    expect(late.status).toBe(400)
    expect(late.body.code).toBe('CODE_EXPIRED')
    const [row] = await t.database.db.select().from(companies)
    expect(row!.companyName).toBe(COMPLETE_COMPANY.companyName)
  })

  it('refuses a sign-in code as a change code, and a change code at sign-in', async () => {
    const { account, token } = await company()
    await ageChallenges()
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/company/login',
      payload: { email: account.email },
    })
    const signInCode = t.mail.latestCodeFor(account.email)
    const asChange = await confirm(token, signIn.body.data.id, signInCode)
    expect(asChange.status).toBe(400)
    expect(asChange.body.code).toBe('CODE_EXPIRED')

    await ageChallenges()
    const change = await requestChange(token, { field: 'companyName', value: 'Sahel Pay' })
    const changeCode = t.mail.latestCodeFor(account.email)
    const asSignIn = await call(t.app, {
      method: 'POST',
      url: '/company/verify-otp',
      payload: { id: change.body.data.id, otp: changeCode },
    })
    expect(asSignIn.status).toBe(400)
    // Each still works for its own purpose: a change code does not cancel a pending sign-in.
    expect((await confirm(token, change.body.data.id, changeCode)).status).toBe(200)
    const verified = await call(t.app, {
      method: 'POST',
      url: '/company/verify-otp',
      payload: { id: signIn.body.data.id, otp: signInCode },
    })
    expect(verified.status).toBe(200)
  })

  it("refuses another account's change code", async () => {
    const owner = await company()
    const other = await company()
    const { id } = (await requestChange(owner.token, { field: 'companyName', value: 'Mine' })).body
      .data
    const res = await confirm(other.token, id, t.mail.latestCodeFor(owner.account.email))
    expect(res.status).toBe(400)
    const [row] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.accountId, other.account.id))
    expect(row!.companyName).toBe(COMPLETE_COMPANY.companyName)
  })

  it('mails an email change to the new address, then tells the old one', async () => {
    const { account, token } = await company()
    const newEmail = uniqueEmail('new')
    const res = await requestChange(token, { field: 'email', value: newEmail.toUpperCase() })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.changeCodeSentToNewEmail)
    expect(t.mail.mails.map((mail) => mail.to)).toEqual([newEmail])
    const done = await confirm(token, res.body.data.id, t.mail.latestCodeFor(newEmail))
    expect(done.status).toBe(200)
    expect(done.body.data.email).toBe(newEmail)
    expect(t.mail.mails.at(-1)).toMatchObject({ to: account.email })
    expect(t.mail.mails.at(-1)!.text).toContain(newEmail)
    expect(t.mail.mails.at(-1)!.text).toContain('https://internplace.example/app/contact')

    await ageChallenges()
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/company/login',
      payload: { email: newEmail },
    })
    expect(signIn.status).toBe(200)
  })

  it('answers 409 for an email another company holds, at request and at confirmation', async () => {
    const { token } = await company()
    const holder = await company()
    const taken = await requestChange(token, { field: 'email', value: holder.account.email })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe(ACCOUNT_MESSAGES.emailTaken)
    expect(t.mail.mails).toHaveLength(0)

    // An intern with the same email is another kind of account, so it does not conflict.
    const intern = await createAccount(t.database.db, 'intern')
    expect(
      (await requestChange(token, { field: 'email', value: intern.account.email })).status,
    ).toBe(200)

    const email = uniqueEmail('race')
    await ageChallenges()
    const pending = await requestChange(token, { field: 'email', value: email })
    await createAccount(t.database.db, 'company', { email })
    const late = await confirm(token, pending.body.data.id, t.mail.latestCodeFor(email))
    expect(late.status).toBe(409)
  })

  it('checks the new value with the profile rules, and writes nothing', async () => {
    const { account, token } = await company()
    const cases: [object, string, string][] = [
      [{ field: 'companyName', value: '   ' }, 'value', COMPANY_MESSAGES.companyNameRequired],
      [{ field: 'email', value: 'not-an-email' }, 'value', 'Invalid email address'],
      [{ field: 'email', value: '' }, 'value', 'Email is required'],
      [{ field: 'phoneNumber', value: '' }, 'value', COMPANY_MESSAGES.phoneNumberRequired],
      [{ field: 'phoneNumber', value: 'abc' }, 'value', COMPANY_MESSAGES.phoneNumberInvalid],
      [
        { field: 'phoneNumber', value: '08031234567', countryCode: '234' },
        'countryCode',
        COMPANY_MESSAGES.countryCodeInvalid,
      ],
      [{ field: 'password', value: 'x' }, 'field', ACCOUNT_MESSAGES.changeFieldInvalid],
      [{ value: 'x' }, 'field', ACCOUNT_MESSAGES.changeFieldInvalid],
      [{ field: 'companyName', value: ['a'] }, 'value', COMPANY_MESSAGES.companyNameRequired],
    ]
    for (const [payload, field, message] of cases) {
      const res = await requestChange(token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.errors[field], JSON.stringify(res.body.errors)).toBe(message)
    }
    const same = await requestChange(token, { field: 'email', value: account.email })
    expect(same.status).toBe(400)
    expect(same.body.message).toBe(ACCOUNT_MESSAGES.changeSameValue)

    const badOtp = await call(t.app, {
      method: 'POST',
      url: '/account/changes/confirm',
      token,
      payload: { id: crypto.randomUUID(), otp: '12' },
    })
    expect(badOtp.body.errors.otp).toBe('Please enter all 4 digits of the OTP.')
    expect(t.mail.mails).toHaveLength(0)
    expect(await t.database.db.select().from(codeChallenges)).toHaveLength(0)
  })

  it('waits 30 seconds between code mails, and lets interns change email and phone only', async () => {
    const { token } = await company()
    expect((await requestChange(token, { field: 'companyName', value: 'A' })).status).toBe(200)
    const soon = await requestChange(token, { field: 'companyName', value: 'B' })
    expect(soon.status).toBe(429)
    expect(soon.headers['retry-after']).toBeDefined()
    // Also when each request names a different new address.
    const elsewhere = await requestChange(token, { field: 'email', value: uniqueEmail('spam') })
    expect(elsewhere.status).toBe(429)
    expect(t.mail.mails).toHaveLength(1)

    const intern = await createAccount(t.database.db, 'intern')
    const name = await requestChange(intern.token, { field: 'companyName', value: 'X' })
    expect(name.status).toBe(400)
    expect(name.body.message).toBe(ACCOUNT_MESSAGES.companyNameOnlyForCompanies)
    const phone = await requestChange(intern.token, { field: 'phoneNumber', value: '08031112222' })
    const done = await confirm(
      intern.token,
      phone.body.data.id,
      t.mail.latestCodeFor(intern.account.email),
    )
    expect(done.body.data).toMatchObject({ phoneNumber: '08031112222', countryCode: '+234' })
    expect(
      (await call(t.app, { method: 'POST', url: '/account/changes', payload: {} })).status,
    ).toBe(401)
    const [row] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, intern.account.id))
    expect(row!.email).toBe(intern.account.email)
  })
})
