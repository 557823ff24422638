import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ok, stubApi } from '../test/api-stub'
import { api } from './api-client'
import { EARLY_ANSWER_MAX_AGE_MS } from './early-answers'
import { startEarlyRoles } from '../early/early-roles'

/** /early.js as index.html runs it, before the app's scripts (built from src/early). */
const runEarlyScript = () => startEarlyRoles()

const rolesOf = (limit: number) =>
  api('/users/roles', { query: { page: 1, limit }, data: z.unknown() })

function signInAsIntern(token = 'intern-token') {
  localStorage.setItem('userId', '00000000-0000-4000-8000-0000000000a1')
  localStorage.setItem('authToken', token)
  localStorage.setItem('accountKind', 'intern')
  localStorage.setItem('sessionExpiry', String(Date.now() + 3_600_000))
}

afterEach(() => {
  delete window.__earlyAnswers
  window.history.replaceState(null, '', '/')
})

describe('the first roles asked before the scripts arrive', () => {
  it('on /intern/roles, the app takes the early answer once, then asks again', async () => {
    let answer = 'early'
    const stub = stubApi({ 'GET /users/roles': () => ok(answer) })
    signInAsIntern()
    window.history.replaceState(null, '', '/intern/roles')
    runEarlyScript()
    expect(stub.calls).toHaveLength(1)
    expect(stub.calls[0]!.query.toString()).toBe('page=1&limit=10')

    answer = 'later'
    expect(await rolesOf(10)).toBe('early')
    expect(stub.calls).toHaveLength(1)
    expect(await rolesOf(10)).toBe('later')
    expect(stub.calls).toHaveLength(2)
  })

  it("on /intern/dashboard, asks the card's two roles", async () => {
    const stub = stubApi({ 'GET /users/roles': ok('early') })
    signInAsIntern()
    window.history.replaceState(null, '', '/intern/dashboard')
    runEarlyScript()
    expect(stub.calls[0]!.query.toString()).toBe('page=1&limit=2')
    // Another list (another limit) is not answered with it.
    await rolesOf(10)
    expect(stub.calls).toHaveLength(2)
    expect(await rolesOf(2)).toBe('early')
    expect(stub.calls).toHaveLength(2)
  })

  it('asks nothing without an intern session, with criteria in the address, or on other pages', () => {
    const stub = stubApi({ 'GET /users/roles': ok('early') })
    window.history.replaceState(null, '', '/intern/roles')
    runEarlyScript()
    localStorage.setItem('authToken', 'company-token')
    localStorage.setItem('accountKind', 'company')
    runEarlyScript()
    signInAsIntern()
    window.history.replaceState(null, '', '/intern/roles?filter=recent')
    runEarlyScript()
    window.history.replaceState(null, '', '/find-internships')
    runEarlyScript()
    localStorage.setItem('sessionExpiry', String(Date.now() - 1))
    window.history.replaceState(null, '', '/intern/roles')
    runEarlyScript()
    expect(stub.calls).toHaveLength(0)
  })

  it('is not used for another session, nor when it is old', async () => {
    const stub = stubApi({ 'GET /users/roles': ok('fresh') })
    const early = Promise.resolve(Response.json({ status: 'success', data: 'early' }))
    signInAsIntern('second-token')
    window.__earlyAnswers = {
      '/users/roles?page=1&limit=10': { at: Date.now(), token: 'first-token', response: early },
    }
    expect(await rolesOf(10)).toBe('fresh')
    window.__earlyAnswers = {
      '/users/roles?page=1&limit=10': {
        at: Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1,
        token: 'second-token',
        response: early,
      },
    }
    expect(await rolesOf(10)).toBe('fresh')
    expect(stub.calls).toHaveLength(2)
  })
})
