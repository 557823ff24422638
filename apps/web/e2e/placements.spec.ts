import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { callApi, uniqueEmail, uniqueWord } from './support/api'
import { completeCompanyProfile, postRole, type ApiCompany } from './support/companies'
import { applyByApi, completeInternProfileByApi } from './support/intern'
import { latestMailFor, linkAfter } from './support/mailbox'

const DAY_MS = 86_400_000
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** Today in Lagos (UTC+1), 'YYYY-MM-DD'. */
const lagosToday = () => new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10)
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))
/** 'October 2026' for the month `back` months before this one in Lagos, and its first day. */
function monthBack(back: number) {
  const today = new Date(`${lagosToday()}T00:00:00Z`)
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1))
  return {
    label: `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`,
    first: first.toISOString().slice(0, 10),
  }
}

const SHOTS = process.env.E2E_SCREENSHOTS_DIR

/** Screenshots for looking at the pages (not compared): only when E2E_SCREENSHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Clicks a download button and answers the file the browser saved: its name and bytes. */
async function downloadFrom(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) }
}

/** A company signed in in a browser of its own, its profile complete and verified. */
async function companyIn(browser: Browser, request: Parameters<typeof completeCompanyProfile>[0]) {
  const page = await (await browser.newContext()).newPage()
  const company = await completeCompanyProfile(
    request,
    await signUpAndSignIn(page, 'company', uniqueEmail('company')),
  )
  return { page, company }
}

const placementIdOf = async (
  request: Parameters<typeof callApi>[0],
  token: string,
): Promise<string> => {
  const page = await callApi<{ docs: { id: string }[] }>(request, 'GET', '/users/placements', {
    token,
  })
  return page.docs[0]!.id
}

test('a SIWES placement from acceptance to ITF Form 8: the SCAF signed, two logbook weeks signed by the supervisor through the link, and the form filled', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const { page: company, company: hiring } = await companyIn(browser, request)
  const role = await postRole(request, hiring, {
    title: `SIWES Trainee ${uniqueWord()}`,
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['ND', 'HND'],
  })
  const internContext = await browser.newContext()
  const intern = await internContext.newPage()
  const lastName = `Okafor${uniqueWord()}`
  const student = await completeInternProfileByApi(
    request,
    await signUpAndSignIn(intern, 'intern', uniqueEmail('intern')),
    { firstName: 'Chiamaka', lastName },
  )
  const applicationId = await applyByApi(request, student, role.id)

  // The company accepts: the placement begins.
  await company.goto(`/company/applications/${applicationId}`)
  await company.getByRole('button', { name: 'Accept', exact: true }).click()
  await company
    .getByRole('alertdialog', { name: 'Accept this application?' })
    .getByRole('button', { name: 'Yes, accept' })
    .click()
  await expect(company.getByRole('dialog', { name: 'Application accepted' })).toBeVisible()
  const placementId = await placementIdOf(request, student.token)

  // The company gives the dates (begun three weeks ago, ending next week) and the supervisor.
  const start = addDays(mondayOf(lagosToday()), -21)
  const end = addDays(lagosToday(), 7)
  const supervisorEmail = uniqueEmail('supervisor')
  await company.goto(`/company/placements/${placementId}`)
  await expect(company.getByRole('heading', { name: role.title })).toBeVisible()
  await company.getByRole('button', { name: 'Add dates and supervisor' }).click()
  const schedule = company.getByRole('form', { name: 'Dates and supervisor' })
  await schedule.getByLabel('Start date').fill(start)
  await schedule.getByLabel('End date').fill(end)
  await schedule.getByLabel("Supervisor's name").fill('Emeka Nwosu')
  await schedule.getByLabel("Supervisor's email").fill(supervisorEmail)
  await schedule.getByLabel("Supervisor's mobile number").fill('0803 123 4567')
  await schedule.getByRole('button', { name: 'Save' }).click()
  await expect(company.getByText('Emeka Nwosu').first()).toBeVisible()

  // The student gives the school details the SCAF prints.
  await intern.goto(`/intern/placements/${placementId}`)
  await intern.getByRole('button', { name: 'Fill in your details' }).click()
  const details = intern.getByRole('form', { name: 'Your school details' })
  await details.getByLabel('Matriculation number').fill('YCT/HND/2021/045')
  await details.getByLabel('Institution').fill('Yaba College of Technology')
  await details.getByLabel('Course of study').fill('Computer Engineering')
  await details.getByLabel('Programme').selectOption('HND')
  await details.getByRole('button', { name: 'Save' }).click()
  await expect(intern.getByText('YCT/HND/2021/045')).toBeVisible()

  // The company signs the SCAF in the app; the student is told to take it to the ITF.
  await company.reload()
  const papers = company.getByRole('region', { name: 'SIWES papers' })
  await papers.getByRole('button', { name: 'Sign the SCAF' }).click()
  const scaf = company.getByRole('form', { name: 'Sign the SCAF' })
  await scaf.getByLabel("Signatory's name").fill('Bola Adeyemi')
  await scaf.getByLabel("Signatory's title").fill('Head of People')
  await scaf.getByRole('button', { name: 'Sign the SCAF' }).click()
  await expect(papers.getByRole('button', { name: 'Download the SCAF' })).toBeVisible()
  await intern.reload()
  const internPapers = intern.getByRole('region', { name: 'SIWES papers' })
  const scafFile = await downloadFrom(
    intern,
    internPapers.getByRole('button', { name: 'Download the SCAF' }),
  )
  expect(scafFile.name).toMatch(/^scaf-chiamaka-/)
  expect(scafFile.bytes.subarray(0, 5).toString()).toBe('%PDF-')
  await internPapers.getByRole('button', { name: 'I have submitted it to the ITF' }).click()
  await expect(
    internPapers.getByRole('button', { name: 'I have submitted it to the ITF' }),
  ).toHaveCount(0)

  // Two weeks of the logbook, each sent to the supervisor and signed through the mailed link,
  // in a browser with no account.
  const logbook = intern.getByRole('region', { name: 'Weekly logbook' })
  const supervisor = await (await browser.newContext()).newPage()
  for (const week of [1, 2]) {
    const item = logbook.getByRole('listitem').filter({ hasText: `Week ${week}` })
    await item.locator('summary').click()
    await item
      .getByRole('textbox')
      .first()
      .fill(`Week ${week}: set up the payments dashboard and wrote its first tests.`)
    await expect(item.getByText('All changes saved.')).toBeVisible()
    await item.getByRole('button', { name: 'Submit to supervisor' }).click()
    await expect(item.getByText(/Sent to the supervisor on .*; not signed yet\./)).toBeVisible()

    const mail = await latestMailFor(
      supervisorEmail,
      new RegExp(`SIWES logbook for week ${week} \\(`),
    )
    await supervisor.goto(linkAfter(mail, 'sign it here \\(no account needed\\)'))
    await expect(supervisor.getByText(`Week ${week}: set up the payments dashboard`)).toBeVisible()
    const sign = supervisor.getByRole('form', { name: 'Sign this week' })
    await sign.getByLabel('Your comment (optional)').fill('Good, careful work.')
    await sign.getByLabel('Type your full name to sign').fill('Emeka Nwosu')
    await sign.getByRole('button', { name: 'Sign' }).click()
    await expect(supervisor.getByText('Thank you. The week is signed.')).toBeVisible()
    await shoot(supervisor, `logbook-signed-${week}`)
    await intern.reload()
  }
  await expect(intern.getByText('2 of 24 weeks done')).toBeVisible()
  await shoot(intern, 'siwes-placement-intern')

  // At the end, the company fills and signs ITF Form 8; both can download it.
  await company.reload()
  await papers.getByRole('button', { name: 'Fill ITF Form 8' }).click()
  const form8 = company.getByRole('form', { name: 'Fill ITF Form 8' })
  await form8.getByLabel('A (Excellent)').check()
  await form8.getByLabel('Excellent (always present and punctual)').check()
  await form8.getByLabel("Comments on the student's work").fill('Dependable and quick to learn.')
  await form8.getByLabel("Signatory's name").fill('Bola Adeyemi')
  await form8.getByLabel("Signatory's title").fill('Head of People')
  await form8.getByRole('button', { name: 'Sign ITF Form 8' }).click()
  const form8File = await downloadFrom(
    company,
    papers.getByRole('button', { name: 'Download ITF Form 8' }),
  )
  expect(form8File.bytes.subarray(0, 5).toString()).toBe('%PDF-')
  await shoot(company, 'siwes-placement-company')

  // Every paper is listed on the student's placement, with the signed logbook.
  await intern.reload()
  const documents = intern.getByRole('region', { name: 'Documents' })
  for (const title of [/SCAF/, /ITF Form 8/, /[Ll]ogbook/]) {
    await expect(documents.getByText(title).first()).toBeVisible()
  }
})

test('an NYSC corps member asks for a monthly clearance letter, the company issues it, and the stipend is confirmed as paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { page: company, company: ppa } = await companyIn(browser, request)
  const role = await postRole(request, ppa as ApiCompany, {
    title: `NYSC Corps Member ${uniqueWord()}`,
    placementType: 'nysc',
    nyscState: 'Lagos',
    minimumSalary: 50_000,
    maximumSalary: 60_000,
  })
  const intern = await (await browser.newContext()).newPage()
  const corper = await completeInternProfileByApi(
    request,
    await signUpAndSignIn(intern, 'intern', uniqueEmail('corper')),
    { firstName: 'Tunde', lastName: `Bello${uniqueWord()}` },
  )
  const applicationId = await applyByApi(request, corper, role.id)
  await callApi(request, 'PATCH', `/company/applications/${applicationId}/accept`, {
    token: ppa.token,
  })
  const placementId = await placementIdOf(request, corper.token)
  // Begun three months ago: last month's clearance and stipend are both due.
  await callApi(request, 'PATCH', `/company/placements/${placementId}`, {
    token: ppa.token,
    body: {
      startDate: monthBack(3).first,
      endDate: addDays(monthBack(-8).first, -1),
      supervisor: { name: 'Ngozi Eze', email: uniqueEmail('supervisor'), phone: '0805 987 6543' },
    },
  })
  const month = monthBack(1).label

  await intern.goto(`/intern/placements/${placementId}`)
  await intern.getByRole('button', { name: `Ask for ${month}'s clearance letter` }).click()
  await expect(intern.getByText(/[Aa]sked/).first()).toBeVisible()

  await company.goto(`/company/placements/${placementId}`)
  const clearance = company.getByRole('list', { name: 'Clearance months' })
  await clearance.getByRole('button', { name: 'Issue clearance letter' }).first().click()
  const issue = company.getByRole('form', { name: `Issue ${month} clearance letter` })
  await issue.getByLabel("Signatory's name").fill('Bola Adeyemi')
  await issue.getByLabel("Signatory's title").fill('Head of People')
  await issue.getByRole('button', { name: 'Issue clearance letter' }).click()
  await expect(
    clearance.getByRole('button', { name: `Download ${month} clearance letter` }),
  ).toBeVisible()

  await intern.reload()
  const letter = await downloadFrom(
    intern,
    intern.getByRole('button', { name: `Download ${month} clearance letter` }),
  )
  expect(letter.bytes.subarray(0, 5).toString()).toBe('%PDF-')

  // The stipend: was last month's paid? Yes, in full.
  const stipend = intern.getByRole('region', { name: 'Stipend' })
  await stipend.getByRole('button', { name: `Answer for ${month}` }).click()
  const answer = intern.getByRole('form', { name: `Your answer for ${month}` })
  await answer.getByLabel('Yes, in full').check()
  await answer.getByRole('button', { name: 'Send answer' }).click()
  await expect(stipend.getByText('Paid in full').first()).toBeVisible()
  await shoot(intern, 'nysc-placement-intern')
})
