import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { RoleInput } from '@app/domain'
import { sessions } from '../src/db/schema.js'
import { call, type TestContext } from './test-app.js'
import { COMPLETE_COMPANY, createAccount, createCompleteIntern } from './factories.js'

/** Test helpers shared by the review, chat and notification tests. */
export const ROLE: RoleInput = {
  title: 'Front-End Developer Intern',
  roleSummary: 'Build the dashboard our merchants use every day.',
  responsibilities: ['Build pages'],
  requirements: ['React'],
  minimumSalary: 50_000,
  maximumSalary: 80_000,
  location: 'Yaba, Lagos',
  type: 'hybrid',
  duration: 6,
  term: 'month',
  applicationDeadline: null,
}

export async function companyWithRole(t: TestContext, companyName = 'Kobo Ledger Technologies') {
  const company = await createAccount(t.database.db, 'company', {
    company: { ...COMPLETE_COMPANY, companyName },
  })
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: ROLE,
  })
  expect(res.status).toBe(201)
  return { ...company, roleId: res.body.data.id as string }
}

/** A company with a role, and an intern (Ada Okafor) who applied to it. */
export async function applied(t: TestContext) {
  const company = await companyWithRole(t)
  const intern = await createCompleteIntern(t)
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${company.roleId}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl },
  })
  expect(res.status).toBe(201)
  return { company, intern, applicationId: res.body.data.id as string }
}

/** Makes the account look away: its sessions were last seen long ago. */
export const away = (t: TestContext, accountId: string) =>
  t.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(sessions.accountId, accountId))

/** Sends a chat message from one side, through that side's own path family. */
export const sendMessageAs = (
  t: TestContext,
  side: 'company' | 'intern',
  token: string,
  applicationId: string,
  message: string,
) =>
  call(t.app, {
    method: 'PUT',
    url:
      side === 'company'
        ? `/company/applications/${applicationId}/message`
        : `/messages/applications/${applicationId}/message`,
    token,
    payload: { message },
  })
