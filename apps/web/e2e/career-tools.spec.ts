import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { callApi, uniqueEmail, uniqueWord } from './support/api'
import { completeCompanyProfile, postRole } from './support/companies'
import { signUpAndSignIn } from './support/account'
import { completeInternProfile, signUpIntern, writeInternFiles } from './support/intern'

/** Clicks a download button and answers the bytes of the file the browser saved, and its name. */
async function downloadFrom(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) }
}

/** The PDF's text in the order a parser reads it (pdf.js, as the API's tests read PDFs). */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const lines: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    for (const item of content.items) if ('str' in item) lines.push(item.str)
  }
  const pages = pdf.numPages
  await pdf.destroy()
  return { pages, text: lines.join(' ').replace(/\s+/g, ' ') }
}

/** Each of `parts` is in `text`, and in this order. */
function expectInOrder(text: string, parts: string[]) {
  let from = 0
  for (const part of parts) {
    const at = text.indexOf(part, from)
    expect(at, `"${part}" after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0)
    from = at + part.length
  }
}

test('a new intern gets the coach’s tips, builds a CV, applies with it in one click and writes a SIWES letter', async ({
  browser,
  request,
}) => {
  test.slow()
  const companyPage = await (await browser.newContext()).newPage()
  const company = await completeCompanyProfile(
    request,
    await signUpAndSignIn(companyPage, 'company', uniqueEmail('company')),
  )
  await companyPage.close()
  const role = await postRole(request, company, {
    title: `Data Analyst ${uniqueWord()}`,
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['ND', 'HND'],
  })

  const page = await (await browser.newContext()).newPage()
  const email = uniqueEmail('intern')
  await signUpIntern(page, email)
  await completeInternProfile(page, writeInternFiles())

  // The coach reads the finished profile: a score, and what to do next.
  await page.goto('/intern/profile')
  const coach = page.getByRole('region', { name: 'Profile coach' })
  await expect(coach.getByRole('meter', { name: 'Profile score' })).toBeVisible()
  const tips = coach.getByRole('list', { name: 'Ways to improve your profile' })
  // The wizard's bio is 7 words and it gave no skills; the phone number is done.
  await expect(
    tips.getByRole('link', { name: 'Your bio is 7 words; 40–80 reads better' }),
  ).toBeVisible()
  await expect(tips.getByRole('link', { name: /^List at least 5 skills/ })).toBeVisible()
  await expect(tips.getByText('Your phone number is on your profile')).toBeVisible()
  await expect(tips.getByRole('link', { name: 'Add a phone number' })).toHaveCount(0)

  // A CV from the profile, with a summary and one SIWES job of its own.
  await page.getByRole('link', { name: 'Build a CV from your profile' }).click()
  await expect(page).toHaveURL('/intern/cv')
  await expect(page.getByRole('heading', { name: 'CV builder' })).toBeVisible()
  const summary = `Careful data student ${uniqueWord()} who turns messy sheets into clear weekly reports.`
  await page.getByLabel('Summary').fill(summary)
  await page.getByRole('button', { name: 'Add experience' }).click()
  const job = page.getByRole('listitem', { name: 'Job 1' })
  await job.getByLabel('Your title').fill('SIWES trainee')
  await job.getByLabel('Organisation').fill('Lagos State Water Corporation')
  await job.getByLabel('Place (city)').fill('Ikeja')
  await job.getByLabel('From', { exact: true }).fill('2025-05')
  await job.getByLabel('To', { exact: true }).fill('2025-08')
  await job.getByLabel('What you did (one line each)').fill('Cleaned meter readings in Excel')
  await expect(page.getByTestId('cv-preview')).toContainText('Lagos State Water Corporation')
  await page.getByRole('button', { name: 'Save CV' }).click()
  await expect(page.getByText('Your CV is saved.').first()).toBeVisible()

  await page.getByRole('radio', { name: 'Modern' }).check()
  const cv = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }))
  expect(cv.name).toMatch(/-CV\.pdf$/)
  const parsed = await pdfText(cv.bytes)
  expect(parsed.pages).toBe(1)
  // Read back in the order it was written: who, the summary, the job, then the school.
  expectInOrder(parsed.text, [
    'Ada',
    summary,
    'SIWES trainee',
    'Lagos State Water Corporation',
    'May 2025 – Aug 2025',
    'Cleaned meter readings in Excel',
    'University of Lagos',
  ])

  await page.getByRole('button', { name: 'Use as my CV' }).click()
  await page
    .getByRole('dialog', { name: 'Use this CV for new applications?' })
    .getByRole('button', { name: 'Yes, use it' })
    .click()
  await expect(
    page.getByText('Your CV is now your resume. New applications will attach it.').first(),
  ).toBeVisible()

  // One click from the role: the application attaches the CV just made.
  await page.goto(`/roles/apply/${role.id}`)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('heading', { name: 'Review Your Application' })).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'How to write a CV with no experience' }),
  ).toHaveAttribute('href', '/guides/cv-with-no-experience')
  await page.getByRole('button', { name: 'Submit Your Application' }).click()
  await expect(page.getByText('Your application has been successfully submitted!')).toBeVisible()

  const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? ''
  const applications = await callApi<{ docs: { role: { id: string }; resumeUrl: string }[] }>(
    request,
    'GET',
    '/users/applications',
    { token },
  )
  const applied = applications.docs.find((doc) => doc.role.id === role.id)
  expect(applied?.resumeUrl).toBeTruthy()
  const attached = await request.get(applied!.resumeUrl, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(attached.ok()).toBe(true)
  expectInOrder((await pdfText(await attached.body())).text, ['Ada', summary])

  // A SIWES letter for the role, from the role's page: written, edited, then downloaded.
  await page.goto(`/roles/${role.id}`)
  await page.getByRole('link', { name: 'Write a SIWES application letter' }).click()
  await expect(page).toHaveURL(`/intern/letters?roleId=${role.id}`)
  await expect(page.getByRole('heading', { name: 'Application letters', level: 1 })).toBeVisible()
  const write = page.getByRole('form', { name: 'Write a letter' })
  await expect(write.getByRole('radio', { name: 'SIWES/IT application letter' })).toBeChecked()
  await write.getByLabel('Company address (optional)').fill('4 Broad Street, Lagos Island, Lagos')
  await write.getByLabel('Level (optional)').fill('300 Level')
  await write.getByRole('button', { name: 'Write my letter' }).click()
  const editor = page.getByRole('form', { name: 'SIWES/IT application letter' })
  const letter = editor.getByLabel('Letter')
  // The school's 24 weeks come from the SIWES role, the company from its profile.
  await expect(letter).toHaveValue(/24 weeks/)
  await expect(editor.getByLabel('Company name')).toHaveValue(company.companyName)
  const ownWords = `I can resume on the first Monday of June ${uniqueWord()}.`
  await letter.press('End')
  await letter.pressSequentially(`\n\n${ownWords}`)
  await editor.getByRole('button', { name: 'Save changes' }).click()
  await expect(editor.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  const letterPdf = await downloadFrom(page, editor.getByRole('button', { name: 'Download PDF' }))
  expectInOrder((await pdfText(letterPdf.bytes)).text, [
    '4 Broad Street',
    'Dear Sir/Madam,',
    '24 weeks',
    ownWords,
    'Yours faithfully,',
    'Ada Okafor',
  ])
  await expect(page.getByRole('list', { name: 'Your letters' })).toContainText(company.companyName)
})

test('the guides read as plain pages with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const list = await page.goto('/guides')
  expect(list?.status()).toBe(200)
  expect(await list?.text()).not.toContain('<script')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Career guides for Nigerian students and graduates',
    }),
  ).toBeVisible()
  const guides = page.getByRole('list', { name: 'Guides' })
  expect(await guides.getByRole('link').count()).toBeGreaterThanOrEqual(12)

  await guides
    .getByRole('link', { name: 'SIWES step by step: from placement letter to ITF Form 8' })
    .click()
  await expect(page).toHaveURL('/guides/siwes-step-by-step')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'SIWES step by step: from placement letter to ITF Form 8',
    }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByText(/^Updated \d{1,2} [A-Z][a-z]+ 2026 · \d+ min read$/)
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Related guides' })).toBeVisible()
  await expect(page.getByText('SCAF').first()).toBeVisible()

  // From a related guide to the CV guide, still without JavaScript.
  await page.goto('/guides/cv-with-no-experience')
  await expect(
    page.getByRole('heading', { level: 1, name: 'How to write a CV with no experience' }),
  ).toBeVisible()

  const missing = await page.goto('/guides/no-such-guide')
  expect(missing?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find that guide' }),
  ).toBeVisible()
  await context.close()
})
