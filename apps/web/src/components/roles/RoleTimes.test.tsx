import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { todayInLagos } from '@app/domain'
import { DeadlineLabel, ResponseTime } from './RoleTimes'

const inDays = (days: number) => todayInLagos(new Date(Date.now() + days * 86_400_000))

describe('a role’s times', () => {
  test('the deadline says how soon it closes, and that a past one has passed', () => {
    const { rerender, container } = render(<DeadlineLabel deadline={inDays(3)} />)
    expect(screen.getByText(/^Closes \d+ \w{3} · in 3 days$/)).toHaveClass('text-amber-800')
    rerender(<DeadlineLabel deadline={inDays(0)} />)
    expect(screen.getByText('Closes today')).toBeInTheDocument()
    rerender(<DeadlineLabel deadline={inDays(-2)} />)
    expect(screen.getByText('Deadline passed')).toHaveClass('text-red-700')
    rerender(<DeadlineLabel deadline={null} />)
    expect(container).toBeEmptyDOMElement()
  })

  test('a role closed early or removed never counts down to its deadline (issue 26)', () => {
    const { rerender } = render(<DeadlineLabel deadline={inDays(3)} state="closed_early" />)
    expect(screen.getByText('Closed early')).toHaveClass('text-red-700')
    expect(screen.queryByText(/in 3 days/)).not.toBeInTheDocument()
    rerender(<DeadlineLabel deadline={null} state="removed" />)
    expect(screen.getByText('Removed by Internplace')).toBeInTheDocument()
    rerender(<DeadlineLabel deadline={inDays(3)} state="held" />)
    expect(screen.getByText(/in 3 days/)).toBeInTheDocument()
  })

  test('the response time shows only when the company has a figure', () => {
    const { rerender, container } = render(<ResponseTime days={4} />)
    expect(screen.getByText('Usually responds within 4 days')).toBeInTheDocument()
    rerender(<ResponseTime days={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
