import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { Tabs } from './Tabs'

const TABS = [
  { id: 'details', label: 'Company Details', panel: <p>About the company</p> },
  { id: 'media', label: 'Media', panel: <p>Pictures</p> },
  { id: 'roles', label: 'Roles', panel: <p>Open roles</p> },
]

describe('Tabs', () => {
  test('one tab stop; the selected tab labels its panel', () => {
    render(<Tabs label="Company profile" tabs={TABS} />)
    expect(screen.getByRole('tablist', { name: 'Company profile' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Company Details' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('tabpanel', { name: 'Company Details' })).toHaveTextContent(
      'About the company',
    )
  })

  test('arrow keys wrap around, Home and End jump, and each move selects', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Company profile" tabs={TABS} />)
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Company Details' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Roles' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Open roles')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Company Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Roles' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Company Details' })).toHaveFocus()
  })

  test('a click selects a tab', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Company profile" tabs={TABS} />)
    await user.click(screen.getByRole('tab', { name: 'Media' }))
    expect(screen.getByRole('tabpanel', { name: 'Media' })).toHaveTextContent('Pictures')
  })
})
