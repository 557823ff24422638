import { expect } from 'vitest'
import { ROLE } from './conversation-fixtures.js'
import { call, type TestContext } from './test-app.js'

/** Test helpers of the interview tests (clashes, declines). */

const DAY_MS = 24 * 60 * 60 * 1000

/** 10:00 in Lagos (09:00 UTC) `days` from today, moved by `minutes`. */
export function watTen(days: number, minutes = 0) {
  const day = new Date(Date.now() + days * DAY_MS)
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, minutes),
  ).toISOString()
}

export const videoProposal = (slots: { startsAt: string; durationMinutes: number }[]) => ({
  slots,
  mode: 'video',
  link: 'https://meet.example.com/kobo-ada',
})

/** Another role of the same company. */
export async function addRole(t: TestContext, token: string, title: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token,
    payload: { ...ROLE, title },
  })
  expect(res.status).toBe(201)
  return res.body.data.id as string
}

export async function applyTo(
  t: TestContext,
  intern: { token: string; resumeUrl: string },
  roleId: string,
) {
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${roleId}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl },
  })
  expect(res.status).toBe(201)
  return res.body.data.id as string
}

export const propose = (
  t: TestContext,
  token: string,
  applicationId: string,
  slots: { startsAt: string; durationMinutes: number }[],
) =>
  call(t.app, {
    method: 'POST',
    url: `/company/applications/${applicationId}/interviews`,
    token,
    payload: videoProposal(slots),
  })

export const choose = (t: TestContext, token: string, interviewId: string, slotId: string) =>
  call(t.app, {
    method: 'POST',
    url: `/users/interviews/${interviewId}/choose`,
    token,
    payload: { slotId },
  })

/** Proposes one time and has the intern choose it: the interview is scheduled. */
export async function schedule(
  t: TestContext,
  company: { token: string },
  intern: { token: string },
  applicationId: string,
  slot: { startsAt: string; durationMinutes: number },
) {
  const proposed = await propose(t, company.token, applicationId, [slot])
  expect(proposed.status).toBe(201)
  const chosen = await choose(
    t,
    intern.token,
    proposed.body.data.id,
    proposed.body.data.slots[0].id,
  )
  expect(chosen.status).toBe(200)
  return proposed.body.data.id as string
}
