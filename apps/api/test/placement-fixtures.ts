import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { todayInLagos } from '@app/domain'
import { placements } from '../src/db/schema.js'
import { call, type TestContext } from './test-app.js'
import { COMPLETE_COMPANY, createAccount, createCompleteIntern } from './factories.js'
import { ROLE } from './conversation-fixtures.js'

export const SIWES_ROLE = {
  ...ROLE,
  title: 'SIWES Trainee (Software)',
  placementType: 'siwes',
  siwesWeeks: 24,
  siwesProgrammes: ['HND', 'ND'],
}
export const NYSC_ROLE = {
  ...ROLE,
  title: 'NYSC Corps Member',
  placementType: 'nysc',
  nyscState: 'Lagos',
}

/** A day `days` from today in Lagos, 'YYYY-MM-DD'. */
export const dayFromToday = (days: number) => todayInLagos(new Date(Date.now() + days * 86_400_000))

export const SCHEDULE = {
  startDate: dayFromToday(10),
  endDate: dayFromToday(10 + 24 * 7 - 1),
  supervisor: { name: 'Emeka Nwosu', email: 'Emeka@Example.com', phone: '0803 123 4567' },
}

/** A company's role of the kind, an intern (Ada Okafor) who applied, and the company's decision. */
export async function decided(
  t: TestContext,
  role: object = SIWES_ROLE,
  decision: 'accept' | 'reject' = 'accept',
) {
  const company = await createAccount(t.database.db, 'company', {
    company: { ...COMPLETE_COMPANY, companyName: 'Kobo Ledger Technologies' },
  })
  const posted = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: role,
  })
  expect(posted.status).toBe(201)
  const intern = await createCompleteIntern(t)
  const applied = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${posted.body.data.id}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl },
  })
  expect(applied.status).toBe(201)
  const applicationId = applied.body.data.id as string
  const res = await call(t.app, {
    method: 'PATCH',
    url: `/company/applications/${applicationId}/${decision}`,
    token: company.token,
    ...(decision === 'reject' && { payload: {} }),
  })
  expect(res.status).toBe(200)
  return { company, intern, applicationId }
}

/** An accepted application's placement (SIWES unless told), with both parties. */
export async function placed(t: TestContext, role: object = SIWES_ROLE) {
  const parties = await decided(t, role)
  const list = await call(t.app, {
    method: 'GET',
    url: '/users/placements',
    token: parties.intern.token,
  })
  expect(list.body.data.docs).toHaveLength(1)
  return { ...parties, placementId: list.body.data.docs[0].id as string }
}

/** Dates the placement directly, as a company would, without telling anyone. */
export async function datePlacement(
  t: TestContext,
  placementId: string,
  startDate: string,
  endDate: string,
) {
  await t.database.db
    .update(placements)
    .set({ startDate, endDate })
    .where(eq(placements.id, placementId))
}
