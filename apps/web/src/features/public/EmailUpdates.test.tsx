import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { ALERT_MESSAGES } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { EmailUpdates } from './EmailUpdates'

function renderBox() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <EmailUpdates />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

afterEach(() => vi.unstubAllGlobals())

test('the email box subscribes the address and says a confirmation link was mailed', async () => {
  const api = stubApi({ 'POST /subscriptions': { status: 201, ...ok(null) } })
  const user = renderBox()
  await user.click(screen.getByRole('button', { name: 'Get Started' }))
  expect(screen.getByRole('status')).toHaveTextContent('Please enter an email address.')
  expect(api.calls).toEqual([])
  await user.type(screen.getByLabelText('Email address'), 'Tolu@Unilag.edu.ng')
  await user.click(screen.getByRole('button', { name: 'Get Started' }))
  expect(await screen.findByText(new RegExp(ALERT_MESSAGES.subscribed))).toHaveTextContent(
    'We sent it to tolu@unilag.edu.ng.',
  )
  expect(api.callsTo('POST', '/subscriptions')[0]?.body).toEqual({ email: 'tolu@unilag.edu.ng' })
})

test('the email box shows a bad address and the server’s refusal', async () => {
  stubApi({ 'POST /subscriptions': fail(429, 'Many subscriptions have been requested.') })
  const user = renderBox()
  await user.type(screen.getByLabelText('Email address'), 'not-an-email')
  await user.click(screen.getByRole('button', { name: 'Get Started' }))
  // The address's check is loaded on the first submit (decision 032).
  await vi.waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Invalid email address'),
  )
  await user.clear(screen.getByLabelText('Email address'))
  await user.type(screen.getByLabelText('Email address'), 'tolu@unilag.edu.ng')
  await user.click(screen.getByRole('button', { name: 'Get Started' }))
  expect(await screen.findByText('Many subscriptions have been requested.')).toBeInTheDocument()
})
