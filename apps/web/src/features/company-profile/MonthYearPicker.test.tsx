import { formatMonthYear } from '@app/domain'
import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { MonthYearPicker } from './MonthYearPicker'

function Picker() {
  const [value, setValue] = useState('')
  return (
    <>
      <MonthYearPicker label="Established date" yearsBack={100} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  )
}

describe('MonthYearPicker', () => {
  test('offers the last 100 years and gives YYYY-MM', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    const year = screen.getByLabelText('Established date year')
    const thisYear = new Date().getFullYear()
    expect(year.querySelectorAll('option')).toHaveLength(101)
    expect(year.querySelector('option:last-child')).toHaveValue(String(thisYear - 99))
    await user.selectOptions(screen.getByLabelText('Established date month'), 'March')
    await user.selectOptions(year, '2019')
    expect(screen.getByRole('status')).toHaveTextContent('2019-03')
  })

  test('formats a stored date as month and year', () => {
    expect(formatMonthYear('2019-03-01')).toBe('March 2019')
    expect(formatMonthYear(null)).toBe('')
  })
})
