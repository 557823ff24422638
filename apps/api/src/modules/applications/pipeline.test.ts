import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BULK_REJECT_MAX, REJECTION_NOTE_MAX_LENGTH, REJECTION_REASON_LABELS } from '@app/domain'
import { applications, notifications } from '../../db/schema.js'
import { call, useTestApp, type TestContext } from '../../../test/test-app.js'
import { createAdmin, createCompleteIntern } from '../../../test/factories.js'
import { applied, companyWithRole, ROLE } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

async function applyAs(
  t: TestContext,
  roleId: string,
  profile: Parameters<typeof createCompleteIntern>[1] = {},
) {
  const intern = await createCompleteIntern(t, profile)
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${roleId}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl },
  })
  expect(res.status).toBe(201)
  return { intern, applicationId: res.body.data.id as string }
}

async function secondRole(t: TestContext, token: string, title: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token,
    payload: { ...ROLE, title },
  })
  expect(res.status).toBe(201)
  return res.body.data.id as string
}

const statuses = (ids: string[]) =>
  t.database.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(inArray(applications.id, ids))
    .then((rows) => Object.fromEntries(rows.map((row) => [row.id, row.status])))

const names = (res: { body: { data: { docs: { user: { firstName: string } }[] } } }) =>
  res.body.data.docs.map((doc) => doc.user.firstName)

describe('GET /company/applications with filters', () => {
  it('filters by status, role and name in any case, sorts, and counts each status', async () => {
    const { company, applicationId: ada } = await applied(t)
    const designRole = await secondRole(t, company.token, 'Product Design Intern')
    const { applicationId: tunde } = await applyAs(t, company.roleId, {
      firstName: 'Tunde',
      lastName: 'Bakare',
    })
    await applyAs(t, designRole, { firstName: 'Chioma', lastName: 'Eze' })
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${tunde}/reject`,
      token: company.token,
    })
    const list = (query: string) =>
      call(t.app, { method: 'GET', url: `/company/applications?${query}`, token: company.token })

    const all = await list('limit=10')
    expect(names(all)).toEqual(['Chioma', 'Tunde', 'Ada'])
    expect(all.body.data.counts).toEqual({
      pending: 2,
      in_review: 0,
      accepted: 0,
      rejected: 1,
      no_response: 0,
    })
    expect(names(await list('sort=oldest'))).toEqual(['Ada', 'Tunde', 'Chioma'])
    // Last name, then first: Bakare, Eze, Okafor.
    expect(names(await list('sort=name'))).toEqual(['Tunde', 'Chioma', 'Ada'])
    expect(names(await list('sort=status'))).toEqual(['Chioma', 'Ada', 'Tunde'])

    const rejected = await list('status=rejected')
    expect(names(rejected)).toEqual(['Tunde'])
    expect(rejected.body.data.meta).toMatchObject({ totalDocs: 1, totalPages: 1 })

    const ofRole = await list(`roleId=${company.roleId}`)
    expect(names(ofRole)).toEqual(['Tunde', 'Ada'])
    expect(ofRole.body.data.counts).toMatchObject({ pending: 1, rejected: 1 })

    for (const search of ['ada', 'OKAFOR', 'ada okafor', 'Okafor Ada', ' oKa ']) {
      const found = await list(`search=${encodeURIComponent(search)}`)
      expect(found.body.data.docs.map((d: { id: string }) => d.id)).toEqual([ada])
      expect(found.body.data.counts).toMatchObject({ pending: 1, rejected: 0 })
    }
    // LIKE's wildcards are plain characters in a search.
    expect(names(await list('search=%25'))).toEqual([])
    const none = await list(`search=zz&roleId=${designRole}`)
    expect(none.body.data).toMatchObject({ docs: [], meta: { totalDocs: 0 } })

    // Pages of a sorted list neither repeat nor skip anyone.
    const first = await list('sort=name&limit=2&page=1')
    const second = await list('sort=name&limit=2&page=2')
    expect([...names(first), ...names(second)]).toEqual(['Tunde', 'Chioma', 'Ada'])
  })

  it('lists through its prepared queries (no filter) exactly as the list built per request', async () => {
    // The two answers' file links are signed when each is made: a second apart on a busy machine,
    // their expiry and signature differ. What they link to must not.
    const unsigned = (data: unknown): unknown =>
      JSON.parse(JSON.stringify(data).replace(/\?expires=\d+&signature=[\w-]+/g, ''))
    const { company } = await applied(t)
    const designRole = await secondRole(t, company.token, 'Product Design Intern')
    const { applicationId: tunde } = await applyAs(t, company.roleId, {
      firstName: 'Tunde',
      lastName: 'Bakare',
    })
    await applyAs(t, designRole, { firstName: 'Chioma', lastName: 'Eze' })
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${tunde}/reject`,
      token: company.token,
    })
    const list = (query: string) =>
      call(t.app, { method: 'GET', url: `/company/applications?${query}`, token: company.token })
    // Every applicant's name has an 'a': the search lists them all, built per request.
    for (const sort of ['newest', 'oldest', 'name', 'status']) {
      for (const page of [1, 2, 3]) {
        const prepared = await list(`sort=${sort}&limit=2&page=${page}`)
        const built = await list(`sort=${sort}&limit=2&page=${page}&search=a`)
        expect(prepared.status).toBe(200)
        expect(unsigned(prepared.body.data)).toEqual(unsigned(built.body.data))
      }
    }
    // Another company's first page is its own (empty), not this one's.
    const other = await companyWithRole(t, 'Other Co')
    const theirs = await call(t.app, {
      method: 'GET',
      url: '/company/applications',
      token: other.token,
    })
    expect(theirs.body.data).toMatchObject({ docs: [], meta: { totalDocs: 0 } })
  })

  it('answers 400 with the field named for a bad status, role id, sort or search', async () => {
    const { company } = await applied(t)
    for (const [query, field] of [
      ['status=hired', 'status'],
      ['roleId=not-a-role', 'roleId'],
      ['sort=random', 'sort'],
      [`search=${'a'.repeat(101)}`, 'search'],
      ['limit=500', 'limit'],
    ] as const) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/company/applications?${query}`,
        token: company.token,
      })
      expect(res.status, query).toBe(400)
      expect(res.body.errors).toHaveProperty(field)
    }
  })

  it("shows another company's role id as no applicants", async () => {
    const { company } = await applied(t)
    const other = await companyWithRole(t, 'Other Ltd')
    const res = await call(t.app, {
      method: 'GET',
      url: `/company/applications?roleId=${company.roleId}`,
      token: other.token,
    })
    expect(res.body.data.docs).toEqual([])
  })
})

describe('PATCH /company/applications/{id}/reject with a reason', () => {
  it('stores the reason and note, and the intern sees them on the application, notice and mail', async () => {
    const { company, intern, applicationId } = await applied(t)
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
      payload: { reason: 'role_filled', note: '  We hired someone in March.  ' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ id: applicationId, status: 'rejected' })

    const mine = await call(t.app, {
      method: 'GET',
      url: `/users/applications/${applicationId}`,
      token: intern.token,
    })
    expect(mine.body.data.rejection).toEqual({
      reason: 'role_filled',
      label: REJECTION_REASON_LABELS.role_filled,
      note: 'We hired someone in March.',
    })
    const company_ = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    expect(company_.body.data.rejection).toMatchObject({ reason: 'role_filled' })

    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(notice?.description).toContain(`Reason: ${REJECTION_REASON_LABELS.role_filled}`)
    expect(t.mail.mails.at(-1)?.text).toContain('We hired someone in March.')
  })

  it('still rejects without a body, with no reason shown', async () => {
    const { company, intern, applicationId } = await applied(t)
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
    })
    expect(res.status).toBe(200)
    const mine = await call(t.app, {
      method: 'GET',
      url: `/users/applications/${applicationId}`,
      token: intern.token,
    })
    expect(mine.body.data).toMatchObject({ status: 'rejected', rejection: null })
  })

  it('answers 400 for an unknown reason, a long note or a note without a reason, and changes nothing', async () => {
    const { company, applicationId } = await applied(t)
    for (const [payload, field] of [
      [{ reason: 'too_young' }, 'reason'],
      [{ reason: 'other', note: 'x'.repeat(REJECTION_NOTE_MAX_LENGTH + 1) }, 'note'],
      [{ note: 'Sorry' }, 'reason'],
    ] as const) {
      const res = await call(t.app, {
        method: 'PATCH',
        url: `/company/applications/${applicationId}/reject`,
        token: company.token,
        payload,
      })
      expect(res.status).toBe(400)
      expect(res.body.errors).toHaveProperty(field)
    }
    expect(await statuses([applicationId])).toEqual({ [applicationId]: 'pending' })
  })
})

describe('POST /company/applications/reject', () => {
  it('rejects several applicants with one reason and tells each of them', async () => {
    const { company, intern, applicationId: ada } = await applied(t)
    const { intern: tundeIntern, applicationId: tunde } = await applyAs(t, company.roleId, {
      firstName: 'Tunde',
    })
    const res = await call(t.app, {
      method: 'POST',
      url: '/company/applications/reject',
      token: company.token,
      payload: { ids: [ada, tunde], reason: 'skills_mismatch', note: 'Keep building!' },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('2 applications rejected.')
    expect(res.body.data.rejected.sort()).toEqual([ada, tunde].sort())
    expect(await statuses([ada, tunde])).toEqual({ [ada]: 'rejected', [tunde]: 'rejected' })
    for (const [who, id] of [
      [intern, ada],
      [tundeIntern, tunde],
    ] as const) {
      const mine = await call(t.app, {
        method: 'GET',
        url: `/users/applications/${id}`,
        token: who.token,
      })
      expect(mine.body.data.rejection).toMatchObject({
        reason: 'skills_mismatch',
        note: 'Keep building!',
      })
    }
    expect(t.mail.mails.filter((m) => m.text?.includes('Keep building!'))).toHaveLength(2)
  })

  it("changes nothing when one id is another company's (404) or already decided (409)", async () => {
    const { company, applicationId: ada } = await applied(t)
    const other = await companyWithRole(t, 'Other Ltd')
    const { applicationId: theirs } = await applyAs(t, other.roleId, { firstName: 'Bola' })
    const { applicationId: tunde } = await applyAs(t, company.roleId, { firstName: 'Tunde' })

    const foreign = await call(t.app, {
      method: 'POST',
      url: '/company/applications/reject',
      token: company.token,
      payload: { ids: [ada, theirs], reason: 'other' },
    })
    expect(foreign.status).toBe(404)
    expect(await statuses([ada, theirs])).toEqual({ [ada]: 'pending', [theirs]: 'pending' })

    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${tunde}/accept`,
      token: company.token,
    })
    const decided = await call(t.app, {
      method: 'POST',
      url: '/company/applications/reject',
      token: company.token,
      payload: { ids: [ada, tunde], reason: 'other' },
    })
    expect(decided.status).toBe(409)
    expect(decided.body.code).toBe('APPLICATION_DECIDED')
    expect(await statuses([ada, tunde])).toEqual({ [ada]: 'pending', [tunde]: 'accepted' })
  })

  it('answers 400 for no ids, too many, repeats, a bad id or a missing reason', async () => {
    const { company, applicationId } = await applied(t)
    const many = Array.from({ length: BULK_REJECT_MAX + 1 }, () => crypto.randomUUID())
    for (const [payload, field] of [
      [{ ids: [], reason: 'other' }, 'ids'],
      [{ ids: many, reason: 'other' }, 'ids'],
      [{ ids: [applicationId, applicationId], reason: 'other' }, 'ids'],
      [{ ids: ['nope'], reason: 'other' }, 'ids.0'],
      [{ ids: [applicationId] }, 'reason'],
    ] as const) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/company/applications/reject',
        token: company.token,
        payload,
      })
      expect(res.status).toBe(400)
      expect(res.body.errors).toHaveProperty([field])
    }
    expect(await statuses([applicationId])).toEqual({ [applicationId]: 'pending' })
  })

  it('refuses interns and admins, and a caller without a session', async () => {
    const { intern, applicationId } = await applied(t)
    const admin = await createAdmin(t.database.db)
    const request = {
      method: 'POST' as const,
      url: '/company/applications/reject',
      payload: { ids: [applicationId], reason: 'other' },
    }
    expect((await call(t.app, { ...request, token: intern.token })).status).toBe(403)
    expect((await call(t.app, { ...request, token: admin.token })).status).toBe(403)
    expect((await call(t.app, request)).status).toBe(401)
    expect(await statuses([applicationId])).toEqual({ [applicationId]: 'pending' })
  })
})
