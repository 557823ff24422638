import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CompanyMark, companyInitials } from './CompanyMark'

describe('a company without a logo shows one set of initials everywhere', () => {
  it.each([
    ['Paystack', 'PAY'],
    ['PayStride', 'PAY'],
    ['Acme Tech Ltd', 'ACM'],
    ['Kobo Ledger Technologies Nigeria', 'KOB'],
    ['Kobo-Ledger', 'KOB'],
    ['  O’Brien & Sons ', 'OBR'],
    ['', 'CO'],
    [null, 'CO'],
  ])('%s reads %s', (name, initials) => {
    expect(companyInitials(name)).toBe(initials)
  })

  it('a role card shows the initials the profile header shows', () => {
    render(<CompanyMark company={{ companyName: 'Acme Tech Ltd', logoUrl: null }} />)
    expect(screen.getByText('ACM')).toBeInTheDocument()
  })
})
