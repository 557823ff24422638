import { expect, test } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { callApi, uniqueEmail, uniqueWord } from './support/api'
import { completeCompanyProfile, postRole } from './support/companies'
import { applyByApi, completeInternProfileByApi } from './support/intern'
import { dialUssd, replyOnWhatsApp, uniqueMobile, waitForMessage } from './support/phone-inbox'

const MINUTE_MS = 60_000

/** A whole minute `minutes` from now or a little more. */
const minutesFromNow = (minutes: number) => {
  const at = new Date(Date.now() + (minutes + 1) * MINUTE_MS)
  at.setUTCSeconds(0, 0)
  return at.toISOString()
}

test('an intern verifies their number, gets the interview proposal on WhatsApp, books a time by replying 1, confirms the reminder with YES, and the company sees it; USSD shows the same', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const internContext = await browser.newContext()
  const companyContext = await browser.newContext()
  const intern = await internContext.newPage()
  const company = await companyContext.newPage()
  const mobile = uniqueMobile()

  const hiring = await completeCompanyProfile(
    request,
    await signUpAndSignIn(company, 'company', uniqueEmail('company')),
  )
  const role = await postRole(request, hiring, {})
  const lastName = `Ph${uniqueWord()}`
  const applicant = await completeInternProfileByApi(
    request,
    await signUpAndSignIn(intern, 'intern', uniqueEmail('intern')),
    { firstName: 'Ngozi', lastName },
  )
  const applicationId = await applyByApi(request, applicant, role.id)

  // Settings → Phone and messages, on a phone-sized screen: the number, its code by SMS, WhatsApp on.
  await intern.setViewportSize({ width: 360, height: 740 })
  await intern.goto('/intern/settings/phone')
  await intern.getByLabel('Mobile number').fill(mobile.local)
  await intern.getByRole('button', { name: 'Send code' }).click()
  const codeSms = await waitForMessage(mobile.e164, (m) => m.channel === 'sms')
  const code = /\b(\d{6})\b/.exec(codeSms.text ?? '')?.[1] ?? ''
  expect(code).toMatch(/^\d{6}$/)
  await intern.getByLabel('Code from the SMS').fill(code)
  await intern.getByRole('button', { name: 'Verify number' }).click()
  await expect(intern.getByText('+234 803').first()).toBeVisible()
  const whatsapp = intern.getByRole('switch', { name: /Use WhatsApp instead of SMS/ })
  await expect(whatsapp).toBeEnabled()
  // The switch shows the choice at once; the journey goes on once the server has it.
  const saved = intern.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/account/channels') &&
      response.request().method() === 'PATCH',
  )
  await whatsapp.check()
  expect((await saved).status()).toBe(200)
  await expect(whatsapp).toBeChecked()

  // The company proposes two times; the proposal reaches the intern's WhatsApp, slots numbered.
  // The first is a little over two hours away, so its last reminder is due within two minutes.
  const first = minutesFromNow(121)
  const second = minutesFromNow(26 * 60)
  await callApi(request, 'POST', `/company/applications/${applicationId}/interviews`, {
    token: hiring.token,
    body: {
      slots: [
        { startsAt: first, durationMinutes: 30 },
        { startsAt: second, durationMinutes: 30 },
      ],
      mode: 'phone',
    },
  })
  const proposal = await waitForMessage(
    mobile.e164,
    (m) => m.channel === 'whatsapp' && m.template === 'interview_proposed',
  )
  expect(proposal.params.join(' ')).toContain('1) ')
  expect(proposal.params.join(' ')).toContain('2) ')

  // Replying '1' books the first time, as choosing it in the app does, and is confirmed.
  await replyOnWhatsApp(request, mobile.e164, '1')
  await waitForMessage(mobile.e164, (m) => /is booked for/.test(m.text ?? ''))
  // The two hours' reminder asks for YES or NO.
  await waitForMessage(mobile.e164, (m) => /Reply YES/.test(m.text ?? m.params.join(' ')), 150_000)
  await replyOnWhatsApp(request, mobile.e164, 'YES')
  await waitForMessage(mobile.e164, (m) => /knows you will attend/.test(m.text ?? ''))

  // The company sees the booked interview and the intern's answer.
  await company.goto(`/company/applications/${applicationId}`)
  await expect(company.getByRole('heading', { name: `Ngozi ${lastName}` })).toBeVisible()
  await expect(company.getByText('Attendance confirmed')).toBeVisible()

  // USSD: the same number sees its applications and its next interview in at most three steps.
  const menu = await dialUssd(request, mobile.e164, '')
  expect(menu).toMatch(/^CON /)
  expect(menu.length).toBeLessThanOrEqual(182)
  const applications = await dialUssd(request, mobile.e164, '1')
  expect(applications).toMatch(/^END /)
  expect(applications).toContain(role.title.slice(0, 10))
  const next = await dialUssd(request, mobile.e164, '2')
  expect(next.length).toBeLessThanOrEqual(182)
  // An unknown number is pointed to the site.
  expect(await dialUssd(request, uniqueMobile().e164, '')).toMatch(/^END /)

  // STOP turns WhatsApp off for the number, at once, and says so.
  await replyOnWhatsApp(request, mobile.e164, 'stop')
  await waitForMessage(mobile.e164, (m) =>
    /no more WhatsApp messages/.test(m.text ?? m.params.join(' ')),
  )
  await intern.reload()
  await expect(
    intern.getByRole('switch', { name: /Use WhatsApp instead of SMS/ }),
  ).not.toBeChecked()
})
