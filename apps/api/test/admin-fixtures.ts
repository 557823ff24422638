import { expect } from 'vitest'
import { pdfBytes, uploadAs } from './file-fixtures.js'
import { COMPLETE_COMPANY, UNVERIFIED_COMPANY, createAccount } from './factories.js'
import { ROLE } from './conversation-fixtures.js'
import { call, type TestContext } from './test-app.js'

/** Test helpers of the operator's console. */

/**
 * A company with a complete profile that has just sent its CAC document through the wizard, so it
 * waits in the admins' queue; its roles are not public yet.
 */
export async function pendingCompany(t: TestContext, companyName = 'Ikeja Print Works') {
  const company = await createAccount(t.database.db, 'company', {
    company: {
      ...COMPLETE_COMPANY,
      ...UNVERIFIED_COMPANY,
      companyName,
      verificationDocument: null,
    },
  })
  const upload = await uploadAs(t.app, company.token, pdfBytes('CAC certificate'), 'cac.pdf')
  expect(upload.status).toBe(201)
  const res = await call(t.app, {
    method: 'PUT',
    url: '/company/set-documents',
    token: company.token,
    payload: { type: 'CAC_Document', fileName: 'cac.pdf', s3Url: upload.body.data.fileUrl },
  })
  expect(res.status).toBe(200)
  return company
}

/** Posts the standard test role as the company; answers its id. */
export async function postRole(t: TestContext, token: string, title = ROLE.title) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token,
    payload: { ...ROLE, title },
  })
  expect(res.status).toBe(201)
  return res.body.data.id as string
}

/** The titles of the public browse's first page. */
export async function publicRoleTitles(t: TestContext) {
  const res = await call(t.app, { method: 'GET', url: '/roles/recent?limit=50' })
  expect(res.status).toBe(200)
  return (res.body.data.docs as { title: string }[]).map((role) => role.title)
}
