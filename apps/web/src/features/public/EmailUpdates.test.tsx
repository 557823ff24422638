import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { EmailUpdates } from './EmailUpdates'

test('the updates block asks for an email, then confirms the one typed', async () => {
  const user = userEvent.setup()
  render(<EmailUpdates />)
  await user.click(screen.getByRole('button', { name: 'Get Started' }))
  expect(screen.getByRole('status')).toHaveTextContent('Please enter an email address.')
  await user.type(screen.getByLabelText('Email address'), 'tolu@unilag.edu.ng')
  await user.click(screen.getByRole('button', { name: 'Get Started' }))
  expect(screen.getByRole('status')).toHaveTextContent('Email sent to: tolu@unilag.edu.ng')
})
