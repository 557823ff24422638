import { act, render, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, expect, test } from 'vitest'
import { OfflineBanner } from './OfflineBanner'

afterEach(() => onlineManager.setOnline(true))

test('says so while the device is offline, that pages show what was seen last, and goes away on reconnecting', () => {
  render(<OfflineBanner />)
  const status = screen.getByRole('status')
  expect(status).toBeEmptyDOMElement()

  act(() => onlineManager.setOnline(false))
  expect(status).toHaveTextContent('You are offline — showing what you saw last.')
  expect(status).toHaveTextContent(
    'Sending and saving are off until you are back online; what you type is kept on this device.',
  )
  // Pages keep room for it at the bottom.
  expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toMatch(/px$/)

  act(() => onlineManager.setOnline(true))
  expect(status).toBeEmptyDOMElement()
  expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toBe('')
})
