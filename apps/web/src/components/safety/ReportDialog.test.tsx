import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { REPORT_MESSAGES } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { ReportButton } from './ReportButton'

const ROLE_ID = '00000000-0000-4000-8000-0000000000a1'

const renderButton = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: <ReportButton target={{ type: 'role', id: ROLE_ID, name: 'this role' }} />,
      },
    ],
    '/',
  )

afterEach(() => vi.unstubAllGlobals())

// The dialog's code loads on the first press (ReportButton), so it is waited for once.
describe('reporting to the team', () => {
  test('asks what is wrong before sending anything', async () => {
    const api = stubApi({})
    renderButton()
    await userEvent.click(screen.getByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this role' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose what is wrong.')
    expect(api.calls).toHaveLength(0)
  })

  test('sends the reason and details, thanks the user and closes', async () => {
    const api = stubApi({
      'POST /reports': ok({ id: '00000000-0000-4000-8000-0000000000b1', status: 'open' }),
    })
    renderButton()
    await userEvent.click(screen.getByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this role' })
    await userEvent.click(within(dialog).getByRole('radio', { name: /Asks for money/ }))
    await userEvent.type(
      within(dialog).getByLabelText('Details (optional)'),
      'They asked for a N5,000 form fee',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(REPORT_MESSAGES.sent)).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/reports')[0]?.body).toEqual({
      targetType: 'role',
      targetId: ROLE_ID,
      reason: 'fees',
      details: 'They asked for a N5,000 form fee',
    })
  })

  test('a second report of the same thing shows the server’s answer and stays open', async () => {
    stubApi({
      'POST /reports': fail(409, REPORT_MESSAGES.alreadyReported, { code: 'ALREADY_REPORTED' }),
    })
    renderButton()
    await userEvent.click(screen.getByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this role' })
    await userEvent.click(within(dialog).getByRole('radio', { name: /Fake or misleading/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      REPORT_MESSAGES.alreadyReported,
    )
  })
})
