import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { APPLICATION_MESSAGES, COVER_NOTE_MAX_LENGTH } from '@app/domain'
import { applications } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import {
  COMPLETE_COMPANY,
  createAccount,
  createCompleteIntern,
} from '../../../../test/factories.js'
import { ROLE, sendMessageAs } from '../../../../test/conversation-fixtures.js'

const t = useTestApp()

const NOTE =
  'I have built two dashboards in React for my department, and I would like to learn from your team.'

/** A company's role, asking for a cover note or not, and an intern with a complete profile. */
async function roleAndIntern(asksCoverNote: boolean) {
  const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
  const posted = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: { ...ROLE, asksCoverNote },
  })
  expect(posted.status).toBe(201)
  expect(posted.body.data.asksCoverNote).toBe(asksCoverNote)
  const intern = await createCompleteIntern(t)
  return { company, intern, roleId: posted.body.data.id as string }
}

const apply = (roleId: string, token: string, payload: object) =>
  call(t.app, { method: 'POST', url: `/users/roles/${roleId}/apply`, token, payload })

const storedApplications = () => t.database.db.select().from(applications)

describe('a role that asks for a cover note', () => {
  it('says so to interns, takes the note when applying, and shows it to the company', async () => {
    const { company, intern, roleId } = await roleAndIntern(true)
    const role = await call(t.app, {
      method: 'GET',
      url: `/users/roles/${roleId}`,
      token: intern.token,
    })
    expect(role.body.data.asksCoverNote).toBe(true)

    const res = await apply(roleId, intern.token, {
      resumeUrl: intern.resumeUrl,
      coverNote: ` ${NOTE} `,
    })
    expect(res.status).toBe(201)
    const [stored] = await storedApplications()
    expect(stored?.coverNote).toBe(NOTE)

    const one = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${res.body.data.id}`,
      token: company.token,
    })
    expect(one.body.data.coverNote).toBe(NOTE)
    const list = await call(t.app, {
      method: 'GET',
      url: '/company/applications',
      token: company.token,
    })
    expect(list.body.data.docs[0].coverNote).toBe(NOTE)

    const exported = await call(t.app, {
      method: 'GET',
      url: '/account/export',
      token: intern.token,
    })
    expect(exported.body.data.applications[0].coverNote).toBe(NOTE)
  })

  it('refuses an application without one, or with one too long, and writes nothing', async () => {
    const { intern, roleId } = await roleAndIntern(true)
    for (const [coverNote, message] of [
      [undefined, APPLICATION_MESSAGES.coverNoteRequired],
      ['   ', APPLICATION_MESSAGES.coverNoteRequired],
      ['x'.repeat(COVER_NOTE_MAX_LENGTH + 1), APPLICATION_MESSAGES.coverNoteTooLong],
    ] as const) {
      const res = await apply(roleId, intern.token, { resumeUrl: intern.resumeUrl, coverNote })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        errors: { coverNote: message },
      })
    }
    expect(await storedApplications()).toEqual([])
  })

  it('keeps the choice through an edit that does not name it, and drops it when told', async () => {
    const { company, roleId } = await roleAndIntern(true)
    const edit = (payload: object) =>
      call(t.app, { method: 'PATCH', url: `/roles/${roleId}`, token: company.token, payload })
    const kept = await edit({ ...ROLE, title: 'Front-End Intern' })
    expect(kept.status).toBe(200)
    expect(kept.body.data.asksCoverNote).toBe(true)
    const dropped = await edit({ ...ROLE, asksCoverNote: false })
    expect(dropped.body.data.asksCoverNote).toBe(false)
    const refused = await edit({ ...ROLE, asksCoverNote: 'yes' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.asksCoverNote).toBe('asksCoverNote must be true or false')
  })
})

describe('a role that does not ask for a cover note', () => {
  it('refuses one, and takes the application without', async () => {
    const { company, intern, roleId } = await roleAndIntern(false)
    const refused = await apply(roleId, intern.token, {
      resumeUrl: intern.resumeUrl,
      coverNote: NOTE,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ coverNote: APPLICATION_MESSAGES.coverNoteNotAsked })
    expect(await storedApplications()).toEqual([])

    const res = await apply(roleId, intern.token, { resumeUrl: intern.resumeUrl, coverNote: '' })
    expect(res.status).toBe(201)
    const one = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${res.body.data.id}`,
      token: company.token,
    })
    expect(one.body.data.coverNote).toBeNull()
  })
})

describe("an applicant's departure", () => {
  it('takes the cover note from an application kept for its chat', async () => {
    const { company, intern, roleId } = await roleAndIntern(true)
    const res = await apply(roleId, intern.token, { resumeUrl: intern.resumeUrl, coverNote: NOTE })
    const applicationId = res.body.data.id as string
    expect(
      (await sendMessageAs(t, 'company', company.token, applicationId, 'Hello Ada')).status,
    ).toBe(201)
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: '/account',
      token: intern.token,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.status).toBe(200)
    const [kept] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
    expect(kept).toMatchObject({ internId: null, coverNote: null })
  })
})
