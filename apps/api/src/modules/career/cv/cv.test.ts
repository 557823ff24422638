import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import {
  CV_ACTIVITIES_MAX,
  CV_BULLET_MAX_LENGTH,
  CV_BULLETS_MAX,
  CV_DESCRIPTION_MAX_LENGTH,
  CV_EXPERIENCE_MAX,
  CV_LINK_MAX_LENGTH,
  CV_MESSAGES,
  CV_NAME_MAX_LENGTH,
  CV_PLACE_MAX_LENGTH,
  CV_PROJECT_NAME_MAX_LENGTH,
  CV_PROJECTS_MAX,
  CV_REFEREES_DEFAULT,
  CV_REFEREES_MAX_LENGTH,
  CV_SUMMARY_MAX_LENGTH,
  INTERN_SKILL_MAX_LENGTH,
  INTERN_SKILLS_MAX,
  type CvInput,
} from '@app/domain'
import { applications, cvs, files } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { createAccount, createAdmin, createCompleteIntern } from '../../../../test/factories.js'
import { companyWithRole } from '../../../../test/conversation-fixtures.js'
import { downloadAs, readPdf } from '../../../../test/pdf-fixtures.js'
import { datePlacement, dayFromToday, placed } from '../../../../test/placement-fixtures.js'
import { storageKeyOf } from '../../files/files.queries.js'

const t = useTestApp()

const CV: CvInput = {
  summary: 'Final-year computer science student who turns messy data into clear reports.',
  experience: [
    {
      organisation: 'Lagos State Ministry of Health',
      title: 'SIWES Data Intern',
      place: 'Ikeja',
      from: '2024-05',
      to: '2024-08',
      bullets: ['Cleaned 12,000 clinic records in Excel', 'Built a weekly dashboard'],
    },
  ],
  projects: [
    { name: 'Danfo Routes', description: 'A map of bus routes.', link: 'https://danfo.ng' },
  ],
  activities: [{ title: 'Financial Secretary', organisation: 'NACOS UNILAG', description: '' }],
  referees: '',
  nyscStatus: 'not-yet',
  stateOfOrigin: 'Enugu',
  showStateOfOrigin: false,
  look: 'modern',
}

const getCv = (token: string) => call(t.app, { method: 'GET', url: '/users/cv', token })
const putCv = (token: string, payload: object) =>
  call(t.app, { method: 'PUT', url: '/users/cv', token, payload })
const useCv = (token: string) => call(t.app, { method: 'POST', url: '/users/cv/use', token })
const cvRows = (internId: string) =>
  t.database.db.select().from(cvs).where(eq(cvs.internId, internId))
const fileRow = async (url: string) => {
  const key = storageKeyOf(url)
  const [row] = await t.database.db
    .select()
    .from(files)
    .where(eq(files.storageKey, key ?? ''))
  return row
}

/** The text of the CV PDF in the look asked for, its page count and page size. */
async function cvText(token: string, look: 'classic' | 'modern') {
  const res = await downloadAs(t, `/users/cv.pdf?look=${look}`, token)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  const bytes = res.rawPayload
  const size = (await PDFDocument.load(bytes)).getPage(0).getSize()
  const { pages, text } = await readPdf(Buffer.from(bytes))
  return { pages, text, size, bytes }
}

const inOrder = (text: string, words: string[]) => {
  const lower = text.toLowerCase()
  const places = words.map((word) => lower.indexOf(word.toLowerCase()))
  expect(
    places.every((place) => place >= 0),
    `all of ${words.join(', ')} in ${text}`,
  ).toBe(true)
  expect(places).toEqual([...places].sort((a, b) => a - b))
}

describe('GET and PUT /users/cv', () => {
  it('starts from the profile, with the summary from the bio and referees on request', async () => {
    const intern = await createCompleteIntern(t)
    const res = await getCv(intern.token)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      summary: 'Final-year computer science student who builds web apps.',
      referees: CV_REFEREES_DEFAULT,
      look: 'classic',
      showPhoto: false,
      savedAt: null,
      usedAt: null,
      isResumeInUse: false,
      profile: {
        name: 'Ada Chiamaka Okafor',
        phone: '+234 8034567890',
        institution: 'University of Lagos',
        skills: ['React', 'TypeScript'],
        hasPhoto: true,
        placements: [],
      },
    })
  })

  it('saves the CV-only fields and answers them with the saved message', async () => {
    const intern = await createCompleteIntern(t)
    const saved = await putCv(intern.token, CV)
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe(CV_MESSAGES.saved)
    expect(saved.body.data).toMatchObject({
      summary: CV.summary,
      referees: CV_REFEREES_DEFAULT,
      stateOfOrigin: 'Enugu',
      experience: [{ title: 'SIWES Data Intern', to: '2024-08' }],
    })
    expect((await getCv(intern.token)).body.data.savedAt).not.toBeNull()
    const [row] = await cvRows(intern.account.id)
    expect(row?.look).toBe('modern')
  })

  it('refuses bad input with the field and its message, and writes nothing', async () => {
    const intern = await createCompleteIntern(t)
    const cases: [object, string, string][] = [
      [{ summary: 'x'.repeat(601) }, 'summary', CV_MESSAGES.summary],
      [
        { experience: [{ organisation: 'A', title: 'B', from: '2025-05', to: '2025-01' }] },
        'experience.0.to',
        CV_MESSAGES.monthOrder,
      ],
      [{ nyscStatus: 'completed' }, 'nyscYear', CV_MESSAGES.nyscYearNeeded],
      [{ projects: Array(5).fill({ name: 'P' }) }, 'projects', CV_MESSAGES.projectsMax],
      [{ look: 'fancy' }, 'look', CV_MESSAGES.look],
    ]
    for (const [payload, field, message] of cases) {
      const res = await putCv(intern.token, payload)
      expect(res.status, field).toBe(400)
      expect(res.body.errors[field]).toBe(message)
    }
    expect(await cvRows(intern.account.id)).toHaveLength(0)
  })

  it('is the intern’s own: another intern sees only their own CV', async () => {
    const ada = await createCompleteIntern(t)
    await putCv(ada.token, CV)
    const other = await createCompleteIntern(t, { firstName: 'Bola', bio: 'Another bio.' })
    const res = await getCv(other.token)
    expect(res.body.data.summary).toBe('Another bio.')
    expect(res.body.data.savedAt).toBeNull()
  })

  it('answers 401 without a session and 403 to companies and admins, on every path', async () => {
    const company = await createAccount(t.database.db, 'company')
    const admin = await createAdmin(t.database.db)
    const requests = [
      { method: 'GET' as const, url: '/users/cv' },
      { method: 'PUT' as const, url: '/users/cv', payload: CV },
      { method: 'GET' as const, url: '/users/cv.pdf' },
      { method: 'POST' as const, url: '/users/cv/use' },
    ]
    for (const request of requests) {
      expect((await call(t.app, request)).status, request.url).toBe(401)
      expect((await call(t.app, { ...request, token: company.token })).status).toBe(403)
      expect((await call(t.app, { ...request, token: admin.token })).status).toBe(403)
    }
  })
})

describe('GET /users/cv.pdf', () => {
  it('is an A4 page whose text reads in order, in both looks', async () => {
    const intern = await createCompleteIntern(t)
    await putCv(intern.token, { ...CV, nyscStatus: 'completed', nyscYear: 2025 })
    for (const look of ['classic', 'modern'] as const) {
      const { pages, text, size } = await cvText(intern.token, look)
      expect(pages).toBe(1)
      expect(Math.round(size.width)).toBe(595)
      expect(Math.round(size.height)).toBe(842)
      inOrder(text, [
        'Ada Chiamaka Okafor',
        'Profile',
        'turns messy data into clear reports',
        'Experience',
        'SIWES Data Intern',
        'May 2024 – Aug 2024',
        'Cleaned 12,000 clinic records in Excel',
        'Education',
        'University of Lagos',
        'Skills',
        'React · TypeScript',
        'Projects',
        'Danfo Routes',
        'Leadership and activities',
        'Financial Secretary',
        'Personal details',
        'NYSC: Completed, 2025',
        'Referees',
        'Available on request',
      ])
      // The state of origin and the photo are left off unless chosen.
      expect(text).not.toContain('Enugu')
    }
  })

  it('shows the state of origin and the photo when the intern chooses them', async () => {
    const intern = await createCompleteIntern(t)
    const plain = await cvText(intern.token, 'classic')
    expect(Buffer.from(plain.bytes).includes('/Subtype /Image')).toBe(false)
    await putCv(intern.token, { ...CV, showStateOfOrigin: true, showPhoto: true })
    const chosen = await cvText(intern.token, 'classic')
    expect(chosen.text).toContain('State of origin: Enugu')
    expect(Buffer.from(chosen.bytes).includes('/Subtype /Image')).toBe(true)
  })

  it('stays within two pages for the fullest CV the limits allow, in both looks', async () => {
    const words = (length: number, word = 'word') =>
      Array.from({ length }, (_, i) => `${word}${i}`)
        .join(' ')
        .slice(0, length)
    const intern = await createCompleteIntern(t, {
      skills: Array.from({ length: INTERN_SKILLS_MAX }, (_, i) =>
        words(INTERN_SKILL_MAX_LENGTH, `s${i}x`),
      ),
      address: words(200, 'street'),
    })
    const full: CvInput = {
      summary: words(CV_SUMMARY_MAX_LENGTH, 'summary'),
      experience: Array.from({ length: CV_EXPERIENCE_MAX }, (_, i) => ({
        organisation: words(CV_NAME_MAX_LENGTH, `org${i}x`),
        title: `Title ${i} ${words(CV_NAME_MAX_LENGTH - 8)}`,
        place: words(CV_PLACE_MAX_LENGTH, 'place'),
        from: `202${i}-01`,
        to: `202${i}-06`,
        bullets: Array.from({ length: CV_BULLETS_MAX }, () => words(CV_BULLET_MAX_LENGTH)),
      })),
      projects: Array.from({ length: CV_PROJECTS_MAX }, (_, i) => ({
        name: words(CV_PROJECT_NAME_MAX_LENGTH, `project${i}x`),
        description: words(CV_DESCRIPTION_MAX_LENGTH),
        link: `https://example.com/${'l'.repeat(CV_LINK_MAX_LENGTH - 20)}`,
      })),
      activities: Array.from({ length: CV_ACTIVITIES_MAX }, (_, i) => ({
        title: words(CV_NAME_MAX_LENGTH, `activity${i}x`),
        organisation: words(CV_NAME_MAX_LENGTH, 'club'),
        description: words(CV_DESCRIPTION_MAX_LENGTH),
      })),
      referees: words(CV_REFEREES_MAX_LENGTH, 'referee'),
      nyscStatus: 'serving',
      nyscYear: 2026,
      stateOfOrigin: 'Akwa Ibom',
      showStateOfOrigin: true,
      showPhoto: true,
    }
    expect((await putCv(intern.token, full)).status).toBe(200)
    for (const look of ['classic', 'modern'] as const) {
      const { pages, text } = await cvText(intern.token, look)
      expect(pages).toBe(2)
      // Shortened (fewer lines under each job), never cut off: every section is there.
      inOrder(text, [
        'Title 4',
        'Title 0',
        'Education',
        'Skills',
        'Projects',
        'Referees',
        'referee0',
      ])
    }
  })

  it('lists a placement on Internplace once it has begun', async () => {
    const { intern, placementId } = await placed(t)
    await datePlacement(t, placementId, dayFromToday(-60), dayFromToday(30))
    const cv = await getCv(intern.token)
    expect(cv.body.data.profile.placements).toHaveLength(1)
    const { text } = await cvText(intern.token, 'classic')
    inOrder(text, ['Experience', cv.body.data.profile.placements[0].roleTitle, 'Present'])
  })

  it('asks for a name before drawing a CV', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    const res = await downloadAs(t, '/users/cv.pdf', intern.token)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(CV_MESSAGES.nameMissing)
  })
})

describe('POST /users/cv/use', () => {
  it('makes the CV the resume that new applications attach, which the company opens', async () => {
    const intern = await createCompleteIntern(t)
    await putCv(intern.token, CV)
    const used = await useCv(intern.token)
    expect(used.status).toBe(200)
    expect(used.body.message).toBe(CV_MESSAGES.used)
    const stable = used.body.data.resumeUrl.split('?')[0]
    const file = await fileRow(stable)
    expect(file).toMatchObject({
      ownerId: intern.account.id,
      isPrivate: true,
      mimeType: 'application/pdf',
    })
    expect((await getCv(intern.token)).body.data.isResumeInUse).toBe(true)

    // The apply page sends the profile's resume, which is now the CV.
    const me = await call(t.app, { method: 'GET', url: '/auth/me', token: intern.token })
    expect(me.body.data.resumeUrl.split('?')[0]).toBe(stable)
    const company = await companyWithRole(t)
    const applied = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: me.body.data.resumeUrl },
    })
    expect(applied.status).toBe(201)
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applied.body.data.id))
    expect(application?.resumeUrl).toBe(stable)

    const seen = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applied.body.data.id}`,
      token: company.token,
    })
    const opened = await t.app.inject({ method: 'GET', url: seen.body.data.resumeUrl })
    expect(opened.statusCode).toBe(200)
    expect((await readPdf(opened.rawPayload)).text).toContain('SIWES Data Intern')
  })

  it('replaces the CV it made before, keeping one an application attached and the upload', async () => {
    const intern = await createCompleteIntern(t)
    const first = (await useCv(intern.token)).body.data.resumeUrl.split('?')[0]
    const second = (await useCv(intern.token)).body.data.resumeUrl.split('?')[0]
    expect(second).not.toBe(first)
    expect(await fileRow(first)).toBeUndefined()
    // The intern's uploaded resume stays theirs to go back to.
    expect(await fileRow(intern.resumeUrl)).toBeDefined()

    const company = await companyWithRole(t)
    await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: second },
    })
    const third = (await useCv(intern.token)).body.data.resumeUrl.split('?')[0]
    expect(await fileRow(second)).toBeDefined()
    expect(await fileRow(third)).toBeDefined()
  })
})

describe('the CV and the account', () => {
  it('is in the data export', async () => {
    const intern = await createCompleteIntern(t)
    await putCv(intern.token, CV)
    await useCv(intern.token)
    const res = await call(t.app, { method: 'GET', url: '/account/export', token: intern.token })
    expect(res.status).toBe(200)
    expect(res.body.data.cv).toMatchObject({
      summary: CV.summary,
      stateOfOrigin: 'Enugu',
      nyscStatus: 'not-yet',
      experience: [{ organisation: 'Lagos State Ministry of Health' }],
    })
    expect(res.body.data.cv.generatedResumeUrl).toMatch(/^\/api\/v1\/files\//)
  })

  it('goes with the account, with the PDF it made', async () => {
    const intern = await createCompleteIntern(t)
    await putCv(intern.token, CV)
    const made = (await useCv(intern.token)).body.data.resumeUrl.split('?')[0]
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: '/account',
      token: intern.token,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.status).toBe(200)
    expect(await cvRows(intern.account.id)).toHaveLength(0)
    expect(await fileRow(made)).toBeUndefined()
  })
})
