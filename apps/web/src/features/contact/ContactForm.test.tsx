import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { enterText } from '../../test/enter-text'
import { ContactForm } from './ContactForm'

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, screen.getByLabelText('First name'), 'Chiamaka')
  await enterText(user, screen.getByLabelText('Last name'), 'Eze')
  await enterText(user, screen.getByLabelText('Email'), 'Chiamaka@Example.com')
  await enterText(user, screen.getByLabelText('Phone number'), '+234 803 555 0101')
  await enterText(user, screen.getByLabelText('Message'), 'How do I verify my company?')
}

const send = () => screen.getByRole('button', { name: /send message|sending/i })

afterEach(() => vi.unstubAllGlobals())

describe('contact form', () => {
  test('an empty form shows each required message under its field', async () => {
    const user = renderForm()
    await user.click(send())
    // The form's schema loads on its first check (decision 051).
    await screen.findByText('First name is required')
    const expected = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      Email: 'Email is required',
      'Phone number': 'Phone number is required',
      Message: 'Message is required',
    }
    for (const [label, message] of Object.entries(expected)) {
      const field = screen.getByLabelText(label)
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(message)
    }
  })

  test('a malformed email and phone are refused', async () => {
    const user = renderForm()
    await user.type(screen.getByLabelText('Email'), 'chiamaka.example.com')
    await user.type(screen.getByLabelText('Phone number'), 'call me')
    await user.click(send())
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address')
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a valid phone number',
    )
  })

  test('a sent message shows the success banner and clears the form', async () => {
    const fetch = vi.fn(async () => json(201, { status: 'success', data: null }))
    vi.stubGlobal('fetch', fetch)
    const user = renderForm()
    await fillValidForm(user)
    await user.click(send())
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument()
    expect(screen.getByLabelText('First name')).toHaveValue('')
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit]
    expect(url.pathname).toBe('/api/v1/contacts')
    expect(init.method).toBe('PUT')
    expect(JSON.parse(init.body as string)).toMatchObject({ email: 'chiamaka@example.com' })
  })

  test('the button says Sending... and is disabled while the message is on its way', async () => {
    let answer: (response: Response) => void = () => {}
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)))
    const user = renderForm()
    await fillValidForm(user)
    await user.click(send())
    await waitFor(() => expect(send()).toHaveTextContent('Sending...'))
    expect(send()).toBeDisabled()
    answer(json(201, { status: 'success', data: null }))
    await waitFor(() => expect(send()).toHaveTextContent('Send Message'))
  })

  test.each([
    [
      json(400, { status: 'error', message: 'Slow down', code: 'CONTACT_ALREADY_SENT' }),
      'Slow down',
    ],
    [new Response('', { status: 400 }), 'You have already filled the contact form, thanks'],
    [new Response('', { status: 502 }), 'An error occurred. Please try again later.'],
  ])('a failure shows the server message or the right fallback (%#)', async (response, text) => {
    vi.stubGlobal('fetch', async () => response)
    const user = renderForm()
    await fillValidForm(user)
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(screen.getByLabelText('First name')).toHaveValue('Chiamaka')
  })

  test('per-field answers from the server appear under their fields', async () => {
    vi.stubGlobal('fetch', async () =>
      json(400, {
        status: 'error',
        message: 'Phone number is not valid',
        code: 'VALIDATION_FAILED',
        errors: { phone: 'Phone number is not valid' },
      }),
    )
    const user = renderForm()
    await fillValidForm(user)
    await user.click(send())
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
        'Phone number is not valid',
      ),
    )
  })
})
