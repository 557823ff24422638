import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { GUIDE_LINKS } from '@app/domain'
import { GuideLink, type GuideName } from './GuideLink'

describe('guide links', () => {
  test.each(Object.keys(GUIDE_LINKS) as GuideName[])(
    '%s is a plain link to its guide, in the words the domain gives it',
    (guide) => {
      // No router around it: a router link would not render outside one.
      render(<GuideLink guide={guide} />)
      const { slug, text } = GUIDE_LINKS[guide]
      expect(screen.getByRole('link', { name: text })).toHaveAttribute('href', `/guides/${slug}`)
    },
  )
})
