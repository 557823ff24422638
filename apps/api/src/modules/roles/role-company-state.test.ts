import fs from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, companies, interns, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createAdmin } from '../../../test/factories.js'
import { pendingCompany, postRole } from '../../../test/admin-fixtures.js'
import { pdfBytes, uploadAs } from '../../../test/file-fixtures.js'

/**
 * A role's copies of its company's state (decision 040): the lists read them instead of the
 * company and its account, so every change to that state must reach them in the same request.
 */
const t = useTestApp()

const titlesOf = async (url: string, token?: string) => {
  const res = await call(t.app, { method: 'GET', url, token })
  expect(res.status, url).toBe(200)
  return (res.body.data.docs as { title: string }[]).map((role) => role.title).sort()
}

/** The role titles every list shows: the intern's (ranked and newest) and the public browse's. */
async function lists(internToken: string) {
  return {
    recommended: await titlesOf('/users/roles?sort=relevant&limit=50', internToken),
    internNewest: await titlesOf('/users/roles?limit=50', internToken),
    publicNewest: await titlesOf('/roles/recent?limit=50'),
    publicRelevant: await titlesOf('/roles/recent?sort=relevant&limit=50'),
  }
}
const everywhere = (titles: string[]) => ({
  recommended: titles,
  internNewest: titles,
  publicNewest: titles,
  publicRelevant: titles,
})

async function intern(facts: Partial<typeof interns.$inferInsert> = {}) {
  const created = await createAccount(t.database.db, 'intern')
  await t.database.db
    .update(interns)
    .set({ fieldOfStudy: 'Computer Science', skills: ['React'], ...facts })
    .where(eq(interns.accountId, created.account.id))
  return created
}

async function company(companyName: string, industryType = 'Technology') {
  return createAccount(t.database.db, 'company', {
    company: { ...COMPLETE_COMPANY, companyName, industryType },
  })
}

/** Each role's copies beside its company's and account's own state. */
async function copiesAndTruth() {
  return t.database.db
    .select({
      copies: sql<string>`${roles.companyStatus} || '/' || ${roles.companyVerification} || '/' || coalesce(${roles.companyIndustry}, '-')`,
      truth: sql<string>`${accounts.status} || '/' || ${companies.verificationStatus} || '/' || coalesce(${companies.industryType}, '-')`,
    })
    .from(roles)
    .innerJoin(companies, eq(companies.accountId, roles.companyId))
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
}

async function expectCopiesRight() {
  for (const row of await copiesAndTruth()) expect(row.copies).toBe(row.truth)
}

describe("a role's copy of its company's state", () => {
  it('is taken from the company when the role is posted, and a write to it is put back', async () => {
    const kobo = await company('Kobo Ledger', 'Fintech')
    const roleId = await postRole(t, kobo.token, 'Analyst')
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, roleId))
    expect(row).toMatchObject({
      companyStatus: 'active',
      companyVerification: 'verified',
      companyIndustry: 'Fintech',
    })
    await t.database.db
      .update(roles)
      .set({ companyStatus: 'suspended', companyVerification: 'rejected', companyIndustry: 'X' })
      .where(eq(roles.id, roleId))
    await expectCopiesRight()
    const { token } = await intern()
    expect(await lists(token)).toEqual(everywhere(['Analyst']))
  })

  it('takes a suspended company’s roles out of every list, and a restored one’s back', async () => {
    const admin = await createAdmin(t.database.db)
    const kept = await company('Kept Co')
    const banned = await company('Shady Ltd')
    await postRole(t, kept.token, 'Kept Role')
    await postRole(t, banned.token, 'Shady Role')
    const { token } = await intern()
    expect(await lists(token)).toEqual(everywhere(['Kept Role', 'Shady Role']))

    const suspend = await call(t.app, {
      method: 'POST',
      url: `/admin/accounts/${banned.account.id}/suspend`,
      token: admin.token,
      payload: { reason: 'Asked applicants for a training fee.' },
    })
    expect(suspend.status).toBe(200)
    await expectCopiesRight()
    expect(await lists(token)).toEqual(everywhere(['Kept Role']))

    const restore = await call(t.app, {
      method: 'POST',
      url: `/admin/accounts/${banned.account.id}/restore`,
      token: admin.token,
    })
    expect(restore.status).toBe(200)
    await expectCopiesRight()
    expect(await lists(token)).toEqual(everywhere(['Kept Role', 'Shady Role']))
  })

  it('follows verification: listed once verified, gone while a new document waits or when rejected', async () => {
    const admin = await createAdmin(t.database.db)
    const waiting = await pendingCompany(t, 'Ikeja Print Works')
    await postRole(t, waiting.token, 'Print Role')
    const { token } = await intern()
    expect(await lists(token)).toEqual(everywhere([]))

    const verify = () =>
      call(t.app, {
        method: 'POST',
        url: `/admin/companies/${waiting.account.id}/verify`,
        token: admin.token,
      })
    expect((await verify()).status).toBe(200)
    await expectCopiesRight()
    expect(await lists(token)).toEqual(everywhere(['Print Role']))

    // A new document puts the company back in the queue (verification 'pending').
    const upload = await uploadAs(t.app, waiting.token, pdfBytes('CAC again'), 'cac2.pdf')
    expect(upload.status).toBe(201)
    const resend = await call(t.app, {
      method: 'PUT',
      url: '/company/set-documents',
      token: waiting.token,
      payload: { type: 'CAC_Document', fileName: 'cac2.pdf', s3Url: upload.body.data.fileUrl },
    })
    expect(resend.status).toBe(200)
    await expectCopiesRight()
    expect(await lists(token)).toEqual(everywhere([]))

    expect((await verify()).status).toBe(200)
    expect(await lists(token)).toEqual(everywhere(['Print Role']))
    const reject = await call(t.app, {
      method: 'POST',
      url: `/admin/companies/${waiting.account.id}/reject`,
      token: admin.token,
      payload: { reason: 'The certificate is unreadable.' },
    })
    expect(reject.status).toBe(200)
    await expectCopiesRight()
    expect(await lists(token)).toEqual(everywhere([]))
  })

  it("re-ranks the intern's recommended roles when a company changes its industry", async () => {
    const older = await company('Older Co', 'Technology')
    const newer = await company('Newer Co', 'Technology')
    await postRole(t, older.token, 'Older Role')
    await t.database.db
      .update(roles)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(roles.companyId, older.account.id))
    await postRole(t, newer.token, 'Newer Role')
    const { token } = await intern({ preferredIndustry: 'Finance' })
    const ranked = async () => {
      const res = await call(t.app, { method: 'GET', url: '/users/roles?sort=relevant', token })
      return (res.body.data.docs as { title: string; compatibility: number | null }[]).map(
        ({ title, compatibility }) => ({ title, compatibility }),
      )
    }
    const before = await ranked()
    expect(before.map((role) => role.title)).toEqual(['Newer Role', 'Older Role'])
    expect(before[0]!.compatibility).toBe(before[1]!.compatibility)

    const change = await call(t.app, {
      method: 'PATCH',
      url: '/company/set-basic-info',
      token: older.token,
      payload: {
        companyName: 'Older Co',
        establishedDate: '2019-03',
        countryCode: '+234',
        phoneNumber: '0803 123 4567',
        industryType: 'Finance',
        address: '12 Admiralty Way',
        city: 'Lekki',
        state: 'Lagos',
        bio: 'Payments for small businesses.',
      },
    })
    expect(change.status).toBe(200)
    await expectCopiesRight()
    const after = await ranked()
    expect(after.map((role) => role.title)).toEqual(['Older Role', 'Newer Role'])
    expect(after[0]!.compatibility).toBeGreaterThan(after[1]!.compatibility!)
  })

  it('leaves the lists with the company when it deletes its account', async () => {
    const leaving = await company('Leaving Co')
    await postRole(t, leaving.token, 'Leaving Role')
    const { token } = await intern()
    expect(await lists(token)).toEqual(everywhere(['Leaving Role']))
    const res = await call(t.app, {
      method: 'DELETE',
      url: '/account',
      token: leaving.token,
      payload: { confirm: 'DELETE' },
    })
    expect(res.status).toBe(200)
    expect(await lists(token)).toEqual(everywhere([]))
  })

  it("is filled for the roles that exist by the migration's backfill", async () => {
    const admin = await createAdmin(t.database.db)
    const shady = await company('Shady Ltd', 'Media')
    await postRole(t, shady.token, 'Shady Role')
    await postRole(t, (await company('Fine Co', 'Energy')).token, 'Fine Role')
    await call(t.app, {
      method: 'POST',
      url: `/admin/accounts/${shady.account.id}/suspend`,
      token: admin.token,
      payload: { reason: 'Asked applicants for a training fee.' },
    })
    // The roles as they were before the migration: the columns at their defaults.
    const db = t.database.db
    await db.execute(sql`alter table roles disable trigger roles_company_state`)
    await db.execute(
      sql`update roles set company_status = default, company_verification = default, company_industry = null`,
    )
    await db.execute(sql`alter table roles enable trigger roles_company_state`)
    const migrations = new URL('../../db/migrations/', import.meta.url)
    const file = fs.readdirSync(migrations).find((name) => name.endsWith('_role_company_state.sql'))
    const statements = fs
      .readFileSync(new URL(file!, migrations), 'utf8')
      .split('--> statement-breakpoint')
    await db.execute(sql.raw(statements.at(-1)!))
    await expectCopiesRight()
    expect((await copiesAndTruth()).map((row) => row.copies).sort()).toEqual([
      'active/verified/Energy',
      'suspended/verified/Media',
    ])
  })
})
