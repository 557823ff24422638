import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { callApi, uniqueEmail, uniqueWord } from './support/api'
import { completeCompanyProfile, postRole } from './support/companies'
import { applyByApi, completeInternProfileByApi, createIntern } from './support/intern'
import { latestMailFor } from './support/mailbox'

const AVAILABLE = 'Are you available for 24 weeks from June?'

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The page at a phone's width and a desktop's, kept with the test's output to look at. */
async function shootBothWidths(page: Page, name: string) {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
}

/** A company signed up in its own browser, with a complete profile and one open role. */
async function companyWithARole(browser: Browser, request: APIRequestContext, title?: string) {
  const page = await (await browser.newContext()).newPage()
  const hiring = await completeCompanyProfile(
    request,
    await signUpAndSignIn(page, 'company', uniqueEmail('company')),
  )
  const role = await postRole(request, hiring, title ? { title } : {})
  return { page, hiring, role }
}

/** From the job board, the role's edit form. */
async function editRole(page: Page, title: string) {
  await page.goto('/company/job-boards')
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Edit Role: ${title}` })
    .click()
}

/** Saves the role form and confirms publishing it. */
async function saveRole(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await page
    .getByRole('alertdialog', { name: 'Publish Internship Role' })
    .getByRole('button', { name: 'Yes' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Changes Saved' })).toBeVisible()
}

test('a company adds a deal-breaker question; an intern who misses it is warned and still sends, and the company sorts out who meets it', async ({
  browser,
  request,
}) => {
  test.slow()
  const { page: company, role } = await companyWithARole(
    browser,
    request,
    `Field Analyst ${uniqueWord()}`,
  )

  // The company adds a deal-breaker question in the role's form.
  await editRole(company, role.title)
  const questions = company.getByRole('group', { name: 'Screening questions' })
  await questions.getByRole('button', { name: 'Add a screening question' }).click()
  const first = questions.getByRole('group', { name: 'Question 1' })
  await expect(first.getByRole('combobox', { name: 'Kind of answer' })).toHaveValue('yes_no')
  await first.getByRole('textbox', { name: 'Question' }).fill(AVAILABLE)
  await first.getByRole('combobox', { name: /Deal-breaker: must be/ }).selectOption('Yes')
  await shootBothWidths(company, 'role-form-question')
  await saveRole(company)

  // One intern meets it, through the API; another misses it in the apply review and is told.
  const family = `Fh${uniqueWord()}`
  const meets = await createIntern(request, { firstName: 'Ngozi', lastName: family })
  const stored = await callApi<{ questions: { id: string }[] }>(
    request,
    'GET',
    `/users/roles/${role.id}`,
    { token: meets.token },
  )
  const questionId = stored.questions[0]!.id
  await callApi(request, 'POST', `/users/roles/${role.id}/apply`, {
    token: meets.token,
    body: { resumeUrl: meets.resume.fileUrl, answers: [{ questionId, answer: true }] },
  })

  const intern = await (await browser.newContext()).newPage()
  await completeInternProfileByApi(
    request,
    await signUpAndSignIn(intern, 'intern', uniqueEmail('intern')),
    { firstName: 'Tunde', lastName: family },
  )
  await intern.goto(`/roles/apply/${role.id}`)
  await intern.getByRole('button', { name: 'Proceed' }).click()
  await expect(intern.getByRole('heading', { name: 'Review Your Application' })).toBeVisible()
  const answer = intern.getByRole('combobox', { name: AVAILABLE })
  await answer.selectOption('No')
  await expect(answer).toHaveAccessibleDescription(
    `This role needs Yes to '${AVAILABLE}'; you can still send your application.`,
  )
  await shootBothWidths(intern, 'apply-review-warning')
  await intern.getByRole('button', { name: 'Submit Your Application' }).click()
  await expect(intern.getByText('Your application has been successfully submitted!')).toBeVisible()

  // The company sees the answers, and those who meet the deal-breaker first or alone.
  await company.goto(`/company/applications?roleId=${role.id}`)
  const list = company.getByRole('region', { name: 'Applicants' })
  await expect(list.getByRole('link', { name: new RegExp(`Tunde ${family}`) })).toBeVisible()
  await list.getByRole('checkbox', { name: 'Only those who meet all deal-breakers' }).check()
  await expect(company).toHaveURL(/meetsDealBreakers=true/)
  await expect(list.getByRole('link', { name: new RegExp(`Ngozi ${family}`) })).toBeVisible()
  await expect(list.getByRole('link', { name: new RegExp(`Tunde ${family}`) })).toHaveCount(0)
  await list.getByRole('checkbox', { name: 'Only those who meet all deal-breakers' }).uncheck()
  await list.getByRole('combobox', { name: 'Sort' }).selectOption('Meets all deal-breakers first')
  const names = list.getByRole('link', { name: new RegExp(family) })
  await expect(names).toHaveCount(2)
  await expect(names.first()).toHaveAccessibleName(new RegExp(`Ngozi ${family}`))
  await list.getByRole('link', { name: new RegExp(`Tunde ${family}`) }).click()
  const answers = company.getByRole('region', { name: 'Screening answers' })
  await expect(answers.getByText('Misses a deal-breaker')).toBeVisible()
  await expect(answers.getByText(AVAILABLE)).toBeVisible()
  await shootBothWidths(company, 'applicant-answers')

  // Once answered, the question is locked in the form: it can be removed, not changed.
  await editRole(company, role.title)
  await expect(
    company.getByText(
      'Someone has answered these questions: you can remove them or add new ones, not change them.',
      { exact: false },
    ),
  ).toBeVisible()
})

test('a company publishes its interview availability once; an intern it invites books a free time, which then disappears for the next applicant', async ({
  browser,
  request,
}) => {
  test.slow()
  const { page: company, hiring, role } = await companyWithARole(browser, request)
  const family = `Bk${uniqueWord()}`
  const intern = await (await browser.newContext()).newPage()
  const booker = await completeInternProfileByApi(
    request,
    await signUpAndSignIn(intern, 'intern', uniqueEmail('intern')),
    { firstName: 'Kemi', lastName: family },
  )
  const bookerApplication = await applyByApi(request, booker, role.id)
  const next = await createIntern(request, { firstName: 'Obi', lastName: family })
  const nextApplication = await applyByApi(request, next, role.id)

  // Weekly availability, set once in the company's settings.
  await company.goto('/company/settings/interviews')
  const availability = company.getByRole('form', { name: 'Interview availability' })
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
    await expect(availability.getByRole('checkbox', { name: day })).toBeChecked()
  }
  await availability.getByLabel('From').fill('10:00')
  await availability.getByLabel('To').fill('12:00')
  await availability.getByLabel('Length of each interview').selectOption('60')
  await availability.getByRole('radio', { name: 'Video call' }).check()
  await availability.getByLabel('Video link').fill('https://meet.example.com/kolanut-interviews')
  await shootBothWidths(company, 'availability')
  await availability.getByRole('button', { name: 'Save availability' }).click()
  await expect(company.getByText('Interview availability saved.')).toBeVisible()

  // From the application: 'Book an interview'.
  await company.goto(`/company/applications/${bookerApplication}`)
  await expect(company.getByRole('heading', { name: `Kemi ${family}` })).toBeVisible()
  await company.getByRole('button', { name: 'Book an interview' }).click()
  await expect(company.getByText('Invitation to book an interview sent.')).toBeVisible()
  await expect(
    company.getByText(/^Invited to book on .+\. Waiting for Kemi to choose a time\.$/),
  ).toBeVisible()

  // The intern picks a free time in West Africa Time and books it.
  await latestMailFor(booker.email, /^Book an interview: /)
  await intern.goto(`/intern/applications/${bookerApplication}`)
  const booking = intern.getByRole('region', { name: 'Book an interview' })
  const times = booking.getByRole('radio')
  await expect(times.first()).toBeVisible()
  // Two one-hour interviews between 10:00 and 12:00 on each weekday of the next 14 days, less any past.
  expect(await times.count()).toBeGreaterThanOrEqual(16)
  const chosen = times.first()
  const chosenName = (await chosen.getAttribute('aria-label')) ?? ''
  expect(chosenName).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}, (10|11):00$/)
  await chosen.check()
  await shootBothWidths(intern, 'booking')
  await booking.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(
    intern.getByText('Interview booked. A calendar invitation is on its way.'),
  ).toBeVisible()
  const interview = intern.getByRole('region', { name: 'Interview', exact: true })
  await expect(interview.getByText(`Scheduled with ${hiring.companyName}`)).toBeVisible()
  await expect(interview.getByRole('button', { name: 'Add to calendar' })).toBeVisible()

  await company.reload()
  await expect(company.getByText(`Scheduled with Kemi ${family}`)).toBeVisible()

  // The next applicant invited is not offered the time just booked.
  await callApi(request, 'POST', `/company/applications/${nextApplication}/booking-invite`, {
    token: hiring.token,
  })
  const [interviewBooked] = await callApi<{ scheduled: { startsAt: string } | null }[]>(
    request,
    'GET',
    `/users/applications/${bookerApplication}/interviews`,
    { token: booker.token },
  )
  const bookedAt = interviewBooked?.scheduled?.startsAt ?? ''
  expect(bookedAt).not.toBe('')
  const free = await callApi<{ docs: { startsAt: string }[] }>(
    request,
    'GET',
    `/users/applications/${nextApplication}/free-times`,
    { token: next.token },
  )
  const freeTimes = free.docs.map((doc) => Date.parse(doc.startsAt))
  expect(freeTimes.length).toBeGreaterThan(0)
  expect(freeTimes).not.toContain(Date.parse(bookedAt))
})

test('a capped role counts its places down and stops at its cap; roles say when they were posted and that the company is actively reviewing', async ({
  browser,
  request,
}) => {
  test.slow()
  const { page: company, role } = await companyWithARole(
    browser,
    request,
    `Queue Analyst ${uniqueWord()}`,
  )

  // The company caps the role at two applications in its form.
  await editRole(company, role.title)
  await company.getByLabel('Applicant cap (optional)').fill('2')
  await saveRole(company)

  // An intern sees a fresh role with two places left; one applies, then another fills it.
  const family = `Cp${uniqueWord()}`
  const intern = await (await browser.newContext()).newPage()
  const late = await completeInternProfileByApi(
    request,
    await signUpAndSignIn(intern, 'intern', uniqueEmail('intern')),
    { firstName: 'Zainab', lastName: family },
  )
  await intern.goto(`/roles/${role.id}`)
  await expect(intern.getByText('Posted today').first()).toBeVisible()
  await expect(intern.getByText('2 places left in the queue').first()).toBeVisible()
  await expect(intern.getByText('Actively reviewing')).toHaveCount(0)

  const first = await createIntern(request, { firstName: 'Musa', lastName: family })
  const firstApplication = await applyByApi(request, first, role.id)
  await intern.reload()
  await expect(intern.getByText('1 place left in the queue').first()).toBeVisible()
  const second = await createIntern(request, { firstName: 'Ada', lastName: family })
  await applyByApi(request, second, role.id)

  // Full: the role reads as closed to applications, and applying is refused.
  await intern.reload()
  await expect(intern.getByText('Full: closed to applications').first()).toBeVisible()
  await expect(
    intern.getByText(
      'This role has taken all the applications it will take, so it no longer takes applications.',
    ),
  ).toBeVisible()
  await expect(intern.getByRole('link', { name: 'Apply' })).toHaveCount(0)
  await shootBothWidths(intern, 'role-full')
  const refused = await request.post(`/api/v1/users/roles/${role.id}/apply`, {
    headers: { authorization: `Bearer ${late.token}` },
    data: { resumeUrl: late.resume.fileUrl },
  })
  expect(refused.status()).toBe(409)
  expect(JSON.stringify(await refused.json())).toContain(
    'This role has taken all the applications it will take.',
  )

  // Once the company opens an application, the role says it is actively reviewing.
  await company.goto(`/company/applications/${firstApplication}`)
  await expect(company.getByRole('heading', { name: `Musa ${family}` })).toBeVisible()
  await company.goto('/company/job-boards')
  const card = company.getByRole('article', { name: role.title })
  await expect(card.getByText('Actively reviewing')).toBeVisible()
  await expect(card.getByText('Full: closed to applications').first()).toBeVisible()
  await intern.reload()
  await expect(intern.getByText('Actively reviewing').first()).toBeVisible()
})
