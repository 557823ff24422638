import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { HomeBenefits } from './HomeBenefits'

describe('home benefits', () => {
  test('the career tools promise leads to the guides, with a plain link the server answers', () => {
    render(<HomeBenefits />)
    expect(screen.getByRole('link', { name: 'Read the career guides' })).toHaveAttribute(
      'href',
      '/guides',
    )
  })
})
