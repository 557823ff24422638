import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ok, stubApi } from '../test/api-stub'
import { api, apiErrorOf, NO_DATA, NETWORK_ERROR_MESSAGE } from './api-client'
import { PUBLIC_FIRST_ROLES_KEY, PUBLIC_FIRST_ROLES_PATH, readKeptAnswer } from './kept-first-roles'

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

describe('a schema loaded with the request (decision 051)', () => {
  afterEach(() => vi.unstubAllGlobals())
  const answer = z.object({ id: z.string() })

  it('is asked for before the answer arrives, and parses it', async () => {
    const events: string[] = []
    stubApi({
      'GET /things/1': () => {
        events.push('request')
        return ok({ id: 'a', extra: true })
      },
    })
    const load = () => {
      events.push('schema')
      return Promise.resolve(answer)
    }
    await expect(api('/things/1', { data: load })).resolves.toEqual({ id: 'a' })
    expect(events).toEqual(['schema', 'request'])
  })

  it('refuses an answer that does not parse, as a schema given at once would', async () => {
    stubApi({ 'GET /things/1': ok({ id: 7 }) })
    await expect(api('/things/1', { data: () => Promise.resolve(answer) })).rejects.toThrow(
      'Unexpected response from server.',
    )
  })

  it('that cannot load (the network went) fails as the network does', async () => {
    stubApi({ 'GET /things/1': ok({ id: 'a' }) })
    const failed = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect(api('/things/1', { data: failed })).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    })
  })
})

describe("the public browse's first roles", () => {
  const firstPage = () =>
    api('/roles/recent', { query: { page: 1, type: 'remote', limit: 10 }, data: z.unknown() })
  const kept = () => readKeptAnswer(localStorage, PUBLIC_FIRST_ROLES_KEY, PUBLIC_FIRST_ROLES_PATH)

  afterEach(() => localStorage.clear())

  it('are kept for the next visit when asked signed out', async () => {
    stubApi({ 'GET /roles/recent': ok({ docs: [{ title: 'Data Intern' }] }) })
    await firstPage()
    expect(kept()).toEqual({ status: 'success', data: { docs: [{ title: 'Data Intern' }] } })
  })

  it('are not kept when asked signed in, nor any other page of roles', async () => {
    stubApi({ 'GET /roles/recent': ok({ docs: [{ title: 'Data Intern' }] }) })
    await api('/roles/recent', { query: { page: 2, type: 'remote', limit: 10 }, data: z.unknown() })
    expect(kept()).toBeUndefined()
    localStorage.setItem('authToken', 'token-1')
    await firstPage()
    expect(kept()).toBeUndefined()
  })
})
