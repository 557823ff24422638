import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@app/domain'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'

const t = useTestApp()

/** Every company and account write of the settings and profile pages. */
const ENDPOINTS: ['PATCH' | 'PUT' | 'POST' | 'DELETE', string][] = [
  ['PATCH', '/company/set-basic-info'],
  ['PATCH', '/company/update-logo'],
  ['PATCH', '/company/set-operations'],
  ['PATCH', '/company/set-socials'],
  ['PATCH', '/company/update-socials'],
  ['PATCH', '/company/set-medias'],
  ['PUT', '/company/set-documents'],
  ['POST', '/roles/add-role'],
  ['PATCH', '/roles/00000000-0000-4000-8000-000000000000'],
  ['POST', '/account/changes'],
  ['POST', '/account/changes/confirm'],
  ['PUT', '/account/preferences'],
  ['DELETE', '/account'],
]

const ODD_BODIES: string[] = [
  '{"a":',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  JSON.stringify({ companyName: ['x'], logoUrl: { $ne: 1 }, socialMedia: [], field: ['email'] }),
  JSON.stringify({ activeWeekDays: 'Monday', workHours: {}, media1Url: 7, otp: 1234, id: [] }),
  JSON.stringify({ notifications: [], privacy: 'public', confirm: ['DELETE'] }),
  JSON.stringify({ title: 'x'.repeat(5_000), establishedDate: '9'.repeat(2_000), value: null }),
  '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
  JSON.stringify({ socialMedia: { facebook: 'https://' + 'a'.repeat(3_000) + '.ng' } }),
  JSON.stringify({ companyName: 'Kobo\u0000Ledger', title: '\u0000', field: 'email' }),
]

describe('odd input', () => {
  it('never answers 5xx, whatever the body', async () => {
    const { token } = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    for (const [method, url] of ENDPOINTS) {
      for (const payload of ODD_BODIES) {
        const res = await call(t.app, {
          method,
          url,
          token,
          payload,
          headers: { 'content-type': 'application/json' },
        })
        expect(res.status, `${method} ${url} ${payload.slice(0, 60)}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${method} ${url} ${payload.slice(0, 60)}`).toBeLessThan(500)
        expect(res.body.status).toBe('error')
        expect(ERROR_CODES).toContain(res.body.code)
      }
      const text = await call(t.app, {
        method,
        url,
        token,
        payload: 'companyName=Kobo',
        headers: { 'content-type': 'text/plain' },
      })
      expect(text.status, `${method} ${url} as text`).toBeGreaterThanOrEqual(400)
      expect(text.status).toBeLessThan(500)
      expect(ERROR_CODES).toContain(text.body.code)
      const huge = await call(t.app, {
        method,
        url,
        token,
        payload: JSON.stringify({ bio: 'x'.repeat(200_000) }),
        headers: { 'content-type': 'application/json' },
      })
      expect(huge.status, `${method} ${url} huge`).toBe(413)
      expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE')
    }
  })
})
