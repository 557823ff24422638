import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { addDays, mondayOf, todayInLagos } from '@app/domain'
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

/** The school details a SIWES/IT student gives on the placement page. */
export const STUDENT_DETAILS = {
  matricNumber: 'YCT/HND/2021/045',
  institution: 'Yaba College of Technology',
  course: 'Computer Engineering',
  programme: 'HND',
}

/** Who signs the SIWES forms for the company. */
export const SIGNATORY = { signatoryName: 'Bola Adeyemi', signatoryTitle: 'Head of People' }

/**
 * A SIWES placement with everything its forms print: the dates and supervisor (`schedule`, as
 * SCHEDULE by default) and the student's school details.
 */
export async function siwesReady(t: TestContext, schedule: object = SCHEDULE) {
  const parties = await placed(t)
  const scheduled = await call(t.app, {
    method: 'PATCH',
    url: `/company/placements/${parties.placementId}`,
    token: parties.company.token,
    payload: schedule,
  })
  expect(scheduled.status).toBe(200)
  const detailed = await call(t.app, {
    method: 'PATCH',
    url: `/users/placements/${parties.placementId}`,
    token: parties.intern.token,
    payload: STUDENT_DETAILS,
  })
  expect(detailed.status).toBe(200)
  return parties
}

/** The Monday three weeks before this one: a logbook begun then has weeks 1 to 3 behind it. */
export const LOGBOOK_START = addDays(mondayOf(todayInLagos()), -21)
/** The Friday of its 24th week. */
export const LOGBOOK_END = addDays(LOGBOOK_START, 24 * 7 - 3)

/** A SIWES placement under way since LOGBOOK_START, with Emeka Nwosu as its supervisor. */
export async function loggingPlacement(t: TestContext) {
  const parties = await placed(t)
  const res = await call(t.app, {
    method: 'PATCH',
    url: `/company/placements/${parties.placementId}`,
    token: parties.company.token,
    payload: { ...SCHEDULE, startDate: LOGBOOK_START, endDate: LOGBOOK_END },
  })
  expect(res.status).toBe(200)
  t.mail.mails.length = 0
  return parties
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
