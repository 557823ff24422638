import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { keepTypedInput } from './typed-input'

/** The server's sign-up form as it wrote it, typed into before the app arrived. */
function serverPage() {
  document.body.innerHTML = `<div id="root"><div data-server-page><form>
    <input type="hidden" name="_csrf" value="token" />
    <input name="email" type="email" value="" />
    <input name="acceptPolicies" type="checkbox" />
    <textarea name="message"></textarea>
  </form></div></div>`
  const root = document.getElementById('root')!
  const email = root.querySelector<HTMLInputElement>('[name=email]')!
  email.value = 'ada.okafor@example.com'
  root.querySelector<HTMLInputElement>('[name=acceptPolicies]')!.checked = true
  email.focus()
  return root
}

/** The app's form: state through onChange, as its pages keep it. */
function AppForm() {
  const [email, setEmail] = useState('')
  const [accepted, setAccepted] = useState(false)
  const [message, setMessage] = useState('')
  return (
    <form>
      <input
        aria-label="Email"
        name="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input
        aria-label="Accept"
        name="acceptPolicies"
        type="checkbox"
        checked={accepted}
        onChange={(e) => setAccepted(e.target.checked)}
      />
      <textarea
        aria-label="Message"
        name="message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <p>{`typed: ${email} / ${accepted ? 'accepted' : 'not accepted'} / ${message || 'no message'}`}</p>
    </form>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('what was typed before the app took the page over', () => {
  test('reaches the app’s fields of the same names, through its own handlers, with the focus', async () => {
    const root = serverPage()
    const restore = keepTypedInput(root)
    const app = render(<AppForm />, { container: root })
    restore()
    await waitFor(() =>
      expect(
        screen.getByText('typed: ada.okafor@example.com / accepted / no message'),
      ).toBeVisible(),
    )
    expect(screen.getByLabelText('Email')).toHaveFocus()
    app.unmount()
  })

  test('never overwrites what the app already shows, and does nothing without a server page', async () => {
    const root = serverPage()
    const restore = keepTypedInput(root)
    root.innerHTML = '<input name="email" value="kept@example.com" />'
    restore()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(root.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('kept@example.com')

    document.body.innerHTML = '<div id="root"><input name="email" /></div>'
    expect(() => keepTypedInput(document.getElementById('root')!)()).not.toThrow()
  })
})
