import { expect, test } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { uniqueEmail, uniqueWord } from './support/api'
import { completeCompanyProfile, postRole } from './support/companies'
import { completeInternProfileByApi } from './support/intern'

test('a company and a new intern chat live about an application, then the company accepts it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const lastName = `Conv${uniqueWord()}`
  const companyContext = await browser.newContext()
  const internContext = await browser.newContext()
  const company = await companyContext.newPage()
  const intern = await internContext.newPage()

  // A new company with a complete profile posts a role.
  const hiring = await completeCompanyProfile(
    request,
    await signUpAndSignIn(company, 'company', uniqueEmail('company')),
  )
  const role = await postRole(request, hiring)

  // A new intern with a complete profile finds it and applies.
  await completeInternProfileByApi(
    request,
    await signUpAndSignIn(intern, 'intern', uniqueEmail('intern')),
    { firstName: 'Zainab', lastName },
  )
  await intern.goto('/intern/roles')
  await intern.getByRole('searchbox', { name: 'Find the perfect Internship' }).fill(role.title)
  await expect(intern).toHaveURL(/search=Data/)
  const card = intern.getByRole('article', { name: role.title })
  await expect(card.getByText(hiring.companyName)).toBeVisible()
  const roleTitle = role.title
  await card.getByRole('link', { name: /^Apply/ }).click()
  await expect(intern).toHaveURL(/\/roles\/apply\//)
  await intern.getByRole('button', { name: 'Proceed' }).click()
  await expect(intern).toHaveURL(/\/application\/review\//)
  await intern.getByRole('button', { name: 'Submit Your Application' }).click()
  await intern
    .getByRole('dialog', { name: 'Application Complete' })
    .getByRole('link', { name: 'Go to Application Dashboard' })
    .click()
  await expect(intern).toHaveURL('/intern/applications')
  await expect(intern.getByRole('article', { name: roleTitle }).getByText('Pending')).toBeVisible()

  // The company opens it: the intern then sees it in review.
  await company.goto('/company/applications')
  await company
    .getByRole('link', { name: new RegExp(`Zainab ${lastName}`) })
    .first()
    .click()
  await expect(company).toHaveURL(/\/company\/applications\/[0-9a-f-]{36}$/)
  const applicationId = company.url().split('/').at(-1) ?? ''
  await expect(company.getByRole('heading', { name: `Zainab ${lastName}` })).toBeVisible()
  // The intern's open applications page hears of it without a reload.
  await expect(intern.getByRole('article', { name: roleTitle }).getByText('In review')).toBeVisible(
    { timeout: 5_000 },
  )

  // Both open the chat.
  await company.getByRole('link', { name: 'Message' }).click()
  await expect(company).toHaveURL(`/chat/${applicationId}`)
  await expect(company.getByRole('heading', { name: `Zainab ${lastName}` })).toBeVisible()
  await expect(
    company.getByText('Messages sent here will be visible to the applicant.'),
  ).toBeVisible()
  const internStream = intern.waitForResponse(
    (response) => response.url().endsWith('/api/v1/events') && response.status() === 200,
  )
  await intern.goto(`/internchat/${applicationId}`)
  await expect(intern.getByRole('heading', { name: hiring.companyName })).toBeVisible()
  await expect(intern.getByText(roleTitle).first()).toBeVisible()
  await internStream

  // With the event stream open the chat does not poll, so what arrives next came as a pushed event.
  const chatReads: string[] = []
  intern.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes(`/applications/${applicationId}`)) {
      chatReads.push(request.url())
    }
  })
  await intern.waitForTimeout(6_000)
  expect(chatReads).toEqual([])

  // The company writes; the intern sees it without reloading.
  const hello = `Hello Zainab, are you free on Thursday? (${stamp})`
  const companyBox = company.getByPlaceholder('Type a message...')
  await companyBox.fill(hello)
  await companyBox.press('Enter')
  await expect(companyBox).toHaveValue('')
  const companyLog = company.getByRole('log', { name: 'Messages' })
  const internLog = intern.getByRole('log', { name: 'Messages' })
  await expect(companyLog.getByText(hello)).toBeVisible()
  await expect(internLog.getByText(hello)).toBeVisible({ timeout: 3_000 })

  // The intern answers; the company sees it without reloading.
  const reply = `Yes, Thursday works for me. (${stamp})`
  const internBox = intern.getByPlaceholder('Type a message...')
  await internBox.fill(reply)
  await intern.getByRole('button', { name: 'Send message' }).click()
  await expect(internBox).toHaveValue('')
  await expect(internLog.getByText(reply)).toBeVisible()
  await expect(companyLog.getByText(reply)).toBeVisible({ timeout: 3_000 })

  // The intern's connection drops: sending waits and says why, and what they typed is kept; once
  // back online it goes (decision 033).
  await internContext.setOffline(true)
  await expect(intern.getByText('You are offline — showing what you saw last.')).toBeVisible()
  const whileOffline = `Sorry, my data ran out. See you Thursday. (${stamp})`
  await internBox.fill(whileOffline)
  await internBox.press('Enter')
  await expect(internBox).toHaveValue(whileOffline)
  await expect(intern.getByRole('button', { name: 'Send message' })).toBeDisabled()
  await expect(internBox).toHaveAccessibleDescription(
    'You are offline. This can be sent once you are back online.',
  )
  await internContext.setOffline(false)
  await expect(intern.getByText('You are offline', { exact: false })).toHaveCount(0)
  await internBox.press('Enter')
  await expect(internBox).toHaveValue('')
  await expect(companyLog.getByText(whileOffline)).toBeVisible({ timeout: 5_000 })

  // Both inboxes list the chat with its newest message.
  await company.goto('/company/dashboard')
  const companyInbox = company.getByRole('region', { name: 'Inbox' })
  const companyChat = companyInbox.getByRole('link', { name: new RegExp(`Zainab ${lastName}`) })
  await expect(companyChat).toContainText('Applicant')
  await expect(companyChat).toContainText(whileOffline)
  // The company read it in the open chat, so it is not unread.
  await expect(companyChat).not.toContainText('Unread')

  // The company accepts; the intern is told and sees it Accepted.
  await company.goto(`/company/applications/${applicationId}`)
  await company.getByRole('button', { name: 'Accept', exact: true }).click()
  await company
    .getByRole('alertdialog', { name: 'Accept this application?' })
    .getByRole('button', { name: 'Yes, accept' })
    .click()
  await expect(company.getByRole('dialog', { name: 'Application accepted' })).toBeVisible()

  await intern.goto('/intern/dashboard')
  const inbox = intern.getByRole('region', { name: 'Inbox' })
  await expect(
    inbox
      .getByRole('link', { name: new RegExp(hiring.companyName) })
      .filter({ hasText: whileOffline }),
  ).toContainText(`You: ${whileOffline}`)
  await inbox.getByRole('tab', { name: 'Notifications' }).click()
  await expect(inbox.getByRole('button', { name: /Application accepted/ }).first()).toBeVisible({
    timeout: 20_000,
  })
  // On a phone the open inbox fits the screen: its long one-line rows are cut, not the page widened.
  await intern.setViewportSize({ width: 360, height: 760 })
  await inbox.getByRole('button', { name: 'Show' }).click()
  await inbox.getByRole('tab', { name: 'Notifications' }).click()
  await expect(inbox.getByRole('button', { name: /Application accepted/ }).first()).toBeVisible()
  expect(await intern.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
  await intern.setViewportSize({ width: 1280, height: 720 })
  await intern.goto('/intern/applications')
  await expect(intern.getByRole('article', { name: roleTitle }).getByText('Accepted')).toBeVisible()

  await companyContext.close()
  await internContext.close()
})
