import { describe, expect, it } from 'vitest'
import { call, useTestApp, type TestContext } from '../../../test/test-app.js'
import { createAdmin, createCompleteIntern } from '../../../test/factories.js'
import { applied, companyWithRole } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const csv = (t: TestContext, token: string | undefined, roleId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/company/roles/${roleId}/applicants.csv`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('GET /company/roles/{id}/applicants.csv', () => {
  it("sends the role's applicants as CSV with a safe name, Lagos dates and no formulas", async () => {
    const { company, applicationId } = await applied(t)
    const sly = await createCompleteIntern(t, { firstName: '=HYPERLINK("x")', lastName: 'Bakare' })
    await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: sly.token,
      payload: { resumeUrl: sly.resumeUrl },
    })
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
      payload: { reason: 'availability', note: 'Dates, sadly' },
    })
    const res = await csv(t, company.token, company.roleId)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="front-end-developer-intern-applicants.csv"',
    )
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Name,Email,Phone,Institution,Field of study,Status,Applied,Rejection reason,Rejection note',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/^Ada Chiamaka Okafor,/)
    expect(lines[1]).toContain(',Rejected,')
    expect(lines[1]).toContain('Your availability does not fit the role’s dates,"Dates, sadly"')
    const today = new Date(Date.now() + 3_600_000)
    expect(lines[1]).toContain(
      `,${today.getUTCDate()} ${today.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${today.getUTCFullYear()},`,
    )
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\) Chiamaka Bakare",/)
  })

  it('quotes a cell holding a semicolon, so a spreadsheet splitting on ; never starts a cell with =', async () => {
    const { company, applicationId } = await applied(t)
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
      payload: { reason: 'availability', note: 'a;=HYPERLINK(A1)' },
    })
    const res = await csv(t, company.token, company.roleId)
    expect(res.statusCode).toBe(200)
    const row = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')[1]
    expect(row?.endsWith(',"a;=HYPERLINK(A1)"')).toBe(true)
    // Split as a ;-separated spreadsheet would, outside quotes: no cell starts a formula.
    const cells = row?.match(/("([^"]|"")*"|[^;"]+)+/g) ?? []
    expect(cells.some((cell) => /^[=+@-]/.test(cell))).toBe(false)
  })

  it('answers 404 to another company, 403 to an intern or admin, 401 without a session', async () => {
    const { company, intern } = await applied(t)
    const other = await companyWithRole(t, 'Other Ltd')
    const admin = await createAdmin(t.database.db)
    expect((await csv(t, other.token, company.roleId)).statusCode).toBe(404)
    expect((await csv(t, company.token, 'nope')).statusCode).toBe(404)
    expect((await csv(t, intern.token, company.roleId)).statusCode).toBe(403)
    expect((await csv(t, admin.token, company.roleId)).statusCode).toBe(403)
    expect((await csv(t, undefined, company.roleId)).statusCode).toBe(401)
  })
})
