import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, test } from 'vitest'
import { AUTH_MESSAGES } from '@app/domain'
import { paths } from '../../lib/paths'
import { OnboardingPage } from './OnboardingPage'

function renderOnboarding(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: paths.onboarding.href(), state }]}>
      <Routes>
        <Route path={paths.onboarding.href()} element={<OnboardingPage />} />
        <Route path={paths.intern.signUp.href()} element={<p>Intern sign-up</p>} />
        <Route path={paths.company.signUp.href()} element={<p>Company sign-up</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('onboarding', () => {
  test('Company is chosen first and leads to company sign-up', async () => {
    const user = renderOnboarding()
    expect(screen.getByRole('radio', { name: /Company/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Proceed' }))
    expect(screen.getByText('Company sign-up')).toBeInTheDocument()
  })

  test('choosing Intern leads to intern sign-up', async () => {
    const user = renderOnboarding()
    await user.click(screen.getByRole('radio', { name: /Intern/ }))
    await user.click(screen.getByRole('button', { name: 'Proceed' }))
    expect(screen.getByText('Intern sign-up')).toBeInTheDocument()
  })

  test('an ended session is explained only when the guard sent the user here', () => {
    renderOnboarding({ sessionTimedOut: true })
    expect(screen.getByText('Your session ended. Please sign in again.')).toBeInTheDocument()
  })

  test('an intern whose session ended is offered the intern sign-in, not only the sign-up cards', () => {
    renderOnboarding({ sessionTimedOut: true, accountKind: 'intern' })
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      paths.intern.signIn.href(),
    )
  })

  test('a company whose session ended is offered the company sign-in', () => {
    renderOnboarding({ sessionTimedOut: true, accountKind: 'company' })
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      paths.company.signIn.href(),
    )
  })

  test('a session ended by a suspension says so, with the way to write to us', () => {
    renderOnboarding({ sessionTimedOut: true, accountKind: 'intern', reason: 'suspended' })
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.signedOutSuspended)
    expect(screen.getByRole('link', { name: 'write to us' })).toHaveAttribute(
      'href',
      paths.contact.href(),
    )
  })

  test('a plain visit shows no session notice', () => {
    renderOnboarding()
    expect(screen.queryByText(/session ended/)).not.toBeInTheDocument()
  })
})
