import { act, render, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, expect, test } from 'vitest'
import { Button } from './Button'

afterEach(() => onlineManager.setOnline(true))

test('offline, a form’s submit button is held back; other buttons (Save as draft) still work', () => {
  render(
    <form>
      <Button variant="secondary">Save as draft</Button>
      <Button type="submit">Submit</Button>
      <Button type="submit" disabled>
        Publish
      </Button>
    </form>,
  )
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled()

  act(() => onlineManager.setOnline(false))
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Save as draft' })).toBeEnabled()

  act(() => onlineManager.setOnline(true))
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled()
  // Disabled for its own reasons, it stays disabled online.
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled()
})
