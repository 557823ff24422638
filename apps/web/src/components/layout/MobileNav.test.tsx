import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { MobileNav } from './MobileNav'

function renderMenu() {
  render(
    <MemoryRouter>
      <MobileNav />
    </MemoryRouter>,
  )
  return screen.getByRole('button', { name: 'Open menu' })
}

async function openMenu() {
  const user = userEvent.setup()
  const toggle = renderMenu()
  await user.click(toggle)
  return { user, toggle }
}

const menu = () => screen.getByRole('dialog', { name: 'Menu', hidden: true })

describe('mobile menu', () => {
  test('opening it moves focus inside, locks page scroll and says it is expanded', async () => {
    const { toggle } = await openMenu()
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute('aria-controls', menu().id)
    expect(menu()).toHaveAttribute('data-state', 'open')
    expect(menu()).toContainElement(document.activeElement as HTMLElement)
    expect(document.body.style.overflow).toBe('hidden')
  })

  test('Escape closes it, unlocks scroll and returns focus to the hamburger', async () => {
    const { user, toggle } = await openMenu()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(menu()).toHaveAttribute('data-state', 'closed')
    expect(document.body.style.overflow).toBe('')
    expect(toggle).toHaveFocus()
  })

  test('a click on the overlay closes it', async () => {
    const { user, toggle } = await openMenu()
    await user.click(screen.getByTestId('menu-overlay'))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.body.style.overflow).toBe('')
  })

  test('a click outside the menu closes it', async () => {
    const { user, toggle } = await openMenu()
    await user.click(document.body)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('following a link closes it', async () => {
    const { user, toggle } = await openMenu()
    await user.click(screen.getByRole('link', { name: 'About Us' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.body.style.overflow).toBe('')
  })

  test('Tab stays inside the open menu', async () => {
    const { user } = await openMenu()
    for (let i = 0; i < 8; i++) await user.tab()
    expect(menu()).toContainElement(document.activeElement as HTMLElement)
  })
})
