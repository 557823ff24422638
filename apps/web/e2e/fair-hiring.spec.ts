import { expect, test, type Page } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { callApi, uniqueEmail, uniqueWord } from './support/api'
import { completeCompanyProfile, postRole } from './support/companies'
import { completeInternProfileByApi, createIntern } from './support/intern'

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

test('a company adds a deal-breaker question; an intern who misses it is warned and still sends, and the company sorts out who meets it', async ({
  browser,
  request,
}) => {
  test.slow()
  const company = await (await browser.newContext()).newPage()
  const hiring = await completeCompanyProfile(
    request,
    await signUpAndSignIn(company, 'company', uniqueEmail('company')),
  )
  const role = await postRole(request, hiring, { title: `Field Analyst ${uniqueWord()}` })

  // The company adds a deal-breaker question in the role's form.
  await company.goto('/company/job-boards')
  await company
    .getByRole('article', { name: role.title })
    .getByRole('link', { name: `Edit Role: ${role.title}` })
    .click()
  const questions = company.getByRole('group', { name: 'Screening questions' })
  await questions.getByRole('button', { name: 'Add a screening question' }).click()
  const first = questions.getByRole('group', { name: 'Question 1' })
  await expect(first.getByRole('combobox', { name: 'Kind of answer' })).toHaveValue('yes_no')
  await first.getByRole('textbox', { name: 'Question' }).fill(AVAILABLE)
  await first.getByRole('combobox', { name: /Deal-breaker: must be/ }).selectOption('Yes')
  await shootBothWidths(company, 'role-form-question')
  await company.getByRole('button', { name: 'Save Changes' }).click()
  await company
    .getByRole('alertdialog', { name: 'Publish Internship Role' })
    .getByRole('button', { name: 'Yes' })
    .click()
  await expect(company.getByRole('dialog', { name: 'Changes Saved' })).toBeVisible()

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
  await company.goto('/company/job-boards')
  await company
    .getByRole('article', { name: role.title })
    .getByRole('link', { name: `Edit Role: ${role.title}` })
    .click()
  await expect(
    company.getByText(
      'Someone has answered these questions: you can remove them or add new ones, not change them.',
      { exact: false },
    ),
  ).toBeVisible()
})
