import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CHANNEL_MESSAGES, type AccountChannels } from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { CompanySettingsPage, InternSettingsPage } from './AccountSettingsPage'

const NUMBER = '+2348031234567'
const channelsWith = (overrides: Partial<AccountChannels> = {}): AccountChannels => ({
  phone: null,
  phoneVerified: false,
  pendingPhone: null,
  sms: true,
  whatsapp: false,
  jobAlerts: false,
  ussdCode: null,
  ...overrides,
})
const VERIFIED = { phone: NUMBER, phoneVerified: true }

/** The intern's phone page over a server whose channels change as the calls change them. */
function renderPhone(initial: AccountChannels, routes: Parameters<typeof stubApi>[0] = {}) {
  signInIntern()
  const server = { channels: initial }
  const api = stubApi({ 'GET /account/channels': () => ok(server.channels), ...routes })
  renderRoutes(
    [{ path: '/intern/settings/:section?', element: <InternSettingsPage /> }],
    '/intern/settings/phone',
  )
  return { api, server }
}

const switchNamed = (name: string) => screen.getByRole('switch', { name: new RegExp(name) })

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('adding a number', () => {
  test('a Nigerian number as people write it is sent in E.164, then the code is asked for', async () => {
    const { api, server } = renderPhone(channelsWith(), {
      'POST /account/phone': () => {
        server.channels = channelsWith({ pendingPhone: NUMBER })
        return ok({ pendingPhone: NUMBER })
      },
    })
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Mobile number' })
    expect(field).toHaveAttribute('type', 'tel')
    expect(field).toHaveAttribute('inputmode', 'numeric')
    expect(field).toHaveAttribute('autocomplete', 'tel')
    await user.type(field, '0803 123 4567')
    await user.click(screen.getByRole('button', { name: 'Send code' }))

    const code = await screen.findByRole('textbox', { name: 'Code from the SMS' })
    expect(api.callsTo('POST', '/account/phone')[0]!.body).toEqual({ phone: NUMBER })
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByText('+234 803 123 4567')).toBeVisible()
    expect(screen.getAllByText(CHANNEL_MESSAGES.phoneCodeSent, { exact: false })).not.toHaveLength(
      0,
    )
    // The resend gap is counted down, as on the sign-in code's page.
    expect(screen.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled()
  })

  test('a number that is not a Nigerian mobile is refused at the field, and nothing is sent', async () => {
    const { api } = renderPhone(channelsWith())
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Mobile number' })
    await user.type(field, '01 234 5678')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(CHANNEL_MESSAGES.phoneInvalid),
    )
    await user.clear(field)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(CHANNEL_MESSAGES.phoneRequired),
    )
    expect(api.callsTo('POST', '/account/phone')).toHaveLength(0)
  })

  test('the server’s refusal of the number is shown at the field', async () => {
    const wait = 'Wait 25 seconds before asking for another code.'
    renderPhone(channelsWith(), { 'POST /account/phone': fail(429, wait) })
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Mobile number' })
    await user.type(field, '08031234567')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(wait)))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('textbox', { name: 'Code from the SMS' })).not.toBeInTheDocument()
  })

  test('a number verified on another account is refused at the field', async () => {
    renderPhone(channelsWith(), {
      'POST /account/phone': fail(409, CHANNEL_MESSAGES.phoneTaken, {
        code: 'PHONE_TAKEN',
        errors: { phone: CHANNEL_MESSAGES.phoneTaken },
      }),
    })
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Mobile number' })
    await user.type(field, '+234 803 123 4567')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription(expect.stringContaining(CHANNEL_MESSAGES.phoneTaken))
  })

  test('a field error from the server’s validation is shown at the field', async () => {
    renderPhone(channelsWith(), {
      'POST /account/phone': fail(400, 'Check the highlighted fields', {
        errors: { phone: CHANNEL_MESSAGES.phoneInvalid },
      }),
    })
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Mobile number' })
    await user.type(field, '08031234567')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANNEL_MESSAGES.phoneInvalid)
    expect(screen.queryByText('Check the highlighted fields')).not.toBeInTheDocument()
  })
})

describe('verifying the number', () => {
  test('a short code is refused before sending; a wrong one shows the server’s words; the right one verifies', async () => {
    let tries = 0
    const { api, server } = renderPhone(channelsWith({ pendingPhone: NUMBER }), {
      'POST /account/phone/verify': () => {
        tries += 1
        if (tries === 1) {
          return fail(400, 'You have entered the wrong code. 2 tries left.', {
            code: 'WRONG_CODE',
          })
        }
        server.channels = channelsWith(VERIFIED)
        return ok({ phone: NUMBER, verified: true })
      },
    })
    const user = userEvent.setup()
    const code = await screen.findByRole('textbox', { name: 'Code from the SMS' })
    await user.type(code, '12345')
    await user.click(screen.getByRole('button', { name: 'Verify number' }))
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining(CHANNEL_MESSAGES.phoneCodeIncomplete),
    )
    expect(api.callsTo('POST', '/account/phone/verify')).toHaveLength(0)

    await user.type(code, '6')
    await user.click(screen.getByRole('button', { name: 'Verify number' }))
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('You have entered the wrong code. 2 tries left.'),
      ),
    )
    expect(code).toHaveValue('')

    await user.click(code)
    await user.paste('654 321')
    expect(code).toHaveValue('654321')
    await user.click(screen.getByRole('button', { name: 'Verify number' }))
    expect(await screen.findByText(CHANNEL_MESSAGES.phoneVerified)).toBeInTheDocument()
    expect(api.callsTo('POST', '/account/phone/verify')[1]!.body).toEqual({ code: '654321' })
    expect(screen.getByText('Verified')).toBeVisible()
    expect(screen.getByText('+234 803 123 4567')).toBeVisible()
    expect(switchNamed('Use WhatsApp instead of SMS')).toBeEnabled()
  })

  test('a code sent on an earlier visit can be sent again at once; then the gap is counted down', async () => {
    const { api } = renderPhone(channelsWith({ pendingPhone: NUMBER }), {
      'POST /account/phone': ok({ pendingPhone: NUMBER }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled()
    expect(api.callsTo('POST', '/account/phone')[0]!.body).toEqual({ phone: NUMBER })
  })
})

describe('the phone switches', () => {
  test('are off with the reason until the number is verified, and nothing can be sent', async () => {
    const { api } = renderPhone(channelsWith())
    await screen.findByRole('textbox', { name: 'Mobile number' })
    for (const name of [
      'Important notices by SMS',
      'Use WhatsApp instead of SMS',
      'Job alerts on my phone',
    ]) {
      expect(switchNamed(name)).toBeDisabled()
      expect(switchNamed(name)).toHaveAccessibleDescription(CHANNEL_MESSAGES.needsVerifiedPhone)
    }
    expect(api.callsTo('PATCH', '/account/channels')).toHaveLength(0)
  })

  test('once verified, each switch is saved as it is turned', async () => {
    const { api } = renderPhone(channelsWith(VERIFIED), {
      'PATCH /account/channels': (request) =>
        ok({ ...channelsWith(VERIFIED), ...(request.body as object) }),
    })
    const user = userEvent.setup()
    await screen.findByText('+234 803 123 4567')
    expect(switchNamed('Important notices by SMS')).toBeChecked()
    expect(switchNamed('Use WhatsApp instead of SMS')).not.toBeChecked()
    await user.click(switchNamed('Use WhatsApp instead of SMS'))
    expect(await screen.findByText(CHANNEL_MESSAGES.channelsSaved)).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/account/channels')[0]!.body).toEqual({ whatsapp: true })
    expect(switchNamed('Use WhatsApp instead of SMS')).toBeChecked()
  })

  test('a refused change is said, and the switch shows what is saved', async () => {
    renderPhone(channelsWith(VERIFIED), {
      'PATCH /account/channels': fail(400, CHANNEL_MESSAGES.needsVerifiedPhone),
    })
    const user = userEvent.setup()
    await screen.findByText('+234 803 123 4567')
    await user.click(switchNamed('Job alerts on my phone'))
    expect(await screen.findByText(CHANNEL_MESSAGES.needsVerifiedPhone)).toBeInTheDocument()
    expect(switchNamed('Job alerts on my phone')).not.toBeChecked()
  })
})

test('removing the number asks first, then the page offers to add one', async () => {
  const { api, server } = renderPhone(channelsWith(VERIFIED), {
    'DELETE /account/phone': () => {
      server.channels = channelsWith()
      return ok({ phone: null })
    },
  })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Remove number' }))
  const dialog = screen.getByRole('alertdialog', { name: 'Remove your number?' })
  expect(dialog).toHaveTextContent('+234 803 123 4567')
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(api.callsTo('DELETE', '/account/phone')).toHaveLength(0)

  await user.click(screen.getByRole('button', { name: 'Remove number' }))
  await user.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove number' }),
  )
  expect(await screen.findByText(CHANNEL_MESSAGES.phoneRemoved)).toBeInTheDocument()
  expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeVisible()
  expect(api.callsTo('DELETE', '/account/phone')).toHaveLength(1)
  expect(switchNamed('Important notices by SMS')).toBeDisabled()
})

test('the page says how to answer from the phone, and the USSD code when there is one', async () => {
  renderPhone(channelsWith({ ...VERIFIED, ussdCode: '*384*1234#' }))
  expect(await screen.findByText('*384*1234#')).toBeVisible()
  const how = screen.getByRole('group', { name: 'What comes to your phone' })
  expect(how).toHaveTextContent('Important notices come at any time: interview times')
  expect(how).toHaveTextContent('never come by SMS between 20:00 and 08:00 Lagos time')
  for (const word of ['STOP', 'YES or NO', '1, 2, 3…'])
    expect(within(how).getByText(word)).toBeVisible()
})

test('a failed load says so, and trying again loads the page', async () => {
  signInIntern()
  let isDown = true
  stubApi({
    'GET /account/channels': () =>
      isDown
        ? fail(503, 'Try again in a minute.', { code: 'SERVICE_UNAVAILABLE' })
        : ok(channelsWith()),
  })
  const user = userEvent.setup()
  renderRoutes(
    [{ path: '/intern/settings/:section?', element: <InternSettingsPage /> }],
    '/intern/settings/phone',
  )
  expect(screen.getByText('Loading your phone settings…')).toBeInTheDocument()
  expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute.')
  isDown = false
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeVisible()
})

test('a company reaches the page from its settings menu; it has no job alerts to send', async () => {
  signInCompany()
  stubApi({ 'GET /account/channels': ok(channelsWith()) })
  const user = userEvent.setup()
  renderRoutes(
    [{ path: '/company/settings/:section?', element: <CompanySettingsPage /> }],
    '/company/settings',
  )
  const menu = screen.getByRole('navigation', { name: 'Settings' })
  await user.click(within(menu).getByRole('link', { name: /Phone and messages/ }))
  expect(await screen.findByRole('heading', { name: 'Phone and messages' })).toBeVisible()
  expect(switchNamed('Important notices by SMS')).toBeDisabled()
  expect(screen.queryByRole('switch', { name: /Job alerts/ })).not.toBeInTheDocument()
  expect(screen.queryByText('YES or NO')).not.toBeInTheDocument()
})
