import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { uniqueEmail, uniqueWord } from './support/api'
import { completeCompanyProfile, postRole } from './support/companies'
import { applyByApi, completeInternProfileByApi } from './support/intern'
import { latestMailFor } from './support/mailbox'

const DAY_MS = 86_400_000
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A day `days` from now in Lagos: the date input's value and how the app writes 10:00 that day. */
function lagosDay(days: number) {
  const wall = new Date(Date.now() + 60 * 60_000 + days * DAY_MS)
  const value = wall.toISOString().slice(0, 10)
  const label = `${WEEKDAYS[wall.getUTCDay()]}, ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`
  return { value, label }
}

/** Clicks a download button and answers the file the browser saved: its name and bytes. */
async function downloadFrom(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const bytes = await readFile(await download.path())
  return { name: download.suggestedFilename(), bytes }
}

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('a hiring round: the company proposes interview times, the intern chooses one, both see the interview, and the company accepts and issues a SIWES letter that the intern downloads', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const companyContext = await browser.newContext()
  const internContext = await browser.newContext()
  const company = await companyContext.newPage()
  const intern = await internContext.newPage()

  const hiring = await completeCompanyProfile(
    request,
    await signUpAndSignIn(company, 'company', uniqueEmail('company')),
  )
  const role = await postRole(request, hiring, {
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['ND', 'HND'],
  })
  const lastName = `Iv${uniqueWord()}`
  const applicant = await completeInternProfileByApi(
    request,
    await signUpAndSignIn(intern, 'intern', uniqueEmail('intern')),
    { firstName: 'Chiamaka', lastName },
  )
  const applicationId = await applyByApi(request, applicant, role.id)

  // The company proposes two times in West Africa Time, for a video call.
  const first = lagosDay(3)
  const second = lagosDay(4)
  await company.goto(`/company/applications/${applicationId}`)
  await expect(company.getByRole('heading', { name: `Chiamaka ${lastName}` })).toBeVisible()
  await company.getByRole('button', { name: 'Schedule interview' }).click()
  const form = company.getByRole('form', { name: 'Interview times' })
  await form.getByLabel('Date 1').fill(first.value)
  await form.getByLabel('Time 1 (WAT)').fill('10:00')
  await form.getByLabel('Minutes 1').fill('45')
  await form.getByRole('button', { name: 'Add another time' }).click()
  await form.getByLabel('Date 2').fill(second.value)
  await form.getByLabel('Time 2 (WAT)').fill('14:30')
  await expect(form.getByRole('radio', { name: 'Video call' })).toBeChecked()
  await form.getByLabel('Video link').fill('https://meet.example.com/kolanut-interview')
  await form.getByLabel('Note for the applicant (optional)').fill('Bring a project you like.')
  await company.setViewportSize({ width: 360, height: 800 })
  await expectNoSidewaysScroll(company)
  await form.screenshot({ path: test.info().outputPath('company-form-360.png') })
  await company.setViewportSize({ width: 1280, height: 900 })
  await form.screenshot({ path: test.info().outputPath('company-form-1280.png') })
  await form.getByRole('button', { name: 'Send times' }).click()
  const panel = company.getByRole('region', { name: 'Interview', exact: true })
  await expect(panel.getByText(`Waiting for Chiamaka ${lastName} to choose a time:`)).toBeVisible()
  await expect(panel.getByText(`${first.label}, 10:00 WAT · 45 min`)).toBeVisible()
  await company.setViewportSize({ width: 360, height: 800 })
  await expectNoSidewaysScroll(company)
  await company.screenshot({
    path: test.info().outputPath('company-proposed-360.png'),
    fullPage: true,
  })
  await company.setViewportSize({ width: 1280, height: 900 })
  await company.screenshot({
    path: test.info().outputPath('company-proposed-1280.png'),
    fullPage: true,
  })

  // The intern is mailed, opens the application and picks the first time.
  await latestMailFor(applicant.email, /^Interview invitation/)
  await intern.goto(`/intern/applications/${applicationId}`)
  const choice = intern.getByRole('region', { name: 'Interview', exact: true })
  await expect(choice.getByText('Bring a project you like.')).toBeVisible()
  await intern.setViewportSize({ width: 360, height: 800 })
  await expectNoSidewaysScroll(intern)
  await intern.screenshot({ path: test.info().outputPath('intern-choose-360.png'), fullPage: true })
  await choice.getByRole('radio', { name: `${first.label}, 10:00 WAT · 45 min` }).check()
  await choice.getByRole('button', { name: 'Confirm this time' }).click()
  await expect(choice.getByText(`Scheduled with ${hiring.companyName}`)).toBeVisible()
  await expect(choice.getByText(`${first.label}, 10:00 WAT · 45 min`)).toBeVisible()
  await expect(choice.getByRole('link', { name: /Join video call/ })).toHaveAttribute(
    'href',
    'https://meet.example.com/kolanut-interview',
  )
  await intern.setViewportSize({ width: 1280, height: 900 })
  await intern.screenshot({
    path: test.info().outputPath('intern-scheduled-1280.png'),
    fullPage: true,
  })

  // 'Add to calendar' saves the invitation: 10:00 in Lagos is 09:00 UTC.
  const download = intern.waitForEvent('download')
  await choice.getByRole('button', { name: 'Add to calendar' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('interview.ics')
  const ics = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  })
  expect(ics).toContain(`DTSTART:${first.value.replace(/-/g, '')}T090000Z`)

  // Both are mailed the invitation.
  await latestMailFor(applicant.email, /^Interview scheduled/)
  await latestMailFor(hiring.email, /^Interview scheduled/)

  // The chat says it, apart from what people wrote.
  await intern.goto(`/internchat/${applicationId}`)
  await expect(
    intern
      .getByRole('log', { name: 'Messages' })
      .getByText(`Interview scheduled for ${first.label}, 10:00 WAT (video call)`),
  ).toBeVisible()

  // Both dashboards list it under 'Upcoming interviews'.
  await intern.goto('/intern/dashboard')
  const internUpcoming = intern.getByRole('region', { name: 'Upcoming interviews' })
  await expect(internUpcoming.getByText(`${first.label}, 10:00 WAT · 45 min`)).toBeVisible()
  await expect(internUpcoming.getByRole('link', { name: role.title })).toBeVisible()
  await expect(internUpcoming.getByText(`with ${hiring.companyName}`)).toBeVisible()
  await intern.setViewportSize({ width: 360, height: 800 })
  await expectNoSidewaysScroll(intern)
  await intern.screenshot({
    path: test.info().outputPath('intern-dashboard-360.png'),
    fullPage: true,
  })

  await company.goto('/company/dashboard')
  const companyUpcoming = company.getByRole('region', { name: 'Upcoming interviews' })
  await expect(companyUpcoming.getByText(`${first.label}, 10:00 WAT · 45 min`)).toBeVisible()
  await expect(companyUpcoming.getByText(`with Chiamaka ${lastName}`)).toBeVisible()
  await company.screenshot({
    path: test.info().outputPath('company-dashboard-1280.png'),
    fullPage: true,
  })

  // The company's application shows it scheduled, with reschedule and cancel.
  await companyUpcoming.getByRole('link', { name: role.title }).click()
  await expect(company).toHaveURL(`/company/applications/${applicationId}`)
  await expect(panel.getByText(`Scheduled with Chiamaka ${lastName}`)).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Reschedule' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Cancel interview' })).toBeVisible()

  // The company accepts before the interview: accepting closes it (decision 038), so it leaves
  // both dashboards, and the letter starts as the role's SIWES/IT letter.
  await company.getByRole('button', { name: 'Accept', exact: true }).click()
  await company
    .getByRole('alertdialog', { name: 'Accept this application?' })
    .getByRole('button', { name: 'Yes, accept' })
    .click()
  await expect(
    panel.getByText('Interview cancelled: The application was accepted, so this interview'),
  ).toBeVisible()
  await company.goto('/company/dashboard')
  await expect(
    company
      .getByRole('region', { name: 'Upcoming interviews' })
      .getByText('No interviews scheduled. Propose times from an application.'),
  ).toBeVisible()
  await intern.goto('/intern/dashboard')
  await expect(
    intern
      .getByRole('region', { name: 'Upcoming interviews' })
      .getByText(/^No interviews scheduled yet\./),
  ).toBeVisible()
  await company.goto(`/company/applications/${applicationId}`)
  await company.getByRole('button', { name: 'Issue acceptance letter' }).click()
  const letter = company.getByRole('form', { name: 'Issue acceptance letter' })
  await expect(letter.getByLabel('Kind of letter')).toHaveValue('siwes')
  await expect(letter.getByLabel('Student’s name')).toHaveValue(`Chiamaka ${lastName}`)
  await letter.getByLabel('Start date').fill(first.value)
  await letter.getByLabel('Matriculation number (optional)').fill('YCT/ND/2024/0457')
  await letter.getByLabel('Level (optional)').fill('ND II')
  await letter.getByLabel('Programme').selectOption('ND')
  await letter.getByLabel('Course of study').fill('Computer Science')
  await letter.getByLabel('Industry-based supervisor').fill('Emeka Nwosu')
  await letter.getByLabel('Supervisor’s phone').fill('+234 803 123 4567')
  await letter.getByLabel('Signatory’s name').fill('Bola Adeyemi')
  await letter.getByLabel('Signatory’s title').fill('Head of People')
  await letter.getByRole('button', { name: 'Issue letter' }).click()
  await expect(company.getByText(/SIWES\/IT acceptance letter issued on/)).toBeVisible()
  // Named by kind, intern and company, so another letter does not replace it in Downloads.
  const fileName = new RegExp(
    `^siwes-acceptance-letter-chiamaka-${lastName.toLowerCase()}-[a-z0-9-]+\\.pdf$`,
  )
  const companyCopy = await downloadFrom(company, 'Download letter')
  expect(companyCopy.name).toMatch(fileName)
  expect(companyCopy.bytes.subarray(0, 5).toString()).toBe('%PDF-')

  // The intern sees the acceptance, is mailed the letter, and downloads the same PDF.
  const mail = await latestMailFor(applicant.email, /SIWES\/IT acceptance letter/)
  expect(mail.text).toContain(hiring.companyName)
  await intern.goto(`/intern/applications/${applicationId}`)
  await expect(
    intern.getByText(new RegExp(`${hiring.companyName} issued your SIWES/IT acceptance letter`)),
  ).toBeVisible()
  const internCopy = await downloadFrom(intern, 'Download acceptance letter')
  expect(internCopy.name).toBe(companyCopy.name)
  expect(internCopy.bytes.equals(companyCopy.bytes)).toBe(true)

  await companyContext.close()
  await internContext.close()
})
