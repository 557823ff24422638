import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { messages } from '../db/schema.js'
import { applied } from '../../test/conversation-fixtures.js'
import { call, useTestApp } from '../../test/test-app.js'
import { containsNullCharacter, NULL_CHARACTER_MESSAGE } from './null-characters.js'

const t = useTestApp()

describe('containsNullCharacter', () => {
  it('finds U+0000 in strings, nested values and keys, and nowhere else', () => {
    expect(containsNullCharacter('a\u0000b')).toBe(true)
    expect(containsNullCharacter({ a: [{ b: 'x\u0000' }] })).toBe(true)
    expect(containsNullCharacter({ ['k\u0000']: 1 })).toBe(true)
    expect(containsNullCharacter({ a: ['plain', 1, null, true], b: 'ẹ̀ ń ọ́' })).toBe(false)
    expect(containsNullCharacter(undefined)).toBe(false)
  })
})

describe('requests carrying the null character', () => {
  it('a chat message with U+0000 is refused with 400 and nothing is stored', async () => {
    const { company, intern, applicationId } = await applied(t)
    for (const [token, url] of [
      [company.token, `/company/applications/${applicationId}/message`],
      [intern.token, `/messages/applications/${applicationId}/message`],
    ] as const) {
      const res = await call(t.app, { method: 'PUT', url, token, payload: { message: 'a\u0000b' } })
      expect(res.status, url).toBe(400)
      expect(res.body).toMatchObject({
        status: 'error',
        code: 'VALIDATION_FAILED',
        message: NULL_CHARACTER_MESSAGE,
      })
    }
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.applicationId, applicationId))
    expect(stored).toEqual([])
  })

  it('a search with U+0000 in the query string is refused with 400', async () => {
    const res = await call(t.app, { method: 'GET', url: '/roles/recent?search=data%00analyst' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(NULL_CHARACTER_MESSAGE)
  })
})

describe('framework errors', () => {
  it('an overlong path segment answers 414 in the error envelope', async () => {
    const res = await call(t.app, { method: 'GET', url: `/roles/${'a'.repeat(300)}` })
    expect(res.status).toBe(414)
    expect(res.body).toEqual({
      status: 'error',
      message: 'The address is too long.',
      code: 'URI_TOO_LONG',
    })
  })

  it('a malformed path encoding answers 400 in the error envelope', async () => {
    const res = await call(t.app, { method: 'GET', url: '/roles/%E0%A4%A' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: 'error', code: 'BAD_REQUEST' })
  })
})
