import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { SocialLinkList } from './SocialLinkList'

test('a long social address is shown whole at 360 px, wrapping instead of cut off with an ellipsis', () => {
  const url = 'https://www.linkedin.com/company/walk-lagos-technologies-limited'
  render(<SocialLinkList socialMedia={{ linkedin: url }} />)
  const link = screen.getByRole('link', { name: url })
  expect(link).toHaveAttribute('href', url)
  expect(link).not.toHaveClass('truncate')
  expect(link).toHaveClass('break-all')
})
