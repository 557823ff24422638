import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  APPLICANT_CAP_MESSAGES,
  APPLICATION_MESSAGES,
  APPLY_PAGE_WORDS,
  APPLICATIONS_PAGE_WORDS,
  ROLE_PIPELINE_MESSAGES,
  SCREENING_MESSAGES,
  SCREENING_TEXT_ANSWER_MAX_LENGTH,
  WRITE_LIMITS,
  type RoleInput,
  PROFILE_COACH_TEXTS,
  escapeHtml,
} from '@app/domain'
import { applications, interns, roles } from '../../db/schema.js'
import { PAGE_MESSAGES } from '../../plugins/server-pages.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { ROLE } from '../../../test/conversation-fixtures.js'
import { COMPLETE_COMPANY, createAccount, createCompleteIntern } from '../../../test/factories.js'
import { browser } from '../../../test/script-free-browser.js'

/*
 * Applying without JavaScript (issue 33, decision 080): the apply page, the review form that
 * posts to applyToRole, every refusal answered by the form again with what was typed, and the
 * applications list and page. The test app has no built web app, so a member page without a good
 * cookie answers 401 with a sign-in link.
 */
const t = useTestApp()

const QUESTIONS: RoleInput['questions'] = [
  { kind: 'yes_no', text: 'Can you work from Yaba three days a week?', required: true },
  { kind: 'text', text: 'Which tool do you like best?', required: false },
]

async function postRole(role: Partial<RoleInput> = {}) {
  const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: { ...ROLE, asksCoverNote: true, questions: QUESTIONS, ...role },
  })
  expect(res.status).toBe(201)
  const roleId = res.body.data.id as string
  const [yesNo, text] = res.body.data.questions as { id: string }[]
  return { company, roleId, yesNo: yesNo?.id ?? '', text: text?.id ?? '' }
}

/** A browser whose cookie holds this session, as the sign-in form leaves it. */
function signedInBrowser(token: string) {
  const b = browser(t.app)
  b.cookies.set('session', token)
  return b
}

const savedApplications = () => t.database.db.select().from(applications)
const decoded = (body: string) =>
  body.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')

describe('the apply and review pages without JavaScript', () => {
  it('apply page → review form → 303 to the list with the app’s words; the application has the answers and note', async () => {
    const { roleId, yesNo, text } = await postRole()
    const intern = await createCompleteIntern(t)
    const b = signedInBrowser(intern.token)

    const apply = await b.get(`/roles/apply/${roleId}`)
    expect(apply.statusCode).toBe(200)
    expect(apply.body).toContain(APPLY_PAGE_WORDS.applyTitle)
    expect(apply.body).toContain(ROLE.title)
    expect(apply.body).toContain(`href="/application/review/${roleId}"`)

    const review = await b.get(`/application/review/${roleId}`)
    expect(review.statusCode).toBe(200)
    expect(review.body).toMatch(
      new RegExp(`<form\\s+method="post"\\s+action="/application/review/${roleId}"`),
    )
    expect(decoded(review.body)).toContain(QUESTIONS[0]!.text)
    expect(review.body).toContain(`name="answer-${yesNo}"`)
    expect(review.body).toContain(`maxlength="${SCREENING_TEXT_ANSWER_MAX_LENGTH}"`)
    expect(review.body).toContain('name="coverNote"')

    const sent = await b.post(`/application/review/${roleId}`, {
      coverNote: 'I build React pages every day.',
      [`answer-${yesNo}`]: 'true',
      [`answer-${text}`]: 'Vitest',
    })
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location).toBe('/intern/applications')

    const [saved] = await savedApplications()
    expect(saved).toMatchObject({ roleId, coverNote: 'I build React pages every day.' })
    expect(saved?.answers).toEqual([
      expect.objectContaining({ questionId: yesNo, answer: true }),
      expect.objectContaining({ questionId: text, answer: 'Vitest' }),
    ])

    const list = await b.get('/intern/applications')
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain(APPLICATION_MESSAGES.submitted)
    expect(list.body).toContain(ROLE.title)
    expect(list.body).toContain('Pending')
    expect(list.body).toContain(`href="/intern/applications/${saved!.id}"`)
    // As the app's route shows it: the placement badge and the profile score above the list.
    expect(list.body).toMatch(/Placement type: <\/span\s*><span class="truncate"\s*>Internship/)
    const { score } = (
      await call(t.app, { method: 'GET', url: '/users/profile-coach', token: intern.token })
    ).body.data
    expect(list.body).toContain(escapeHtml(PROFILE_COACH_TEXTS.applicationsScore(score)))
    // The notice is said once.
    expect((await b.get('/intern/applications')).body).not.toContain(APPLICATION_MESSAGES.submitted)

    const page = await b.get(`/intern/applications/${saved!.id}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(ROLE.title)
    expect(page.body).toContain(`href="/internchat/${saved!.id}"`)
    // Beside it, as in the app: the intern's match score and the way to their profile.
    expect(page.body).toMatch(/Match score \d+%/)
    expect(page.body).toContain('aria-label="Parts of the match score"')
    expect(page.body).toContain('href="/intern/profile"')

    // Applied: both pages now say so and point to the application.
    const again = await b.get(`/roles/apply/${roleId}`)
    expect(decoded(again.body)).toContain(APPLY_PAGE_WORDS.alreadyApplied)
  })

  it('a missing required answer: the form again (400) with the message and what was typed; nothing saved', async () => {
    const { roleId, yesNo, text } = await postRole()
    const intern = await createCompleteIntern(t)
    const b = signedInBrowser(intern.token)
    await b.get(`/application/review/${roleId}`)

    const res = await b.post(`/application/review/${roleId}`, {
      coverNote: 'Kept <as typed> & shown again',
      [`answer-${text}`]: 'Figma',
    })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(SCREENING_MESSAGES.answerRequired)
    expect(res.body).toContain(`id="answer-${yesNo}-error"`)
    expect(res.body).toContain('Kept &lt;as typed&gt; &amp; shown again</textarea')
    expect(res.body).toContain('value="Figma"')
    expect(await savedApplications()).toHaveLength(0)
  })

  it('an answer over its limit, and a missing cover note: refused with the rule’s words, nothing saved', async () => {
    const { roleId, yesNo, text } = await postRole()
    const intern = await createCompleteIntern(t)
    const b = signedInBrowser(intern.token)
    await b.get(`/application/review/${roleId}`)

    const long = await b.post(`/application/review/${roleId}`, {
      coverNote: 'A note',
      [`answer-${yesNo}`]: 'true',
      [`answer-${text}`]: 'x'.repeat(SCREENING_TEXT_ANSWER_MAX_LENGTH + 1),
    })
    expect(long.statusCode).toBe(400)
    expect(long.body).toContain(SCREENING_MESSAGES.answerText)

    const noNote = await b.post(`/application/review/${roleId}`, { [`answer-${yesNo}`]: 'false' })
    expect(noNote.statusCode).toBe(400)
    expect(decoded(noNote.body)).toContain(APPLICATION_MESSAGES.coverNoteRequired)
    expect(noNote.body).toContain('<option value="false" selected')
    expect(await savedApplications()).toHaveLength(0)
  })

  it('already applied, role closed, cap reached, incomplete profile: the form again with the service’s words', async () => {
    const form = (yesNo: string) => ({ coverNote: 'Hello', [`answer-${yesNo}`]: 'true' })

    // Already applied (in another tab, say): 409, and the page says so and links to it.
    const first = await postRole()
    const intern = await createCompleteIntern(t)
    const b = signedInBrowser(intern.token)
    await b.get(`/application/review/${first.roleId}`)
    expect(
      (await b.post(`/application/review/${first.roleId}`, form(first.yesNo))).statusCode,
    ).toBe(303)
    const twice = await b.post(`/application/review/${first.roleId}`, form(first.yesNo))
    expect(twice.statusCode).toBe(409)
    expect(decoded(twice.body)).toContain(APPLY_PAGE_WORDS.alreadyApplied)

    // Closed by its company.
    const closed = await postRole()
    await t.database.db
      .update(roles)
      .set({ closedAt: new Date() })
      .where(eq(roles.id, closed.roleId))
    const refusedClosed = await b.post(`/application/review/${closed.roleId}`, form(closed.yesNo))
    expect(refusedClosed.statusCode).toBe(409)
    expect(decoded(refusedClosed.body)).toContain(ROLE_PIPELINE_MESSAGES.closedByCompany)
    expect(refusedClosed.body).toContain('Hello</textarea')

    // Its cap reached by another applicant (decision 071).
    const capped = await postRole({ applicationCap: 1 })
    const other = await createCompleteIntern(t)
    const otherBrowser = signedInBrowser(other.token)
    await otherBrowser.get(`/application/review/${capped.roleId}`)
    expect(
      (await otherBrowser.post(`/application/review/${capped.roleId}`, form(capped.yesNo)))
        .statusCode,
    ).toBe(303)
    const full = await b.post(`/application/review/${capped.roleId}`, form(capped.yesNo))
    expect(full.statusCode).toBe(409)
    expect(decoded(full.body)).toContain(APPLICANT_CAP_MESSAGES.roleFull)

    // An incomplete profile.
    const open = await postRole()
    await t.database.db
      .update(interns)
      .set({ phoneNumber: null })
      .where(eq(interns.accountId, intern.account.id))
    const incomplete = await b.post(`/application/review/${open.roleId}`, form(open.yesNo))
    expect(incomplete.statusCode).toBe(403)
    expect(decoded(incomplete.body)).toContain(APPLICATION_MESSAGES.profileIncomplete)

    const mine = await savedApplications()
    expect(mine.filter((row) => row.internId === intern.account.id)).toHaveLength(1)
  })

  it('a visitor is asked to sign in; a company is refused; a post without the form’s token is refused', async () => {
    const { roleId, yesNo } = await postRole()
    const visitor = browser(t.app)
    for (const address of [
      `/roles/apply/${roleId}`,
      `/application/review/${roleId}`,
      '/intern/applications',
    ]) {
      const res = await visitor.get(address)
      expect(res.statusCode).toBe(401)
      expect(res.body).toContain(`/intern/sign-in?returnTo=${encodeURIComponent(address)}`)
    }
    await visitor.get('/intern/sign-in')
    const post = await visitor.post(`/application/review/${roleId}`, {
      [`answer-${yesNo}`]: 'true',
    })
    expect(post.statusCode).toBe(303)
    expect(post.headers.location).toMatch(/^\/intern\/sign-in\?returnTo=/)

    const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    const companyBrowser = signedInBrowser(company.token)
    expect((await companyBrowser.get(`/application/review/${roleId}`)).statusCode).toBe(401)
    await companyBrowser.get('/intern/sign-in')
    const companyPost = await companyBrowser.post(`/application/review/${roleId}`, {
      coverNote: 'x',
      [`answer-${yesNo}`]: 'true',
    })
    expect(companyPost.statusCode).toBe(303)

    const intern = await createCompleteIntern(t)
    const b = signedInBrowser(intern.token)
    await b.get(`/application/review/${roleId}`)
    const forged = await b.postBare(`/application/review/${roleId}`, {
      coverNote: 'x',
      [`answer-${yesNo}`]: 'true',
    })
    expect(forged.statusCode).toBe(403)
    expect(decoded(forged.body)).toContain(PAGE_MESSAGES.formExpired)
    expect(await savedApplications()).toHaveLength(0)
  })

  it('another intern’s application is 404, as is an unknown role', async () => {
    const { roleId, yesNo } = await postRole()
    const owner = await createCompleteIntern(t)
    const ownerBrowser = signedInBrowser(owner.token)
    await ownerBrowser.get(`/application/review/${roleId}`)
    await ownerBrowser.post(`/application/review/${roleId}`, {
      coverNote: 'Mine',
      [`answer-${yesNo}`]: 'true',
    })
    const [application] = await savedApplications()

    const other = signedInBrowser((await createCompleteIntern(t)).token)
    // The app's 'not found' states, each with a way on.
    for (const address of [`/intern/applications/${application!.id}`, '/intern/applications/x']) {
      const missing = await other.get(address)
      expect(missing.statusCode).toBe(404)
      expect(missing.body).toContain(APPLICATIONS_PAGE_WORDS.notFound)
      expect(missing.body).toMatch(/href="\/intern\/applications"[^>]*>See your applications</)
      expect(missing.body).not.toContain('id="application-title"')
      expect(missing.body).not.toContain(`href="/internchat/${application!.id}"`)
    }
    for (const [address, heading] of [
      ['/roles/apply/00000000-0000-4000-8000-000000000000', APPLY_PAGE_WORDS.applyTitle],
      ['/application/review/not-a-role', APPLY_PAGE_WORDS.reviewTitle],
    ] as const) {
      const missing = await other.get(address)
      expect(missing.statusCode).toBe(404)
      expect(missing.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      expect(missing.body).toContain('Role not found.')
      expect(missing.body).toMatch(/href="\/intern\/roles"[^>]*>See recommended roles</)
    }
    // Their list does not hold it.
    const list = await other.get('/intern/applications')
    expect(list.body).toContain(APPLICATIONS_PAGE_WORDS.noneFound)
  })

  it('pages the list with links, and filters it by status and search as a GET form', async () => {
    const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    const intern = await createCompleteIntern(t)
    for (let n = 1; n <= 11; n++) {
      const role = await call(t.app, {
        method: 'POST',
        url: '/roles/add-role',
        token: company.token,
        payload: { ...ROLE, title: `Role number ${n}` },
      })
      const applied = await call(t.app, {
        method: 'POST',
        url: `/users/roles/${role.body.data.id}/apply`,
        token: intern.token,
        payload: { resumeUrl: intern.resumeUrl },
      })
      expect(applied.status).toBe(201)
    }
    const b = signedInBrowser(intern.token)
    const first = await b.get('/intern/applications')
    expect(first.body).toMatch(/\b11 applications\s*</)
    expect(first.body).toContain('Page 1 of 2')
    expect(first.body).toContain('href="/intern/applications?page=2"')
    const second = await b.get('/intern/applications?page=2')
    expect(second.body).toContain('Page 2 of 2')
    expect(second.body).toContain('Role number 1<')

    const searched = await b.get('/intern/applications?search=number+11')
    expect(searched.body).toMatch(/\b1 application\s*</)
    const none = await b.get('/intern/applications?status=accepted')
    expect(none.body).toContain(APPLICATIONS_PAGE_WORDS.noneMatch)
    // An address the app would not make is read as the app reads it, not refused.
    expect((await b.get('/intern/applications?page=abc&status=nope')).statusCode).toBe(200)
  })

  it('counts form posts against the applications write limit', async () => {
    const { roleId } = await postRole()
    const intern = await createCompleteIntern(t)
    const b = signedInBrowser(intern.token)
    await b.get(`/application/review/${roleId}`)
    const max = WRITE_LIMITS.applications.perAccount.max
    // Each refused (no answer to the required question): nothing saved, but each counts.
    for (let n = 0; n < max; n++) {
      const res = await b.post(`/application/review/${roleId}`, { coverNote: 'A note' })
      expect(res.statusCode).toBe(400)
    }
    const limited = await b.post(`/application/review/${roleId}`, {
      coverNote: 'A note typed before the limit',
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect(limited.body).toContain(WRITE_LIMITS.applications.message)
    // The review form again, with what was typed (the limit refuses before the handler).
    expect(limited.body).toContain('A note typed before the limit')
    expect(limited.body).toMatch(/<form[^>]*method="post"/)
    expect(await savedApplications()).toHaveLength(0)
  })
})
