import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { callApi, uniqueEmail, uniqueWord } from './support/api'
import { completeCompanyProfile, postRole } from './support/companies'
import { applyByApi, completeInternProfileByApi } from './support/intern'
import { latestMailFor } from './support/mailbox'

/** Clicks a download button and answers the file the browser saved: its name and bytes. */
async function downloadFrom(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const bytes = await readFile(await download.path())
  return { name: download.suggestedFilename(), bytes }
}

test('a company issues a SIWES acceptance letter to an accepted intern, who downloads it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const lastName = `Letter${uniqueWord()}`
  const company = await (await browser.newContext()).newPage()
  const intern = await (await browser.newContext()).newPage()

  const hiring = await completeCompanyProfile(
    request,
    await signUpAndSignIn(company, 'company', uniqueEmail('company')),
  )
  const role = await postRole(request, hiring)
  const applicant = await completeInternProfileByApi(
    request,
    await signUpAndSignIn(intern, 'intern', uniqueEmail('intern')),
    { firstName: 'Zainab', lastName },
  )
  const applicationId = await applyByApi(request, applicant, role.id)

  // Before acceptance there is no letter to issue; the company accepts.
  await company.goto(`/company/applications/${applicationId}`)
  await expect(company.getByRole('heading', { name: `Zainab ${lastName}` })).toBeVisible()
  await expect(company.getByRole('button', { name: 'Issue acceptance letter' })).toHaveCount(0)
  await callApi(request, 'PATCH', `/company/applications/${applicationId}/accept`, {
    token: hiring.token,
  })
  await company.reload()

  // The company fills in the SIWES letter: the student's details come from the application.
  await company.getByRole('button', { name: 'Issue acceptance letter' }).click()
  const form = company.getByRole('form', { name: 'Issue acceptance letter' })
  await form.getByLabel('Kind of letter').selectOption('siwes')
  await expect(form.getByLabel('Student’s name')).toHaveValue(`Zainab ${lastName}`)
  await form.getByLabel('Start date').fill('2026-05-14')
  await form.getByLabel('Programme').selectOption('ND')
  await form.getByLabel('Course of study').fill('Computer Science')
  await form.getByLabel('Industry-based supervisor').fill('Emeka Nwosu')
  await form.getByLabel('Supervisor’s phone').fill('+234 803 123 4567')
  await form.getByLabel('Signatory’s name').fill('Bola Adeyemi')
  await form.getByLabel('Signatory’s title').fill('Head of People')
  await form.getByRole('button', { name: 'Issue letter' }).click()
  await expect(company.getByText(/SIWES\/IT acceptance letter issued on/)).toBeVisible()

  const fileName = `acceptance-letter-zainab-${lastName.toLowerCase()}.pdf`
  const companyCopy = await downloadFrom(company, 'Download letter')
  expect(companyCopy.name).toBe(fileName)
  expect(companyCopy.bytes.subarray(0, 5).toString()).toBe('%PDF-')

  // The intern is told by mail, and downloads the same letter from the application.
  const mail = await latestMailFor(applicant.email, /SIWES\/IT acceptance letter/)
  expect(mail.text).toContain(hiring.companyName)
  await intern.goto(`/intern/applications/${applicationId}`)
  await expect(
    intern.getByText(new RegExp(`${hiring.companyName} issued your SIWES/IT acceptance letter`)),
  ).toBeVisible()
  const internCopy = await downloadFrom(intern, 'Download acceptance letter')
  expect(internCopy.name).toBe(fileName)
  expect(internCopy.bytes.equals(companyCopy.bytes)).toBe(true)
})
