import { count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { APPLICANT_CAP_MESSAGES, type RoleInput } from '@app/domain'
import { applications, notifications, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { someoneWaitsForALock } from '../../../test/row-locks.js'
import {
  COMPLETE_COMPANY,
  createAccount,
  createAdmin,
  createCompleteIntern,
} from '../../../test/factories.js'
import { ROLE } from '../../../test/conversation-fixtures.js'
import { lockedRoleQuestions } from '../roles/roles.queries.js'

const t = useTestApp()

async function postRole(
  role: Omit<Partial<RoleInput>, 'applicationCap'> & { applicationCap?: unknown } = {},
) {
  const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: { ...ROLE, ...role },
  })
  return { company, res, roleId: res.body.data?.id as string }
}

async function applyAs(roleId: string) {
  const intern = await createCompleteIntern(t)
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${roleId}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl },
  })
  return { intern, res }
}

const editCap = (token: string, roleId: string, applicationCap: unknown) =>
  call(t.app, {
    method: 'PATCH',
    url: `/roles/${roleId}`,
    token,
    payload: { ...ROLE, applicationCap },
  })

const countOf = async (table: typeof applications | typeof notifications | typeof roles) => {
  const [row] = await t.database.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

/** The role as an intern who has not applied sees it, and whether the lists still hold it. */
async function seenByInterns(roleId: string) {
  const intern = await createCompleteIntern(t)
  const get = (url: string) => call(t.app, { method: 'GET', url, token: intern.token })
  const role = await get(`/users/roles/${roleId}`)
  const list = await get('/users/roles?sort=recent')
  const publicList = await call(t.app, { method: 'GET', url: '/roles/recent' })
  const ids = (docs: { id: string }[]) => docs.map((doc) => doc.id)
  return {
    placesLeft: role.body.data.placesLeft as number | null,
    isListed: ids(list.body.data.docs).includes(roleId),
    isListedPublicly: ids(publicList.body.data.docs).includes(roleId),
    publicPlacesLeft: publicList.body.data.docs.find((doc: { id: string }) => doc.id === roleId)
      ?.placesLeft as number | null | undefined,
  }
}

/** The role's stored count of applications, kept by the database, against a count of them. */
async function storedCountMatches(roleId: string) {
  const [role] = await t.database.db
    .select({ stored: roles.applicationsCount })
    .from(roles)
    .where(eq(roles.id, roleId))
  const [counted] = await t.database.db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.roleId, roleId))
  expect(role?.stored).toBe(counted?.n)
}

describe('a role with an applicant cap', () => {
  it('counts its places down and stops at its cap: the application at the cap is refused and nothing is written', async () => {
    const { company, res, roleId } = await postRole({ applicationCap: 2 })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ applicationCap: 2, placesLeft: 2, state: 'open' })
    expect(await seenByInterns(roleId)).toEqual({
      placesLeft: 2,
      isListed: true,
      isListedPublicly: true,
      publicPlacesLeft: 2,
    })

    expect((await applyAs(roleId)).res.status).toBe(201)
    expect(await seenByInterns(roleId)).toMatchObject({ placesLeft: 1, publicPlacesLeft: 1 })
    expect((await applyAs(roleId)).res.status).toBe(201)
    await storedCountMatches(roleId)

    // Full: it reads as taking no applications in every list, and its own page says 0 places.
    expect(await seenByInterns(roleId)).toEqual({
      placesLeft: 0,
      isListed: false,
      isListedPublicly: false,
      publicPlacesLeft: undefined,
    })
    const own = await call(t.app, { method: 'GET', url: `/roles/${roleId}`, token: company.token })
    expect(own.body.data).toMatchObject({ placesLeft: 0, state: 'full', applicants: 2 })

    const before = {
      applications: await countOf(applications),
      notices: await countOf(notifications),
    }
    const refused = await applyAs(roleId)
    expect(refused.res.status).toBe(409)
    expect(refused.res.body).toMatchObject({
      status: 'error',
      message: APPLICANT_CAP_MESSAGES.roleFull,
    })
    expect(await countOf(applications)).toBe(before.applications)
    expect(await countOf(notifications)).toBe(before.notices)
    await storedCountMatches(roleId)
  })

  it('takes applications again when an applicant withdraws: a withdrawn application frees its place', async () => {
    const { roleId } = await postRole({ applicationCap: 1 })
    const first = await applyAs(roleId)
    expect((await seenByInterns(roleId)).placesLeft).toBe(0)

    const withdrawn = await call(t.app, {
      method: 'DELETE',
      url: `/users/applications/${first.res.body.data.id}`,
      token: first.intern.token,
    })
    expect(withdrawn.status).toBe(200)
    await storedCountMatches(roleId)
    expect(await seenByInterns(roleId)).toMatchObject({ placesLeft: 1, isListed: true })
    expect((await applyAs(roleId)).res.status).toBe(201)
  })

  it('keeps its applications when the cap is lowered below them, and takes no more until it is raised or cleared', async () => {
    const { company, roleId } = await postRole({ applicationCap: 3 })
    await applyAs(roleId)
    await applyAs(roleId)

    const lowered = await editCap(company.token, roleId, 1)
    expect(lowered.status).toBe(200)
    expect(lowered.body.data).toMatchObject({ applicationCap: 1, placesLeft: 0, state: 'full' })
    expect(await countOf(applications)).toBe(2)
    expect((await applyAs(roleId)).res.status).toBe(409)

    const cleared = await editCap(company.token, roleId, null)
    expect(cleared.body.data).toMatchObject({
      applicationCap: null,
      placesLeft: null,
      state: 'open',
    })
    expect((await seenByInterns(roleId)).placesLeft).toBeNull()
    expect((await applyAs(roleId)).res.status).toBe(201)
  })

  it('leaves the cap as it is when an edit does not send one', async () => {
    const { company, roleId } = await postRole({ applicationCap: 40 })
    const edit = await call(t.app, {
      method: 'PATCH',
      url: `/roles/${roleId}`,
      token: company.token,
      payload: { ...ROLE, title: 'Product Design Intern' },
    })
    expect(edit.body.data).toMatchObject({ applicationCap: 40, placesLeft: 40 })
  })

  it('counts the applications an uncapped role had when a cap is set, without having rewritten the role for each', async () => {
    const { company, roleId } = await postRole()
    const version = async () => {
      const [row] = await t.database.db
        .select({ xmin: sql<string>`xmin::text`, stored: roles.applicationsCount })
        .from(roles)
        .where(eq(roles.id, roleId))
      return row!
    }
    const before = await version()
    await applyAs(roleId)
    await applyAs(roleId)
    // No count is kept while there is no cap (decision 082): the role's row is as it was.
    expect(await version()).toEqual(before)

    const capped = await editCap(company.token, roleId, 2)
    expect(capped.body.data).toMatchObject({ applicationCap: 2, placesLeft: 0, state: 'full' })
    await storedCountMatches(roleId)
    expect((await applyAs(roleId)).res.status).toBe(409)

    expect((await editCap(company.token, roleId, null)).body.data.placesLeft).toBeNull()
    expect((await version()).stored).toBe(0)
    await applyAs(roleId)
    const raised = await editCap(company.token, roleId, 5)
    expect(raised.body.data).toMatchObject({ applicationCap: 5, placesLeft: 2, state: 'open' })
    await storedCountMatches(roleId)
  })

  it('has no cap unless one is set', async () => {
    const { res, roleId } = await postRole()
    expect(res.body.data).toMatchObject({ applicationCap: null, placesLeft: null })
    expect((await seenByInterns(roleId)).placesLeft).toBeNull()
  })

  it.each([
    [0, APPLICANT_CAP_MESSAGES.capRange],
    [10_001, APPLICANT_CAP_MESSAGES.capRange],
    [2.5, APPLICANT_CAP_MESSAGES.capWhole],
    ['ten', APPLICANT_CAP_MESSAGES.capWhole],
  ])('refuses a cap of %j with the field message, writing nothing', async (cap, message) => {
    const created = await postRole({ applicationCap: cap })
    expect(created.res.status).toBe(400)
    expect(created.res.body.errors).toEqual({ applicationCap: message })
    expect(await countOf(roles)).toBe(0)

    const { company, roleId } = await postRole({ applicationCap: 5 })
    const edited = await editCap(company.token, roleId, cap)
    expect(edited.status).toBe(400)
    expect(edited.body.errors).toEqual({ applicationCap: message })
    const [stored] = await t.database.db
      .select({ cap: roles.applicationCap })
      .from(roles)
      .where(eq(roles.id, roleId))
    expect(stored?.cap).toBe(5)
  })

  it('is set only by the role’s company: another company gets 404, an intern or admin 403, no token 401', async () => {
    const { roleId } = await postRole({ applicationCap: 5 })
    const other = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    expect((await editCap(other.token, roleId, 1)).status).toBe(404)
    const intern = await createCompleteIntern(t)
    expect((await editCap(intern.token, roleId, 1)).status).toBe(403)
    const admin = await createAdmin(t.database.db)
    expect((await editCap(admin.token, roleId, 1)).status).toBe(403)
    expect(
      (await call(t.app, { method: 'PATCH', url: `/roles/${roleId}`, payload: { ...ROLE } }))
        .status,
    ).toBe(401)
    const [stored] = await t.database.db
      .select({ cap: roles.applicationCap })
      .from(roles)
      .where(eq(roles.id, roleId))
    expect(stored?.cap).toBe(5)
  })
})

/**
 * Runs `action` while another intern's application to the role is being written, as applying
 * writes one (the role's lock, then the row): once `action` waits for the role, the application is
 * written and committed, and `action`'s answer is awaited.
 */
async function whileAnApplicationIsWritten<T>(roleId: string, action: () => Promise<T>) {
  const other = await createCompleteIntern(t)
  const { waiting } = await t.database.db.transaction(async (tx) => {
    await lockedRoleQuestions(tx, roleId)
    const waiting = action()
    await someoneWaitsForALock(t.database.db)
    await tx.insert(applications).values({
      roleId,
      internId: other.account.id,
      resumeUrl: other.resumeUrl,
    })
    // Wrapped: a promise returned as it is would hold the transaction open until it settles.
    return { waiting }
  })
  return waiting
}

// Two sessions at once need a PostgreSQL server; the embedded database has one connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)('applications racing for the last place', () => {
  it('lets exactly one of two simultaneous applications take it', async () => {
    const { roleId } = await postRole({ applicationCap: 1 })
    const [first, second] = await Promise.all([applyAs(roleId), applyAs(roleId)])
    expect([first.res.status, second.res.status].sort()).toEqual([201, 409])
    expect(await countOf(applications)).toBe(1)
    await storedCountMatches(roleId)
  })

  it('makes an application that found a place wait for the role, then refuses it once another took the last place', async () => {
    const { roleId } = await postRole({ applicationCap: 2 })
    await applyAs(roleId)
    // The application that takes the last place is being written when this one comes.
    const { res } = await whileAnApplicationIsWritten(roleId, () => applyAs(roleId))
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(APPLICANT_CAP_MESSAGES.roleFull)
    expect(await countOf(applications)).toBe(2)
    await storedCountMatches(roleId)
  })

  it('counts an application written while a cap is being set: the cap waits for the role', async () => {
    const { company, roleId } = await postRole()
    await applyAs(roleId)
    const capped = await whileAnApplicationIsWritten(roleId, () =>
      editCap(company.token, roleId, 2),
    )
    expect(capped.body.data).toMatchObject({ applicationCap: 2, placesLeft: 0, state: 'full' })
    await storedCountMatches(roleId)
    expect((await applyAs(roleId)).res.status).toBe(409)
  })
})
