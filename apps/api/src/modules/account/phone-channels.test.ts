import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, CHANNEL_MESSAGES, RECIPIENT_LIMITS, WRITE_LIMITS } from '@app/domain'
import { accounts } from '../../db/schema.js'
import { call } from '../../../test/test-app.js'
import { createAccount, createAdmin } from '../../../test/factories.js'
import { useAppWithPhoneProviders } from '../../../test/phone-fixtures.js'

/**
 * The account's mobile number and its phone channel choices (issue 28, DESIGN §11 Channels): a
 * number is confirmed with a 6-digit code sent to it by SMS, under the sign-in codes' rules.
 */
const { t, providers } = useAppWithPhoneProviders()

const NUMBER = '+2348031234567'

const addPhone = (token: string | undefined, phone: unknown) =>
  call(t.app, { method: 'POST', url: '/account/phone', token, payload: { phone } })
const verify = (token: string | undefined, code: string) =>
  call(t.app, { method: 'POST', url: '/account/phone/verify', token, payload: { code } })
const channels = (token: string | undefined) =>
  call(t.app, { method: 'GET', url: '/account/channels', token })
const saveChannels = (token: string | undefined, payload: object) =>
  call(t.app, { method: 'PATCH', url: '/account/channels', token, payload })
const removePhone = (token: string | undefined) =>
  call(t.app, { method: 'DELETE', url: '/account/phone', token })

/** The code of the newest SMS to `to`. */
function latestCode(to = NUMBER) {
  const sms = providers.sms.filter((message) => message.to === to).at(-1)
  const code = sms?.message.match(/code is (\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code was texted to ${to}`)
  return code
}
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Lets the next code go out at once, as if the 30 s between codes had passed. */
const ageChallenges = () =>
  t.database.db.execute(
    sql`UPDATE code_challenges SET created_at = created_at - interval '1 minute'`,
  )

async function verifiedIntern(phone = NUMBER) {
  const intern = await createAccount(t.database.db, 'intern')
  expect((await addPhone(intern.token, phone)).status).toBe(200)
  expect((await verify(intern.token, latestCode(phone))).status).toBe(200)
  return intern
}

describe('POST /account/phone', () => {
  it.each(['0803 123 4567', '2348031234567', '+234 803 123 4567'])(
    'takes %s and texts one 6-digit code to +2348031234567',
    async (written) => {
      const { token } = await createAccount(t.database.db, 'intern')
      const res = await addPhone(token, written)
      expect(res.status).toBe(200)
      expect(res.body.message).toBe(CHANNEL_MESSAGES.phoneCodeSent)
      expect(res.body.data).toEqual({ pendingPhone: NUMBER })
      expect(providers.sms).toHaveLength(1)
      expect(providers.sms[0]!.to).toBe(NUMBER)
      expect(providers.sms[0]!.message).toMatch(/^Your Internplace code is \d{6}\. /)
      expect(providers.whatsapp).toEqual([])

      const view = await channels(token)
      expect(view.body.data).toMatchObject({
        phone: null,
        phoneVerified: false,
        pendingPhone: NUMBER,
      })
    },
  )

  it.each([
    ['a landline', '0201 234 5678', CHANNEL_MESSAGES.phoneInvalid],
    ['a toll-free number', '0800 123 4567', CHANNEL_MESSAGES.phoneInvalid],
    ['too few digits', '12345', CHANNEL_MESSAGES.phoneInvalid],
    ['letters', 'call me maybe', CHANNEL_MESSAGES.phoneInvalid],
    ['nothing', '', CHANNEL_MESSAGES.phoneRequired],
    ['a number of another type', 8031234567, CHANNEL_MESSAGES.phoneRequired],
  ])('refuses %s with a clear 400 and texts nothing', async (_, written, message) => {
    const { account, token } = await createAccount(t.database.db, 'intern')
    const res = await addPhone(token, written)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('VALIDATION_FAILED')
    expect(res.body.errors).toEqual({ phone: message })
    expect(providers.sms).toEqual([])
    expect((await channels(token)).body.data.pendingPhone).toBeNull()
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id))
    expect(row!.phone).toBeNull()
  })

  it('refuses a second code within 30 seconds, saying how long to wait', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    expect((await addPhone(token, NUMBER)).status).toBe(200)
    const again = await addPhone(token, '0803 123 4567')
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(
      /^Please wait \d+ seconds? before requesting another code\.$/,
    )
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30)
    expect(providers.sms).toHaveLength(1)
  })

  it('texts one number at most 5 codes an hour, whoever asks', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const limit = RECIPIENT_LIMITS.phoneCodes.max
    for (let i = 0; i < limit; i++) {
      expect((await addPhone(token, NUMBER)).status).toBe(200)
      await ageChallenges()
    }
    const other = await createAccount(t.database.db, 'company')
    const over = await addPhone(other.token, NUMBER)
    expect(over.status).toBe(429)
    expect(over.body.message).toContain(RECIPIENT_LIMITS.phoneCodes.message)
    expect(providers.sms).toHaveLength(limit)
    // Another number is not held back by this one's limit.
    expect((await addPhone(other.token, '0905 555 0101')).status).toBe(200)
  })

  it('answers 409 PHONE_TAKEN for a number verified on another account', async () => {
    await verifiedIntern()
    providers.reset()
    const { token } = await createAccount(t.database.db, 'company')
    const res = await addPhone(token, '0803 123 4567')
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('PHONE_TAKEN')
    expect(res.body.errors).toEqual({ phone: CHANNEL_MESSAGES.phoneTaken })
    expect(providers.sms).toEqual([])
  })

  it('refuses the number the account has verified already', async () => {
    const intern = await verifiedIntern()
    await ageChallenges()
    const res = await addPhone(intern.token, NUMBER)
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ phone: CHANNEL_MESSAGES.phoneSame })
  })
})

describe('POST /account/phone/verify', () => {
  it('verifies the number with the right code', async () => {
    const { account, token } = await createAccount(t.database.db, 'intern')
    await addPhone(token, NUMBER)
    const res = await verify(token, latestCode())
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(CHANNEL_MESSAGES.phoneVerified)
    expect(res.body.data).toEqual({ phone: NUMBER, verified: true })

    const view = await channels(token)
    expect(view.status).toBe(200)
    expect(view.body.data).toEqual({
      phone: NUMBER,
      phoneVerified: true,
      pendingPhone: null,
      sms: true,
      whatsapp: false,
      jobAlerts: false,
      ussdCode: '*384*1234#',
    })
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id))
    expect(row!.phoneVerifiedAt).toBeInstanceOf(Date)
    // The code works once.
    expect((await verify(token, latestCode())).status).toBe(400)
  })

  it('changes nothing for a wrong code, and kills the code after three wrong tries', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    await addPhone(token, NUMBER)
    const code = latestCode()
    const wrong = await verify(token, wrongCodeFor(code))
    expect(wrong.status).toBe(400)
    expect(wrong.body.code).toBe('WRONG_CODE')
    expect(wrong.body.message).toBe(AUTH_MESSAGES.wrongCode)
    await verify(token, wrongCodeFor(code))
    await verify(token, wrongCodeFor(code))
    const late = await verify(token, code)
    expect(late.status).toBe(400)
    expect(late.body.code).toBe('CODE_EXPIRED')
    expect(late.body.message).toBe(AUTH_MESSAGES.codeExpired)
    expect((await channels(token)).body.data).toMatchObject({ phone: null, phoneVerified: false })
  })

  it('refuses a code of the wrong shape, and a code with none waiting', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const none = await verify(token, '123456')
    expect(none.status).toBe(400)
    expect(none.body.errors).toEqual({ code: CHANNEL_MESSAGES.noPendingPhone })
    await addPhone(token, NUMBER)
    const short = await verify(token, '1234')
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual({ code: CHANNEL_MESSAGES.phoneCodeIncomplete })
    // A malformed code takes no try: the right one still works.
    expect((await verify(token, latestCode())).status).toBe(200)
  })

  it('answers 409 when another account verified the number while the code was on its way', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    await addPhone(token, NUMBER)
    const code = latestCode()
    const other = await createAccount(t.database.db, 'company')
    await t.database.db
      .update(accounts)
      .set({ phone: NUMBER, phoneVerifiedAt: new Date() })
      .where(eq(accounts.id, other.account.id))
    const res = await verify(token, code)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('PHONE_TAKEN')
    expect((await channels(token)).body.data.phone).toBeNull()
  })
})

describe('DELETE /account/phone', () => {
  it('forgets the number and any code waiting for one', async () => {
    const intern = await verifiedIntern()
    const res = await removePhone(intern.token)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ phone: null })
    expect(res.body.message).toBe(CHANNEL_MESSAGES.phoneRemoved)
    expect((await channels(intern.token)).body.data).toMatchObject({
      phone: null,
      phoneVerified: false,
      pendingPhone: null,
    })

    // A code still waiting for a new number stops working too.
    await ageChallenges()
    await addPhone(intern.token, '0905 555 0101')
    const code = latestCode('+2349055550101')
    await removePhone(intern.token)
    expect((await verify(intern.token, code)).status).toBe(400)
    expect((await channels(intern.token)).body.data.phone).toBeNull()
    // Once forgotten, the number is free for another account.
    const other = await createAccount(t.database.db, 'company')
    expect((await addPhone(other.token, NUMBER)).status).toBe(200)
  })
})

describe('PATCH /account/channels', () => {
  it('saves the choices once the number is verified', async () => {
    const intern = await verifiedIntern()
    const res = await saveChannels(intern.token, { whatsapp: true, jobAlerts: true })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(CHANNEL_MESSAGES.channelsSaved)
    expect(res.body.data).toMatchObject({ sms: true, whatsapp: true, jobAlerts: true })
    const off = await saveChannels(intern.token, { sms: false })
    expect(off.body.data).toMatchObject({ sms: false, whatsapp: true, jobAlerts: true })
    expect((await channels(intern.token)).body.data).toMatchObject({ sms: false, whatsapp: true })
  })

  it.each([{ sms: true }, { whatsapp: true }, { jobAlerts: true }])(
    'refuses to turn %o on without a verified number, changing nothing',
    async (patch) => {
      const { account, token } = await createAccount(t.database.db, 'intern')
      await addPhone(token, NUMBER)
      const res = await saveChannels(token, patch)
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual({ phone: CHANNEL_MESSAGES.needsVerifiedPhone })
      const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id))
      expect(row).toMatchObject({ smsNotices: true, whatsappNotices: false, phoneJobAlerts: false })
    },
  )

  it('is limited to 20 phone changes an hour per account, then answers 429 and changes nothing', async () => {
    const intern = await verifiedIntern()
    // Verifying the number took two of the hour's changes.
    for (let i = 0; i < WRITE_LIMITS.phoneChanges.perAccount.max - 2; i++) {
      expect((await saveChannels(intern.token, { whatsapp: i % 2 === 0 })).status).toBe(200)
    }
    const refused = await saveChannels(intern.token, { jobAlerts: true })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(WRITE_LIMITS.phoneChanges.message)
    expect((await channels(intern.token)).body.data.jobAlerts).toBe(false)
  })

  it('lets an account without a number turn channels off', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const res = await saveChannels(token, { sms: false })
    expect(res.status).toBe(200)
    expect(res.body.data.sms).toBe(false)
  })

  it.each([{}, { sms: 'yes' }, { fax: true }])('refuses %o with a 400', async (patch) => {
    const { token } = await createAccount(t.database.db, 'intern')
    const res = await saveChannels(token, patch)
    expect(res.status).toBe(400)
    expect((await channels(token)).body.data.sms).toBe(true)
  })
})

describe('who may use the phone settings', () => {
  it('refuses an admin token with 403 and no token with 401, on every route', async () => {
    const admin = await createAdmin(t.database.db)
    const routes = [
      () => addPhone(admin.token, NUMBER),
      () => verify(admin.token, '123456'),
      () => removePhone(admin.token),
      () => channels(admin.token),
      () => saveChannels(admin.token, { sms: false }),
    ]
    for (const route of routes) expect((await route()).status).toBe(403)
    expect((await addPhone(undefined, NUMBER)).status).toBe(401)
    expect((await verify(undefined, '123456')).status).toBe(401)
    expect((await removePhone(undefined)).status).toBe(401)
    expect((await channels(undefined)).status).toBe(401)
    expect((await saveChannels(undefined, { sms: false })).status).toBe(401)
    expect(providers.sms).toEqual([])
  })

  it('never lets one account confirm a code sent for another', async () => {
    const owner = await createAccount(t.database.db, 'intern')
    await addPhone(owner.token, NUMBER)
    const code = latestCode()
    const other = await createAccount(t.database.db, 'intern')
    const res = await verify(other.token, code)
    expect(res.status).toBe(400)
    expect((await channels(other.token)).body.data.phone).toBeNull()
    expect((await verify(owner.token, code)).status).toBe(200)
  })

  it('works for a company account too', async () => {
    const company = await createAccount(t.database.db, 'company')
    await addPhone(company.token, NUMBER)
    expect((await verify(company.token, latestCode())).status).toBe(200)
    expect((await channels(company.token)).body.data.phoneVerified).toBe(true)
  })
})

describe('the data export', () => {
  it('holds the verified number and the phone channel choices', async () => {
    const intern = await verifiedIntern()
    await saveChannels(intern.token, { whatsapp: true, sms: false })
    const res = await call(t.app, { method: 'GET', url: '/account/export', token: intern.token })
    expect(res.status).toBe(200)
    const exported = res.body.data ?? res.body
    expect(exported.account).toMatchObject({ phone: NUMBER, phoneVerifiedAt: expect.any(String) })
    expect(exported.consents.channels).toEqual({ sms: false, whatsapp: true, jobAlerts: false })
  })
})
