import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { PaysOnTime } from './PaysOnTime'

describe("'Pays stipends on time'", () => {
  test('shows only when the record says true', () => {
    const { rerender, container } = render(<PaysOnTime paysOnTime={true} />)
    expect(screen.getByText('Pays stipends on time')).toBeVisible()
    rerender(<PaysOnTime paysOnTime={false} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<PaysOnTime paysOnTime={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
