import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { CompanyVerificationStatus } from './CompanyVerificationStatus'

const status = (
  overrides: Partial<Parameters<typeof CompanyVerificationStatus>[0]['company']>,
) => ({
  rolesArePublic: false,
  verificationStatus: 'pending' as const,
  verificationSubmittedAt: '2026-11-20T09:00:00.000Z',
  verificationNote: null,
  ...overrides,
})

const show = (company: ReturnType<typeof status>) =>
  render(
    <MemoryRouter>
      <CompanyVerificationStatus company={company} />
    </MemoryRouter>,
  )

describe("a company's verification status", () => {
  test('while waiting, says why its roles are not public and how long the check takes', () => {
    show(status({}))
    expect(
      screen.getByRole('heading', { name: 'Your roles go public once your company is verified' }),
    ).toBeVisible()
    expect(screen.getByText(/sent on 20 November 2026/)).toHaveTextContent(
      'We usually finish within 2 working days.',
    )
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  test('after a rejection, gives the reason and the way to upload again', () => {
    show(status({ verificationStatus: 'rejected', verificationNote: 'The document is blurred' }))
    expect(screen.getByRole('heading', { name: 'We could not verify your company' })).toBeVisible()
    expect(screen.getByText(/Our reason: The document is blurred\./)).toBeVisible()
    // The wizard's CAC step uploads the document; /company/profile has no upload (issue 26).
    expect(screen.getByRole('link', { name: 'Upload CAC document' })).toHaveAttribute(
      'href',
      '/profile/company?step=verification-document',
    )
  })

  test('wraps a long unbroken reason instead of widening the page (issue 26)', () => {
    const reason = 'x'.repeat(600)
    show(status({ verificationStatus: 'rejected', verificationNote: reason }))
    const text = screen.getByText(new RegExp(`Our reason: ${reason}`))
    expect(text).toHaveClass('wrap-anywhere')
    expect(text.parentElement).toHaveClass('min-w-0')
  })

  test('says nothing once the roles are public', () => {
    const { container } = show(status({ rolesArePublic: true, verificationStatus: 'verified' }))
    expect(container).toBeEmptyDOMElement()
  })
})
