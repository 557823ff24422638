import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { PlacesLeft } from './PlacesLeft'

describe('a capped role’s places', () => {
  test('says how many places are left once fewer than 20 remain, one place in the singular', () => {
    const { rerender, container } = render(<PlacesLeft placesLeft={12} />)
    expect(screen.getByText('12 places left in the queue')).toHaveClass('text-amber-800')
    rerender(<PlacesLeft placesLeft={1} />)
    expect(screen.getByText('1 place left in the queue')).toBeInTheDocument()
    for (const placesLeft of [20, 500, null, 0]) {
      rerender(<PlacesLeft placesLeft={placesLeft} />)
      expect(container).toBeEmptyDOMElement()
    }
  })
})
