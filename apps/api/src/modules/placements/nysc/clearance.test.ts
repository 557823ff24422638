import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { NYSC_MESSAGES, WRITE_LIMITS } from '@app/domain'
import { notifications, nyscClearances } from '../../../db/schema.js'
import { useTestApp } from '../../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createAdmin } from '../../../../test/factories.js'
import { placed } from '../../../../test/placement-fixtures.js'
import { readPdf } from '../../../../test/pdf-fixtures.js'
import { SERVICE, callAt, issueNyscAcceptance, nyscPlaced } from '../../../../test/nysc-fixtures.js'

const t = useTestApp()

/** The 24th of May 2026 in Lagos, when May's clearance opens. */
const OPEN = '2026-05-24 08:00'
const SIGNATORY = { signatoryName: 'Bola Adeyemi', signatoryTitle: 'Head of People' }

const ask = (placementId: string, token: string, payload: object, at = OPEN) =>
  callAt(t, at, {
    method: 'POST',
    url: `/users/placements/${placementId}/clearance`,
    token,
    payload,
  })
const issue = (placementId: string, token: string, month: string, payload: object = SIGNATORY) =>
  callAt(t, '2026-05-25 10:00', {
    method: 'POST',
    url: `/company/placements/${placementId}/clearance/${month}/issue`,
    token,
    payload,
  })
const get = (url: string, token?: string, at = OPEN) =>
  callAt(t, at, { method: 'GET', url, ...(token && { token }) })

const storedMonths = (placementId: string) =>
  t.database.db.select().from(nyscClearances).where(eq(nyscClearances.placementId, placementId))
const noticeTitles = async (accountId: string) =>
  (
    await t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId))
  ).map((notice) => notice.title)

describe('a corps member asks for a month’s clearance letter and the company issues it', () => {
  it('lists the months, tells the company once, issues it signed, and both download the PDF', async () => {
    const { company, intern, applicationId, placementId } = await nyscPlaced(t)
    await issueNyscAcceptance(t, company.token, applicationId)

    const before = await get(`/users/placements/${placementId}/clearance`, intern.token)
    expect(before.status).toBe(200)
    expect(before.body.data).toMatchObject({ scheduled: true, today: '2026-05-24' })
    expect(before.body.data.docs.map((doc: { month: string }) => doc.month)).toEqual([
      '2026-05',
      '2026-04',
      '2026-03',
    ])
    expect(before.body.data.docs[0]).toEqual({
      month: '2026-05',
      label: 'May 2026',
      status: 'open',
      opensOn: '2026-05-24',
      requestedAt: null,
      issuedAt: null,
      lga: '',
      stateCode: '',
      signatory: null,
      path: null,
    })

    const asked = await ask(placementId, intern.token, { month: '2026-05', lga: 'Ikeja' })
    expect(asked.status).toBe(201)
    expect(asked.body.message).toBe(NYSC_MESSAGES.requested('2026-05'))
    expect(asked.body.data).toMatchObject({
      month: '2026-05',
      status: 'requested',
      requestedAt: '2026-05-24T07:00:00.000Z',
      lga: 'Ikeja',
    })
    const subject = 'Clearance letter asked for: Ada Okafor, May 2026'
    const mail = t.mail.mails.find((m) => m.to === company.account.email && m.subject === subject)
    expect(mail?.text).toContain(`/app/company/placements/${placementId}`)
    expect(await noticeTitles(company.account.id)).toContain('Clearance letter asked for')

    // Asking again answers the month as it stands and tells nobody twice.
    const again = await ask(placementId, intern.token, { month: '2026-05', lga: 'Yaba' })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe(NYSC_MESSAGES.alreadyRequested('2026-05'))
    expect(again.body.data).toMatchObject({ status: 'requested', lga: 'Ikeja' })
    expect(t.mail.mails.filter((m) => m.subject === subject)).toHaveLength(1)

    const theirs = await get(`/company/placements/${placementId}/clearance`, company.token)
    expect(theirs.body.data.docs[0]).toMatchObject({ month: '2026-05', status: 'requested' })

    const issued = await issue(placementId, company.token, '2026-05')
    expect(issued.status).toBe(201)
    expect(issued.body.message).toBe(NYSC_MESSAGES.issued('2026-05'))
    expect(issued.body.data).toMatchObject({
      status: 'issued',
      issuedAt: '2026-05-25T09:00:00.000Z',
      signatory: { name: 'Bola Adeyemi', title: 'Head of People' },
      path: `/company/placements/${placementId}/clearance/2026-05`,
    })
    const ready = t.mail.mails.find(
      (m) =>
        m.to === intern.account.email &&
        m.subject === 'Your clearance letter for May 2026 is ready',
    )
    expect(ready?.text).toContain(`/app/intern/placements/${placementId}`)
    expect(await noticeTitles(intern.account.id)).toContain('Clearance letter issued: May 2026')

    const twice = await issue(placementId, company.token, '2026-05')
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({
      code: 'CLEARANCE_ALREADY_ISSUED',
      message: NYSC_MESSAGES.alreadyIssued('2026-05'),
    })

    const mine = await get(`/users/placements/${placementId}/clearance`, intern.token)
    const path = mine.body.data.docs[0].path as string
    expect(path).toBe(`/users/placements/${placementId}/clearance/2026-05`)
    const pdf = await get(path, intern.token)
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="nysc-clearance-2026-05-ada-okafor.pdf"',
    )
    const { pages, text } = await readPdf(pdf.body as Buffer)
    expect(pages).toBe(1)
    for (const words of [
      'Kobo Ledger Technologies',
      'Date: 25 May 2026',
      'The Local Government Inspector',
      'National Youth Service Corps (NYSC)',
      'Ikeja LGA',
      'Lagos State',
      'MONTHLY CLEARANCE: ADA OKAFOR (LA/26A/1234)',
      'served satisfactorily at Kobo Ledger Technologies',
      'during May 2026',
      'Bola Adeyemi',
      'Head of People',
      'For: Kobo Ledger Technologies',
    ]) {
      expect(text).toContain(words)
    }
    // The company's copy is the same document, byte for byte.
    const theirCopy = await get(
      `/company/placements/${placementId}/clearance/2026-05`,
      company.token,
    )
    expect(Buffer.compare(theirCopy.body as Buffer, pdf.body as Buffer)).toBe(0)

    const documents = await get(`/users/placements/${placementId}/documents`, intern.token)
    expect(documents.body.data.docs).toContainEqual({
      kind: 'nysc-clearance',
      title: 'Clearance letter: May 2026',
      date: '2026-05-25T09:00:00.000Z',
      path,
    })
  })

  it('addresses the state secretariat when no LGA is given, and takes a past month any day', async () => {
    const { company, intern, placementId } = await nyscPlaced(t)
    const asked = await ask(placementId, intern.token, { month: '2026-04' }, '2026-05-02 09:00')
    expect(asked.status).toBe(201)
    expect((await issue(placementId, company.token, '2026-04')).status).toBe(201)
    const pdf = await get(`/users/placements/${placementId}/clearance/2026-04`, intern.token)
    const { text } = await readPdf(pdf.body as Buffer)
    expect(text).toContain('National Youth Service Corps (NYSC) Lagos State')
    expect(text).not.toContain('LGA')
    // No acceptance letter, no state code: the name stands alone.
    expect(text).toContain('MONTHLY CLEARANCE: ADA OKAFOR We write')
    expect(text).toContain('during April 2026')
  })
})

describe('which months can be asked for', () => {
  it('opens a month on its 24th in Lagos, and refuses months outside the dates', async () => {
    const { intern, placementId } = await nyscPlaced(t)
    const early = await ask(placementId, intern.token, { month: '2026-05' }, '2026-05-23 23:59')
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({
      code: 'CLEARANCE_NOT_OPEN',
      message: 'You can ask for May 2026’s clearance letter from 24 May 2026.',
    })
    const list = await get(
      `/users/placements/${placementId}/clearance`,
      intern.token,
      '2026-05-23 23:59',
    )
    expect(list.body.data.docs[0]).toMatchObject({ month: '2026-05', status: 'upcoming' })

    const future = await ask(placementId, intern.token, { month: '2026-06' })
    expect(future.status).toBe(409)
    expect(future.body.code).toBe('CLEARANCE_NOT_OPEN')
    for (const month of ['2026-02', '2027-03']) {
      const outside = await ask(placementId, intern.token, { month })
      expect(outside.status, month).toBe(400)
      expect(outside.body.code).toBe('CLEARANCE_MONTH_OUTSIDE')
    }
    expect(await storedMonths(placementId)).toEqual([])

    // Midnight in Lagos is 23:00 UTC on the 23rd.
    const onTime = await ask(placementId, intern.token, { month: '2026-05' }, '2026-05-24 00:00')
    expect(onTime.status).toBe(201)
    expect(onTime.body.data.requestedAt).toBe('2026-05-23T23:00:00.000Z')
  })

  it('opens the last month on the placement’s last day when it ends before the 24th', async () => {
    const { intern, placementId } = await nyscPlaced(t, { ...SERVICE, endDate: '2026-06-10' })
    const before = await ask(placementId, intern.token, { month: '2026-06' }, '2026-06-09 12:00')
    expect(before.body.message).toBe(
      'You can ask for June 2026’s clearance letter from 10 June 2026.',
    )
    const onTheDay = await ask(placementId, intern.token, { month: '2026-06' }, '2026-06-10 08:00')
    expect(onTheDay.status).toBe(201)
  })

  it('refuses a placement without dates, and one that is not NYSC', async () => {
    const undated = await nyscPlaced(t, null)
    const res = await ask(undated.placementId, undated.intern.token, { month: '2026-05' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'CLEARANCE_MONTH_OUTSIDE',
      message: NYSC_MESSAGES.unscheduled,
    })
    const list = await get(
      `/users/placements/${undated.placementId}/clearance`,
      undated.intern.token,
    )
    expect(list.body.data).toMatchObject({ scheduled: false, docs: [] })

    const siwes = await placed(t)
    const base = `/placements/${siwes.placementId}/clearance`
    for (const res of [
      await ask(siwes.placementId, siwes.intern.token, { month: '2026-05' }),
      await get(`/users${base}`, siwes.intern.token),
      await get(`/company${base}`, siwes.company.token),
      await get(`/users${base}/2026-05`, siwes.intern.token),
      await issue(siwes.placementId, siwes.company.token, '2026-05'),
    ]) {
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'NOT_NYSC_PLACEMENT', message: NYSC_MESSAGES.notNysc })
    }
  })

  it('issues only what was asked for, and has no PDF before it is issued', async () => {
    const { company, intern, placementId } = await nyscPlaced(t)
    const unasked = await issue(placementId, company.token, '2026-05')
    expect(unasked.status).toBe(409)
    expect(unasked.body).toMatchObject({
      code: 'CLEARANCE_NOT_REQUESTED',
      message: NYSC_MESSAGES.notRequested('2026-05'),
    })
    await ask(placementId, intern.token, { month: '2026-05' })
    const pdf = await get(`/company/placements/${placementId}/clearance/2026-05`, company.token)
    expect(pdf.status).toBe(404)
    expect(pdf.body.message).toBe(NYSC_MESSAGES.clearanceNotFound)
  })
})

describe('bad input', () => {
  it('answers 400 with the field’s message and writes nothing', async () => {
    const { company, intern, placementId } = await nyscPlaced(t)
    const cases: [object, string, string][] = [
      [{}, 'month', NYSC_MESSAGES.month],
      [{ month: 'May 2026' }, 'month', NYSC_MESSAGES.month],
      [{ month: '2026-13' }, 'month', NYSC_MESSAGES.month],
      [{ month: '2026-05', stateCode: 'LA-1234' }, 'stateCode', NYSC_MESSAGES.stateCode],
      [{ month: '2026-05', lga: 'x'.repeat(61) }, 'lga', NYSC_MESSAGES.lga],
    ]
    for (const [payload, field, message] of cases) {
      const res = await ask(placementId, intern.token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.errors?.[field]).toBe(message)
    }
    const badMonth = await get(`/users/placements/${placementId}/clearance/2026-5`, intern.token)
    expect(badMonth.status).toBe(400)
    expect(await storedMonths(placementId)).toEqual([])

    await ask(placementId, intern.token, { month: '2026-05' })
    const [before] = await storedMonths(placementId)
    for (const [payload, field] of [
      [{ signatoryName: 'Bola Adeyemi' }, 'signatoryTitle'],
      [{ ...SIGNATORY, signatoryName: '  ' }, 'signatoryName'],
      [{ ...SIGNATORY, signatoryTitle: 'Head\nof People' }, 'signatoryTitle'],
    ] as const) {
      const res = await issue(placementId, company.token, '2026-05', payload)
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.errors ?? {})).toContain(field)
    }
    const badUrl = await issue(placementId, company.token, '2026-00')
    expect(badUrl.status).toBe(400)
    expect(await storedMonths(placementId)).toEqual([before])
  })
})

describe('only the two parties', () => {
  it('answers 404 to another company or intern, 403 to the wrong kind or an admin, 401 without a session', async () => {
    const { company, intern, placementId } = await nyscPlaced(t)
    await ask(placementId, intern.token, { month: '2026-05' })
    const [before] = await storedMonths(placementId)
    const otherCompany = await createAccount(t.database.db, 'company', {
      company: COMPLETE_COMPANY,
    })
    const otherIntern = await createAccount(t.database.db, 'intern')
    const admin = await createAdmin(t.database.db)
    const users = `/users/placements/${placementId}/clearance`
    const companies = `/company/placements/${placementId}/clearance`

    expect((await get(users, otherIntern.token)).status).toBe(404)
    expect((await get(`${users}/2026-05`, otherIntern.token)).status).toBe(404)
    expect((await ask(placementId, otherIntern.token, { month: '2026-05' })).status).toBe(404)
    expect((await get(companies, otherCompany.token)).status).toBe(404)
    expect((await get(`${companies}/2026-05`, otherCompany.token)).status).toBe(404)
    expect((await issue(placementId, otherCompany.token, '2026-05')).status).toBe(404)
    expect((await get('/users/placements/not-an-id/clearance', intern.token)).status).toBe(404)

    expect((await get(users, company.token)).status).toBe(403)
    expect((await get(companies, intern.token)).status).toBe(403)
    expect((await ask(placementId, company.token, { month: '2026-05' })).status).toBe(403)
    expect((await issue(placementId, intern.token, '2026-05')).status).toBe(403)
    for (const url of [users, companies, `${users}/2026-05`, `${companies}/2026-05`]) {
      expect((await get(url, admin.token)).status, url).toBe(403)
      expect((await get(url)).status, url).toBe(401)
    }
    expect((await ask(placementId, admin.token, { month: '2026-05' })).status).toBe(403)
    expect((await issue(placementId, admin.token, '2026-05')).status).toBe(403)
    expect(
      (
        await callAt(t, OPEN, {
          method: 'POST',
          url: `${companies}/2026-05/issue`,
          payload: SIGNATORY,
        })
      ).status,
    ).toBe(401)
    expect(await storedMonths(placementId)).toEqual([before])
  })

  it('limits how often one account asks', async () => {
    const { intern, placementId } = await nyscPlaced(t)
    const max = WRITE_LIMITS.clearanceLetters.perAccount.max
    for (let i = 0; i < max; i++) {
      expect((await ask(placementId, intern.token, { month: '2026-05' })).status).toBeLessThan(300)
    }
    const over = await ask(placementId, intern.token, { month: '2026-04' })
    expect(over.status).toBe(429)
    expect(over.body.message).toContain(WRITE_LIMITS.clearanceLetters.message)
    expect((await storedMonths(placementId)).map((row) => row.month)).toEqual(['2026-05'])
  })
})

describe('the data export', () => {
  it('carries the clearance months to both parties', async () => {
    const { company, intern, placementId } = await nyscPlaced(t)
    await ask(placementId, intern.token, { month: '2026-05', lga: 'Ikeja' })
    await issue(placementId, company.token, '2026-05')
    for (const token of [intern.token, company.token]) {
      const res = await get('/account/export', token)
      expect(res.status).toBe(200)
      expect(res.body.data.nyscClearances).toMatchObject([
        {
          placementId,
          month: '2026-05',
          lga: 'Ikeja',
          requestedAt: '2026-05-24T07:00:00.000Z',
          signatoryName: 'Bola Adeyemi',
          letter: { internName: 'Ada Okafor', secretariat: 'Lagos State' },
        },
      ])
    }
  })
})
