import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { todayInLagos } from '@app/domain'
import { DeadlineLabel, ResponseTime } from './RoleTimes'

const inDays = (days: number) => todayInLagos(new Date(Date.now() + days * 86_400_000))

describe('a role’s times', () => {
  test('the deadline says how soon it closes, and that a past one is closed', () => {
    const { rerender, container } = render(<DeadlineLabel deadline={inDays(3)} />)
    expect(screen.getByText(/^Closes \d+ \w{3} · in 3 days$/)).toHaveClass('text-amber-800')
    rerender(<DeadlineLabel deadline={inDays(0)} />)
    expect(screen.getByText('Closes today')).toBeInTheDocument()
    rerender(<DeadlineLabel deadline={inDays(-2)} />)
    expect(screen.getByText('Closed')).toHaveClass('text-red-700')
    rerender(<DeadlineLabel deadline={null} />)
    expect(container).toBeEmptyDOMElement()
  })

  test('the response time shows only when the company has a figure', () => {
    const { rerender, container } = render(<ResponseTime days={4} />)
    expect(screen.getByText('Usually responds within 4 days')).toBeInTheDocument()
    rerender(<ResponseTime days={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
