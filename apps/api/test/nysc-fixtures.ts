import { eq } from 'drizzle-orm'
import { expect, vi } from 'vitest'
import { placements } from '../src/db/schema.js'
import { call, type TestContext } from './test-app.js'
import { NYSC_ROLE, placed } from './placement-fixtures.js'

/** A service year of an NYSC placement: March 2026 to February 2027. */
export const SERVICE = { startDate: '2026-03-02', endDate: '2027-02-26' }

/** An instant on the Lagos wall clock ('2026-05-24 08:00' → 07:00 UTC). */
export const lagos = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+01:00`)

/** An accepted NYSC corps member's placement, dated SERVICE unless told. */
export async function nyscPlaced(t: TestContext, dates: object | null = SERVICE) {
  const parties = await placed(t, NYSC_ROLE)
  if (dates) {
    await t.database.db.update(placements).set(dates).where(eq(placements.id, parties.placementId))
  }
  return parties
}

/** The company's NYSC acceptance letter, with the corps member's state code. */
export async function issueNyscAcceptance(t: TestContext, token: string, applicationId: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: `/company/applications/${applicationId}/letter`,
    token,
    payload: {
      kind: 'nysc',
      internName: 'Ada Okafor',
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
      startDate: SERVICE.startDate,
      stateCode: 'LA/26A/1234',
      ppaAddress: '12 Herbert Macaulay Way, Yaba, Lagos',
      accommodationProvided: false,
      transportProvided: true,
    },
  })
  expect(res.status).toBe(201)
}

/**
 * A request made when the Lagos wall clock reads `wallClock` (only Date is faked, while the
 * request runs); its mail and notices are sent once the clock is real again.
 */
export async function callAt(
  t: TestContext,
  wallClock: string,
  options: Parameters<typeof call>[1],
): ReturnType<typeof call> {
  const { token, ...request } = options
  vi.useFakeTimers({ toFake: ['Date'], now: lagos(wallClock) })
  let response
  try {
    response = await t.app.inject({
      ...request,
      url: `/api/v1${request.url}`,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  } finally {
    vi.useRealTimers()
  }
  await t.app.ctx.jobs.settle()
  const isJson = String(response.headers['content-type'] ?? '').includes('json')
  return {
    status: response.statusCode,
    body: isJson ? response.json() : response.rawPayload,
    headers: response.headers,
  }
}
