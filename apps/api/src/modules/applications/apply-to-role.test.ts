import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { APPLICATION_MESSAGES, INTERN_MESSAGES, todayInLagos, type RoleInput } from '@app/domain'
import { accounts, applications, interns, notifications, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import {
  COMPLETE_COMPANY,
  COMPLETE_INTERN,
  createAccount,
  createCompleteIntern,
} from '../../../test/factories.js'
import { docxBytes, pdfBytes, pngBytes, uploadAs } from '../../../test/file-fixtures.js'

const t = useTestApp()

const ROLE: RoleInput = {
  title: 'Front-End Developer Intern',
  roleSummary: 'Build the dashboard our merchants use every day.',
  responsibilities: ['Build pages', 'Write tests'],
  requirements: ['React', 'TypeScript'],
  minimumSalary: 50_000,
  maximumSalary: 80_000,
  location: 'Yaba, Lagos',
  type: 'hybrid',
  duration: 6,
  term: 'month',
  applicationDeadline: null,
}

async function postRole(role: Partial<RoleInput> = {}) {
  const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: { ...ROLE, ...role },
  })
  expect(res.status).toBe(201)
  return { company, roleId: res.body.data.id as string }
}

const apply = (token: string | undefined, roleId: string, resumeUrl: unknown) =>
  call(t.app, {
    method: 'POST',
    url: `/users/roles/${roleId}/apply`,
    token,
    payload: { resumeUrl },
  })

const allApplications = () => t.database.db.select().from(applications)
const applicationNotices = () =>
  t.database.db.select().from(notifications).where(eq(notifications.type, 'application'))

describe('POST /users/roles/{roleId}/apply', () => {
  it('applies, keeps the resume and a snapshot of the applicant, and tells the company', async () => {
    const { company, roleId } = await postRole()
    const intern = await createCompleteIntern(t)

    const res = await apply(intern.token, roleId, intern.resumeUrl)

    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: 'success', message: APPLICATION_MESSAGES.submitted })
    expect(res.body.data).toMatchObject({
      status: 'pending',
      closed: false,
      roleTitle: ROLE.title,
      companyName: COMPLETE_COMPANY.companyName,
      location: ROLE.location,
      type: 'hybrid',
      phoneNumber: COMPLETE_INTERN.phoneNumber,
      summary: ROLE.roleSummary,
      responsibilities: ROLE.responsibilities,
      requirements: ROLE.requirements,
      duration: 6,
      term: 'month',
      minimumSalary: 50_000,
      maximumSalary: 80_000,
      role: { id: roleId },
      company: { id: company.account.id, companyName: COMPLETE_COMPANY.companyName },
    })
    // A private file: the intern gets a link that expires.
    expect(res.body.data.resumeUrl).toMatch(
      new RegExp(`^${intern.resumeUrl}\\?expires=\\d+&signature=`),
    )
    // React and TypeScript met, field of study absent from the role, Finance ≠ Technology,
    // Lagos matches, 6 months matches: 40 + 0 + 0 + 15 + 10.
    expect(res.body.data.compatibility).toBe(65)

    const [row] = await allApplications()
    expect(row).toMatchObject({
      id: res.body.data.id,
      roleId,
      internId: intern.account.id,
      resumeUrl: intern.resumeUrl,
      status: 'pending',
    })
    expect(row!.applicantSnapshot).toEqual({
      firstName: 'Ada',
      lastName: 'Okafor',
      otherName: 'Chiamaka',
      email: intern.account.email,
      countryCode: '+234',
      phoneNumber: COMPLETE_INTERN.phoneNumber,
      gender: 'female',
      bio: COMPLETE_INTERN.bio,
      address: COMPLETE_INTERN.address,
      institutionName: 'University of Lagos',
      fieldOfStudy: 'Computer Science',
      yearOfEntry: 2021,
      yearOfGraduation: 2025,
      isPostgraduate: false,
      profileImageUrl: intern.profileImageUrl,
      preferredIndustry: 'Technology',
      intendedDuration: 6,
      locationPreference: 'Lagos',
      skills: ['React', 'TypeScript'],
    })

    expect(await applicationNotices()).toEqual([
      expect.objectContaining({
        accountId: company.account.id,
        title: 'New application',
        description: `A*a O****r applied for ${ROLE.title}`,
        applicationId: row!.id,
        readAt: null,
      }),
    ])
  })

  it('keeps the snapshot as it was when the intern later edits the profile', async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t)
    await apply(intern.token, roleId, intern.resumeUrl)
    await t.database.db
      .update(interns)
      .set({ firstName: 'Adaeze', phoneNumber: '8099999999' })
      .where(eq(interns.accountId, intern.account.id))

    const [row] = await allApplications()
    expect(row!.applicantSnapshot).toMatchObject({ firstName: 'Ada', phoneNumber: '8034567890' })
  })

  it("sends the contact details given for this application, leaving the profile's as they are", async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t)
    const contact = {
      firstName: 'Ada',
      lastName: 'Okafor',
      otherName: 'Chioma',
      address: 'Wuse, Abuja',
      countryCode: '+233',
      phoneNumber: '0241234567',
    }
    const res = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl, contact },
    })
    expect(res.status).toBe(201)
    expect(res.body.data.phoneNumber).toBe('0241234567')
    const [row] = await allApplications()
    expect(row!.applicantSnapshot).toMatchObject({
      otherName: 'Chioma',
      address: 'Wuse, Abuja',
      countryCode: '+233',
      phoneNumber: '0241234567',
      // What the form does not carry still comes from the profile.
      fieldOfStudy: COMPLETE_INTERN.fieldOfStudy,
    })
    const [profile] = await t.database.db
      .select()
      .from(interns)
      .where(eq(interns.accountId, intern.account.id))
    expect(profile).toMatchObject({
      otherName: COMPLETE_INTERN.otherName ?? null,
      address: COMPLETE_INTERN.address,
      phoneNumber: COMPLETE_INTERN.phoneNumber,
    })
  })

  it('refuses contact details that break the profile rules with 400, writing nothing', async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t)
    const res = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${roleId}/apply`,
      token: intern.token,
      payload: {
        resumeUrl: intern.resumeUrl,
        contact: { firstName: 'Ada', lastName: 'Okafor', address: '', phoneNumber: '12' },
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({
      'contact.address': INTERN_MESSAGES.locationRequired,
      'contact.phoneNumber': 'Enter a valid phone number',
    })
    expect(await allApplications()).toHaveLength(0)
  })

  it('takes a signed link of the resume or a DOCX, and stores the stable URL', async () => {
    const intern = await createCompleteIntern(t)
    const docx = await uploadAs(t.app, intern.token, docxBytes(), 'cv.docx')
    const pdf = await uploadAs(t.app, intern.token, pdfBytes('Another CV'), 'cv2.pdf')
    const first = await postRole({ title: 'Data Analyst Intern' })
    const second = await postRole({ title: 'QA Intern' })

    expect((await apply(intern.token, first.roleId, docx.body.data.fileUrl)).status).toBe(201)
    expect(pdf.body.data.viewUrl).toContain('signature=')
    expect((await apply(intern.token, second.roleId, pdf.body.data.viewUrl)).status).toBe(201)

    const rows = await allApplications()
    expect(rows.map((r) => r.resumeUrl).sort()).toEqual(
      [docx.body.data.fileUrl, pdf.body.data.fileUrl].sort(),
    )
  })

  it('refuses an intern whose profile is incomplete with 403, and writes nothing', async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t, { preferredIndustry: null })

    const res = await apply(intern.token, roleId, intern.resumeUrl)

    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({
      message: APPLICATION_MESSAGES.profileIncomplete,
      code: 'PROFILE_INCOMPLETE',
    })
    expect(await allApplications()).toHaveLength(0)
    expect(await applicationNotices()).toHaveLength(0)
  })

  it('answers a second application to the same role with 409', async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t)
    expect((await apply(intern.token, roleId, intern.resumeUrl)).status).toBe(201)

    const again = await apply(intern.token, roleId, intern.resumeUrl)

    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      message: APPLICATION_MESSAGES.alreadyApplied,
      code: 'ALREADY_APPLIED',
    })
    expect(await allApplications()).toHaveLength(1)
    expect(await applicationNotices()).toHaveLength(1)
  })

  it('lets exactly one of several simultaneous applications through', async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t)

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => apply(intern.token, roleId, intern.resumeUrl)),
    )

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409])
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toMatchObject({
        message: APPLICATION_MESSAGES.alreadyApplied,
        code: 'ALREADY_APPLIED',
      })
    }
    expect(await allApplications()).toHaveLength(1)
    expect(await applicationNotices()).toHaveLength(1)
  })

  it.each([
    ['its deadline has passed', { applicationDeadline: '2020-01-31' }],
    ['it was deleted', { deletedAt: new Date() }],
    ['an admin removed it', { removedByAdminAt: new Date() }],
  ])('refuses a role when %s', async (_, change) => {
    const { roleId } = await postRole()
    await t.database.db.update(roles).set(change).where(eq(roles.id, roleId))
    const intern = await createCompleteIntern(t)

    const res = await apply(intern.token, roleId, intern.resumeUrl)

    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      message: APPLICATION_MESSAGES.roleClosed,
      code: 'ROLE_CLOSED',
    })
    expect(await allApplications()).toHaveLength(0)
  })

  it('refuses a role the company deleted through its own endpoint', async () => {
    const { company, roleId } = await postRole()
    await call(t.app, { method: 'DELETE', url: `/roles/${roleId}`, token: company.token })
    const intern = await createCompleteIntern(t)

    const res = await apply(intern.token, roleId, intern.resumeUrl)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      message: APPLICATION_MESSAGES.roleClosed,
      code: 'ROLE_CLOSED',
    })
  })

  it('refuses a role of a suspended company', async () => {
    const { company, roleId } = await postRole()
    await t.database.db
      .update(accounts)
      .set({ status: 'suspended' })
      .where(eq(accounts.id, company.account.id))
    const intern = await createCompleteIntern(t)

    const res = await apply(intern.token, roleId, intern.resumeUrl)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      message: APPLICATION_MESSAGES.roleClosed,
      code: 'ROLE_CLOSED',
    })
  })

  it('still takes a role whose deadline is today', async () => {
    const { roleId } = await postRole()
    await t.database.db
      .update(roles)
      .set({ applicationDeadline: todayInLagos() })
      .where(eq(roles.id, roleId))
    const intern = await createCompleteIntern(t)
    expect((await apply(intern.token, roleId, intern.resumeUrl)).status).toBe(201)
  })

  it.each([
    ['an unknown id', '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'],
    ['a malformed id', 'not-a-role'],
    ['an id with SQL in it', "1' OR '1'='1"],
  ])('answers %s with 404', async (_, roleId) => {
    const intern = await createCompleteIntern(t)
    const res = await apply(intern.token, encodeURIComponent(roleId), intern.resumeUrl)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Role not found.')
  })

  it("refuses another intern's resume, an unknown link and a missing one, writing nothing", async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t)
    const other = await createCompleteIntern(t)

    for (const resumeUrl of [
      other.resumeUrl,
      '/api/v1/files/00000000000000000000000000000000.pdf',
      'https://evil.example/cv.pdf',
      '',
      undefined,
      42,
    ]) {
      const res = await apply(intern.token, roleId, resumeUrl)
      expect(res.status, String(resumeUrl)).toBe(400)
      expect(res.body.message).toBe(APPLICATION_MESSAGES.resumeRequired)
      expect(res.body.errors).toEqual({ resumeUrl: APPLICATION_MESSAGES.resumeRequired })
    }
    expect(await allApplications()).toHaveLength(0)
    expect(await applicationNotices()).toHaveLength(0)
  })

  it('refuses an image as a resume with 415', async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t)
    const image = await uploadAs(t.app, intern.token, await pngBytes(), 'cv.png')

    const res = await apply(intern.token, roleId, image.body.data.fileUrl)
    expect(res.status).toBe(415)
    expect(res.body.errors).toEqual({ resumeUrl: INTERN_MESSAGES.resumeType })
    expect(await allApplications()).toHaveLength(0)
  })

  it('answers a body that is not JSON with 400 or 415, never 500', async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t)
    const res = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${roleId}/apply`,
      token: intern.token,
      headers: { 'content-type': 'application/json' },
      payload: '{"resumeUrl":',
    })
    expect(res.status).toBe(400)
    expect(await allApplications()).toHaveLength(0)
  })

  it('needs an intern session: 401 without one, 403 for a company', async () => {
    const { company, roleId } = await postRole()
    const intern = await createCompleteIntern(t)

    expect((await apply(undefined, roleId, intern.resumeUrl)).status).toBe(401)
    expect((await apply('not-a-token', roleId, intern.resumeUrl)).status).toBe(401)
    expect((await apply(company.token, roleId, intern.resumeUrl)).status).toBe(403)
    expect(await allApplications()).toHaveLength(0)
  })
})
