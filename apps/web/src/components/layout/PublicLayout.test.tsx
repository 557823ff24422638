import { act, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { HEADER_SKELETON_MS, SPLASH_MS } from '@app/domain'
import { PublicLayout } from './PublicLayout'

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <p>Home content</p> },
          { path: '/about', element: <p>About content</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
}

beforeEach(() => {
  vi.useFakeTimers()
  sessionStorage.clear()
})
afterEach(() => vi.useRealTimers())

describe('public layout', () => {
  test('the splash covers the home page for three seconds, once per session', () => {
    renderAt('/')
    expect(screen.getByText('Loading Internplace')).toBeInTheDocument()
    expect(screen.queryByText('Home content')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(SPLASH_MS))
    expect(screen.getByText('Home content')).toBeInTheDocument()
  })

  test('a returning visitor in the same session skips the splash', () => {
    sessionStorage.setItem('splashSeen', 'true')
    renderAt('/')
    expect(screen.getByText('Home content')).toBeInTheDocument()
  })

  test('other pages never show the splash, and the header fills in after its skeleton', () => {
    vi.spyOn(performance, 'now').mockReturnValue(0)
    renderAt('/about')
    expect(screen.getByText('About content')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(HEADER_SKELETON_MS))
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'About Us', current: 'page' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  test('the footer links the guides, which the server writes, with a plain link', () => {
    sessionStorage.setItem('splashSeen', 'true')
    renderAt('/about')
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }))
    expect(footer.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides')
  })
})
