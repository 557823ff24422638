import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  NYSC_MESSAGES,
  NYSC_REJECTION_REASON_MAX_LENGTH,
  WRITE_LIMITS,
  todayInLagos,
} from '@app/domain'
import { applications, notifications, nyscRejectionLetters } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createAdmin } from '../../../../test/factories.js'
import { NYSC_ROLE, SIWES_ROLE, decided } from '../../../../test/placement-fixtures.js'
import { downloadAs, readPdf } from '../../../../test/pdf-fixtures.js'
import { sendMessageAs } from '../../../../test/conversation-fixtures.js'

const t = useTestApp()

const REJECTION = {
  reason: 'Our Lagos office closes at the end of the month, so we have no desk for a corps member.',
  stateCode: 'la/26a/1234',
  signatoryName: 'Bola Adeyemi',
  signatoryTitle: 'Head of People',
}

const reject = (applicationId: string, token: string | undefined, payload: object = REJECTION) =>
  call(t.app, {
    method: 'POST',
    url: `/company/applications/${applicationId}/nysc-rejection`,
    ...(token && { token }),
    payload,
  })
const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', url, ...(token && { token }) })

const storedLetters = () => t.database.db.select().from(nyscRejectionLetters)

describe('a PPA declines a corps member', () => {
  it('issues the letter for a rejected NYSC applicant; both download it; the intern is told', async () => {
    const { company, intern, applicationId } = await decided(t, NYSC_ROLE, 'reject')
    const res = await reject(applicationId, company.token)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(NYSC_MESSAGES.rejectionIssued)
    expect(res.body.data).toEqual({
      issuedAt: expect.any(String),
      reason: REJECTION.reason,
      stateCode: 'LA/26A/1234',
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
    })

    const mail = t.mail.mails.find(
      (m) =>
        m.to === intern.account.email && m.subject === 'NYSC rejection letter: NYSC Corps Member',
    )
    expect(mail?.text).toContain('so you can be redeployed')
    expect(mail?.text).toContain(`/app/intern/applications/${applicationId}`)
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(notices.map((notice) => notice.title)).toContain('NYSC rejection letter issued')

    const theirs = await get(`/company/applications/${applicationId}`, company.token)
    expect(theirs.body.data.nyscRejection).toEqual(res.body.data)
    const mine = await get(`/users/applications/${applicationId}`, intern.token)
    expect(mine.body.data.nyscRejection).toEqual(res.body.data)

    const internCopy = await downloadAs(
      t,
      `/users/applications/${applicationId}/nysc-rejection`,
      intern.token,
    )
    expect(internCopy.statusCode).toBe(200)
    expect(internCopy.headers['content-type']).toBe('application/pdf')
    expect(internCopy.headers['content-disposition']).toBe(
      'attachment; filename="nysc-rejection-letter-ada-okafor-kobo-ledger-technologies.pdf"',
    )
    const { text } = await readPdf(internCopy.rawPayload)
    const [stored] = await storedLetters()
    // The letter is dated by the Lagos calendar: from 23:00 UTC that is already tomorrow.
    const [year, , lagosDay] = todayInLagos(stored?.issuedAt).split('-').map(Number)
    for (const words of [
      'Kobo Ledger Technologies',
      `Our ref: IP/R/${year}/`,
      'The State Coordinator',
      'National Youth Service Corps (NYSC) Lagos State',
      'REJECTION OF A CORPS MEMBER: ADA OKAFOR, LA/26A/1234',
      'is unable to retain Ada Okafor (state code LA/26A/1234)',
      `Reason: ${REJECTION.reason}`,
      'redeployed to another place of primary assignment',
      'Bola Adeyemi',
      'Head of People',
      'For: Kobo Ledger Technologies',
    ]) {
      expect(text).toContain(words)
    }
    expect(text).toContain(`Date: ${lagosDay} `)
    const companyCopy = await downloadAs(
      t,
      `/company/applications/${applicationId}/nysc-rejection`,
      company.token,
    )
    expect(Buffer.compare(companyCopy.rawPayload, internCopy.rawPayload)).toBe(0)

    // Issued again, the words change and the reference stays.
    const again = await reject(applicationId, company.token, {
      reason: 'No vacancy in the finance team.',
    })
    expect(again.status).toBe(201)
    const [replaced] = await storedLetters()
    expect(replaced).toMatchObject({
      number: stored?.number,
      reason: 'No vacancy in the finance team.',
      stateCode: '',
      signatoryName: '',
    })
    const unsigned = await downloadAs(
      t,
      `/users/applications/${applicationId}/nysc-rejection`,
      intern.token,
    )
    const redone = (await readPdf(unsigned.rawPayload)).text
    expect(redone).toContain('REJECTION OF A CORPS MEMBER: ADA OKAFOR We regret')
    expect(redone).toContain('Authorised signatory Management For: Kobo Ledger Technologies')
  })

  it('needs the application rejected first, and an NYSC role', async () => {
    const accepted = await decided(t, NYSC_ROLE, 'accept')
    const res = await reject(accepted.applicationId, accepted.company.token)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      code: 'APPLICATION_NOT_REJECTED',
      message: NYSC_MESSAGES.notRejected,
    })

    const undecided = await decided(t, NYSC_ROLE, 'reject')
    await t.database.db
      .update(applications)
      .set({ status: 'in_review', decidedAt: null })
      .where(eq(applications.id, undecided.applicationId))
    expect((await reject(undecided.applicationId, undecided.company.token)).body.code).toBe(
      'APPLICATION_NOT_REJECTED',
    )

    const siwes = await decided(t, SIWES_ROLE, 'reject')
    const notNysc = await reject(siwes.applicationId, siwes.company.token)
    expect(notNysc.status).toBe(400)
    expect(notNysc.body).toMatchObject({
      code: 'NOT_NYSC_PLACEMENT',
      message: NYSC_MESSAGES.notNyscApplication,
    })
    expect(await storedLetters()).toEqual([])
    const none = await get(
      `/users/applications/${siwes.applicationId}/nysc-rejection`,
      siwes.intern.token,
    )
    expect(none.status).toBe(404)
    expect(none.body.message).toBe(NYSC_MESSAGES.rejectionNotFound)
  })

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const { company, applicationId } = await decided(t, NYSC_ROLE, 'reject')
    const cases: [object, string, string][] = [
      [{}, 'reason', NYSC_MESSAGES.reason],
      [{ reason: '   ' }, 'reason', NYSC_MESSAGES.reason],
      [
        { reason: 'x'.repeat(NYSC_REJECTION_REASON_MAX_LENGTH + 1) },
        'reason',
        NYSC_MESSAGES.reason,
      ],
      [{ ...REJECTION, stateCode: 'Lagos 1234' }, 'stateCode', NYSC_MESSAGES.stateCode],
      [{ ...REJECTION, signatoryTitle: '' }, 'signatoryTitle', NYSC_MESSAGES.signatoryTogether],
    ]
    for (const [payload, field, message] of cases) {
      const res = await reject(applicationId, company.token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.errors?.[field]).toBe(message)
    }
    expect(await storedLetters()).toEqual([])
  })
})

describe('only the two parties', () => {
  it('answers 404 to another company or intern, 403 to the wrong kind or an admin, 401 without a session', async () => {
    const { company, intern, applicationId } = await decided(t, NYSC_ROLE, 'reject')
    const otherCompany = await createAccount(t.database.db, 'company', {
      company: COMPLETE_COMPANY,
    })
    const otherIntern = await createAccount(t.database.db, 'intern')
    const admin = await createAdmin(t.database.db)
    const companyUrl = `/company/applications/${applicationId}/nysc-rejection`
    const internUrl = `/users/applications/${applicationId}/nysc-rejection`

    expect((await reject(applicationId, otherCompany.token)).status).toBe(404)
    expect((await reject('not-an-id', company.token)).status).toBe(404)
    expect((await reject(applicationId, intern.token)).status).toBe(403)
    expect((await reject(applicationId, admin.token)).status).toBe(403)
    expect((await reject(applicationId, undefined)).status).toBe(401)
    expect(await storedLetters()).toEqual([])

    expect((await reject(applicationId, company.token)).status).toBe(201)
    expect((await get(companyUrl, otherCompany.token)).status).toBe(404)
    expect((await get(internUrl, otherIntern.token)).status).toBe(404)
    expect((await get(companyUrl, intern.token)).status).toBe(403)
    expect((await get(internUrl, company.token)).status).toBe(403)
    for (const url of [companyUrl, internUrl]) {
      expect((await get(url, admin.token)).status).toBe(403)
      expect((await get(url)).status).toBe(401)
    }
  })

  it('limits how many letters one company issues', async () => {
    const { company, applicationId } = await decided(t, NYSC_ROLE, 'reject')
    const max = WRITE_LIMITS.letters.perAccount.max
    for (let i = 0; i < max; i++) {
      const res = await reject(applicationId, company.token, { reason: `Reason ${i}` })
      expect(res.status).toBe(201)
    }
    const over = await reject(applicationId, company.token, { reason: 'One too many' })
    expect(over.status).toBe(429)
    expect((await storedLetters())[0]?.reason).toBe(`Reason ${max - 1}`)
  })

  it('is in both parties’ data export', async () => {
    const { company, intern, applicationId } = await decided(t, NYSC_ROLE, 'reject')
    await reject(applicationId, company.token)
    for (const token of [intern.token, company.token]) {
      const res = await get('/account/export', token)
      expect(res.body.data.nyscRejectionLetters).toMatchObject([
        {
          applicationId,
          reason: REJECTION.reason,
          stateCode: 'LA/26A/1234',
          internName: 'Ada Okafor',
          signatoryName: 'Bola Adeyemi',
          secretariat: 'Lagos State',
        },
      ])
    }
  })

  it('goes with either party’s account, even where their chat is kept for the other', async () => {
    for (const leaving of ['intern', 'company'] as const) {
      const parties = await decided(t, NYSC_ROLE, 'reject')
      await sendMessageAs(t, 'company', parties.company.token, parties.applicationId, 'Sorry, Ada.')
      await reject(parties.applicationId, parties.company.token)
      expect(await storedLetters()).toHaveLength(1)
      const res = await call(t.app, {
        method: 'DELETE',
        url: '/account',
        token: parties[leaving].token,
        payload: { confirm: 'DELETE' },
      })
      expect(res.status, leaving).toBe(200)
      expect(await storedLetters(), leaving).toEqual([])
    }
  })
})
