import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ADMIN_MESSAGES, COMPANY_MESSAGES } from '@app/domain'
import { adminActions, companies, notifications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import {
  COMPLETE_COMPANY,
  createAccount,
  createAdmin,
  createCompleteIntern,
} from '../../../test/factories.js'
import { companyWithRole } from '../../../test/conversation-fixtures.js'
import { pendingCompany, postRole, publicRoleTitles } from '../../../test/admin-fixtures.js'

const t = useTestApp()

const asAdmin = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload && { payload }) })
const companyRow = async (id: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.accountId, id)))[0]!
const auditLines = () => t.database.db.select().from(adminActions)

describe('GET /admin/companies', () => {
  it('lists the queue oldest first with the signed document, CAC number and waiting time basis', async () => {
    const admin = await createAdmin(t.database.db)
    const older = await pendingCompany(t, 'Older Co')
    const newer = await pendingCompany(t, 'Newer Co')
    await t.database.db
      .update(companies)
      .set({ rcNumber: 'RC1234567', verificationSubmittedAt: new Date('2026-01-01T08:00:00Z') })
      .where(eq(companies.accountId, older.account.id))
    await companyWithRole(t, 'Already Verified Co')

    const res = await asAdmin(admin.token, 'GET', '/admin/companies?status=pending')
    expect(res.status).toBe(200)
    expect(res.body.data.docs.map((c: { companyName: string }) => c.companyName)).toEqual([
      'Older Co',
      'Newer Co',
    ])
    const first = res.body.data.docs[0]
    expect(first).toMatchObject({
      id: older.account.id,
      email: older.account.email,
      rcNumber: 'RC1234567',
      verificationStatus: 'pending',
      submittedAt: '2026-01-01T08:00:00.000Z',
    })
    expect(res.body.data.meta.totalDocs).toBe(2)
    // The signed link opens the private PDF for the admin's browser, without a token.
    expect(first.verificationDocument).toMatch(/\?expires=\d+&signature=/)
    const pdf = await t.app.inject({ method: 'GET', url: first.verificationDocument })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/)
    expect(newer.account.id).toBe(res.body.data.docs[1].id)
  })

  it('filters by status and searches by name, email or CAC number', async () => {
    const admin = await createAdmin(t.database.db)
    await pendingCompany(t, 'Ikeja Print Works')
    const verified = await companyWithRole(t, 'Kobo Ledger Technologies')
    await t.database.db
      .update(companies)
      .set({ rcNumber: 'BN7654321' })
      .where(eq(companies.accountId, verified.account.id))
    const names = async (query: string) =>
      (await asAdmin(admin.token, 'GET', `/admin/companies?${query}`)).body.data.docs.map(
        (c: { companyName: string }) => c.companyName,
      )
    expect(await names('status=verified')).toEqual(['Kobo Ledger Technologies'])
    expect(await names('status=rejected')).toEqual([])
    expect((await names('status=all')).sort()).toEqual([
      'Ikeja Print Works',
      'Kobo Ledger Technologies',
    ])
    expect(await names('status=all&search=ikeja')).toEqual(['Ikeja Print Works'])
    expect(await names('status=all&search=bn765')).toEqual(['Kobo Ledger Technologies'])
    expect(await names(`status=all&search=${encodeURIComponent(verified.account.email)}`)).toEqual([
      'Kobo Ledger Technologies',
    ])
    expect(await names('status=all&search=100%25')).toEqual([])
  })

  it('answers a bad status or page with 400 and the field', async () => {
    const admin = await createAdmin(t.database.db)
    const status = await asAdmin(admin.token, 'GET', '/admin/companies?status=waiting')
    expect(status.status).toBe(400)
    expect(status.body.errors.status).toBe('status must be pending, verified, rejected or all')
    const page = await asAdmin(admin.token, 'GET', '/admin/companies?page=0')
    expect(page.status).toBe(400)
    expect(page.body.errors.page).toBeTruthy()
  })
})

describe('POST /admin/companies/{id}/verify', () => {
  it('verifies: the roles go public with the badge, the company is told and mailed, the audit log keeps it', async () => {
    const admin = await createAdmin(t.database.db)
    const company = await pendingCompany(t, 'Ikeja Print Works')
    await postRole(t, company.token, 'Print Production Intern')
    const intern = await createCompleteIntern(t)
    const internTitles = async () =>
      (
        await call(t.app, { method: 'GET', url: '/users/roles', token: intern.token })
      ).body.data.docs.map((role: { title: string }) => role.title)
    expect(await publicRoleTitles(t)).toEqual([])
    expect(await internTitles()).toEqual([])

    const res = await asAdmin(
      admin.token,
      'POST',
      `/admin/companies/${company.account.id}/verify`,
      {
        note: 'CAC record matches.',
      },
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      verificationStatus: 'verified',
      verificationNote: 'CAC record matches.',
    })
    expect(await publicRoleTitles(t)).toEqual(['Print Production Intern'])
    expect(await internTitles()).toEqual(['Print Production Intern'])
    const browse = await call(t.app, { method: 'GET', url: '/roles/recent' })
    expect(browse.body.data.docs[0].company.verified).toBe(true)

    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, company.account.id))
    expect(notice).toMatchObject({ type: 'verification', title: 'Company verified' })
    const mail = t.mail.mails.find(
      (m) => m.to === company.account.email && /verified/.test(m.subject),
    )
    expect(mail?.text).toMatch(/A note from our team: CAC record matches\./)
    expect(await auditLines()).toEqual([
      expect.objectContaining({
        adminId: admin.account.id,
        adminEmail: admin.account.email,
        action: 'company.verify',
        targetType: 'company',
        targetId: company.account.id,
        reason: 'CAC record matches.',
      }),
    ])
    const me = await call(t.app, { method: 'GET', url: '/company/me', token: company.token })
    expect(me.body.data).toMatchObject({
      verified: true,
      verificationStatus: 'verified',
      rolesArePublic: true,
    })
  })

  it('takes no body at all, and answers 409 twice or without a document, 404 for an unknown id', async () => {
    const admin = await createAdmin(t.database.db)
    const company = await pendingCompany(t)
    const url = `/admin/companies/${company.account.id}/verify`
    const first = await asAdmin(admin.token, 'POST', url)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const again = await asAdmin(admin.token, 'POST', url)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(ADMIN_MESSAGES.companyAlreadyVerified)

    const noDocument = await createAccount(t.database.db, 'company', {
      company: { verificationStatus: 'unsubmitted', verifiedAt: null },
    })
    const refused = await asAdmin(
      admin.token,
      'POST',
      `/admin/companies/${noDocument.account.id}/verify`,
    )
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(ADMIN_MESSAGES.companyNotSubmitted)
    const unknown = '/admin/companies/00000000-0000-4000-8000-000000000000/verify'
    expect((await asAdmin(admin.token, 'POST', unknown)).status).toBe(404)
    expect((await asAdmin(admin.token, 'POST', '/admin/companies/not-an-id/verify')).status).toBe(
      404,
    )
    // An intern's id is not a company.
    const intern = await createAccount(t.database.db, 'intern')
    expect(
      (await asAdmin(admin.token, 'POST', `/admin/companies/${intern.account.id}/verify`)).status,
    ).toBe(404)
    expect(await auditLines()).toHaveLength(1)
  })

  it('refuses an overlong note with 400 and changes nothing', async () => {
    const admin = await createAdmin(t.database.db)
    const company = await pendingCompany(t)
    const res = await asAdmin(
      admin.token,
      'POST',
      `/admin/companies/${company.account.id}/verify`,
      {
        note: 'x'.repeat(1001),
      },
    )
    expect(res.status).toBe(400)
    expect(res.body.errors.note).toBe(ADMIN_MESSAGES.noteTooLong)
    expect((await companyRow(company.account.id)).verificationStatus).toBe('pending')
    expect(await auditLines()).toHaveLength(0)
  })
})

describe('POST /admin/companies/{id}/reject', () => {
  it('rejects with a reason the company is told; a new upload puts it back in the queue', async () => {
    const admin = await createAdmin(t.database.db)
    const company = await pendingCompany(t)
    const res = await asAdmin(
      admin.token,
      'POST',
      `/admin/companies/${company.account.id}/reject`,
      {
        reason: 'The certificate is unreadable.',
      },
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      verificationStatus: 'rejected',
      verificationNote: 'The certificate is unreadable.',
    })
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, company.account.id))
    expect(notice?.description).toMatch(/The certificate is unreadable\./)
    const mail = t.mail.mails.find(
      (m) => m.to === company.account.email && /could not verify/.test(m.subject),
    )
    expect(mail?.text).toMatch(/Reason: The certificate is unreadable\./)
    const me = await call(t.app, { method: 'GET', url: '/company/me', token: company.token })
    expect(me.body.data).toMatchObject({
      verificationStatus: 'rejected',
      verificationNote: 'The certificate is unreadable.',
      rolesArePublic: false,
    })
    expect(
      (
        await asAdmin(admin.token, 'POST', `/admin/companies/${company.account.id}/reject`, {
          reason: 'again',
        })
      ).status,
    ).toBe(409)

    // Uploading again: pending, waiting from now, the old reason cleared.
    const upload = await call(t.app, {
      method: 'PUT',
      url: '/company/set-documents',
      token: company.token,
      payload: {
        type: 'CAC_Document',
        fileName: 'cac.pdf',
        s3Url: (await companyRow(company.account.id)).verificationDocument!.s3Url,
      },
    })
    expect(upload.status).toBe(200)
    expect(upload.body.data).toMatchObject({
      verificationStatus: 'pending',
      verificationNote: null,
    })
    const queue = await asAdmin(admin.token, 'GET', '/admin/companies?status=pending')
    expect(queue.body.data.docs.map((c: { id: string }) => c.id)).toEqual([company.account.id])
  })

  it('withdraws a verified company’s badge and hides its roles', async () => {
    const admin = await createAdmin(t.database.db)
    const company = await companyWithRole(t, 'Kobo Ledger Technologies')
    expect(await publicRoleTitles(t)).toHaveLength(1)
    const res = await asAdmin(
      admin.token,
      'POST',
      `/admin/companies/${company.account.id}/reject`,
      {
        reason: 'The registration was struck off.',
      },
    )
    expect(res.status).toBe(200)
    expect(await publicRoleTitles(t)).toEqual([])
    expect((await companyRow(company.account.id)).verifiedAt).toBeNull()
  })

  it('needs a reason: 400 with the field, nothing changed', async () => {
    const admin = await createAdmin(t.database.db)
    const company = await pendingCompany(t)
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const res = await asAdmin(
        admin.token,
        'POST',
        `/admin/companies/${company.account.id}/reject`,
        payload,
      )
      expect(res.status).toBe(400)
      expect(res.body.errors.reason).toBeTruthy()
    }
    expect((await companyRow(company.account.id)).verificationStatus).toBe('pending')
    expect(await auditLines()).toHaveLength(0)
  })
})

describe('who may use the verification queue', () => {
  it('refuses interns, companies and visitors, and changes nothing', async () => {
    const company = await pendingCompany(t)
    const intern = await createAccount(t.database.db, 'intern')
    const requests = [
      ['GET', '/admin/companies'],
      ['POST', `/admin/companies/${company.account.id}/verify`],
      ['POST', `/admin/companies/${company.account.id}/reject`],
    ] as const
    for (const [method, url] of requests) {
      for (const token of [intern.token, company.token]) {
        const res = await call(t.app, { method, url, token, payload: { reason: 'r' } })
        expect(res.status, `${method} ${url}`).toBe(403)
      }
      expect((await call(t.app, { method, url, payload: { reason: 'r' } })).status).toBe(401)
    }
    expect((await companyRow(company.account.id)).verificationStatus).toBe('pending')
  })
})

describe('the CAC number in basic info', () => {
  const BASIC_INFO = {
    companyName: COMPLETE_COMPANY.companyName,
    establishedDate: '2019-03',
    countryCode: '+234',
    phoneNumber: '8031234567',
    industryType: 'Finance',
    address: '12 Admiralty Way',
    city: 'Lekki',
    state: 'Lagos',
    bio: 'Payments for small businesses.',
  }
  const setBasicInfo = (token: string, payload: object) =>
    call(t.app, { method: 'PATCH', url: '/company/set-basic-info', token, payload })

  it('stores RC and BN numbers, forgiving spaces, dashes and case, and answers them on /company/me', async () => {
    const { token } = await createAccount(t.database.db, 'company')
    const rc = await setBasicInfo(token, { ...BASIC_INFO, rcNumber: ' rc-123 4567 ' })
    expect(rc.status).toBe(200)
    expect(rc.body.data.rcNumber).toBe('RC1234567')
    expect(
      (await setBasicInfo(token, { ...BASIC_INFO, rcNumber: 'BN3456789' })).body.data.rcNumber,
    ).toBe('BN3456789')
    // Left out, it stays as it was (companies from before the field still save this step).
    expect((await setBasicInfo(token, BASIC_INFO)).body.data.rcNumber).toBe('BN3456789')
    const me = await call(t.app, { method: 'GET', url: '/company/me', token })
    expect(me.body.data).toMatchObject({ rcNumber: 'BN3456789', verificationStatus: 'verified' })
  })

  it('refuses a malformed number with the clear message and changes nothing', async () => {
    const { account, token } = await createAccount(t.database.db, 'company', {
      company: { rcNumber: 'RC1' },
    })
    for (const rcNumber of ['123456', 'RC', 'RC123456789', 'XY12345', 'RC12a45']) {
      const res = await setBasicInfo(token, { ...BASIC_INFO, rcNumber })
      expect(res.status, rcNumber).toBe(400)
      expect(res.body.errors.rcNumber).toBe(COMPANY_MESSAGES.rcNumberInvalid)
    }
    expect((await companyRow(account.id)).rcNumber).toBe('RC1')
  })

  it('tells an unverified company its roles are not public yet', async () => {
    const company = await pendingCompany(t)
    const me = await call(t.app, { method: 'GET', url: '/company/me', token: company.token })
    expect(me.body.data).toMatchObject({
      verified: false,
      verificationStatus: 'pending',
      rolesArePublic: false,
    })
    expect(me.body.data.verificationSubmittedAt).toMatch(/^\d{4}-/)
  })
})
