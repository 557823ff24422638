import { describe, expect, it } from 'vitest'
import { apiErrorOf, NO_DATA } from './api-client'

describe('the error an answer means', () => {
  it("keeps the server's message, code and field errors", () => {
    const error = apiErrorOf(400, {
      status: 'error',
      message: 'Check the form',
      code: 'VALIDATION_FAILED',
      errors: { email: 'Invalid email address' },
    })
    expect(error.message).toBe('Check the form')
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.errors).toEqual({ email: 'Invalid email address' })
  })

  it('names the request of an unexpected failure, from the body or else the header', () => {
    const body = { status: 'error', message: 'Something went wrong', code: 'INTERNAL' }
    expect(apiErrorOf(500, { ...body, requestId: 'req-12345678' }).message).toBe(
      'Something went wrong (Reference: req-12345678)',
    )
    expect(apiErrorOf(502, null, 'proxy-12345678').message).toBe(
      'Request failed (502) (Reference: proxy-12345678)',
    )
  })

  it('takes nothing from a body that is not our error envelope', () => {
    for (const json of [
      { status: 'error', message: 'x', code: 'NOT_A_CODE' },
      { status: 'error', message: 42, code: 'NOT_FOUND' },
      { status: 'error', message: 'x', code: 'NOT_FOUND', errors: { email: 1 } },
      '<html>Bad gateway</html>',
    ]) {
      const error = apiErrorOf(400, json)
      expect(error.message).toBe('Request failed (400)')
      expect(error.code).toBeUndefined()
    }
  })
})

describe('an answer without data', () => {
  it('is null, and anything else is unexpected', () => {
    expect(NO_DATA.safeParse(null)).toEqual({ success: true, data: null })
    expect(NO_DATA.safeParse({ id: 1 }).success).toBe(false)
  })
})
