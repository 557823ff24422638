import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { OtpInput } from './OtpInput'

function CodeBoxes() {
  const [digits, setDigits] = useState(['', '', '', ''])
  return <OtpInput value={digits} onChange={setDigits} />
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`)
const values = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)

describe('OtpInput', () => {
  test('each box is labelled, numeric, and only the first offers one-time-code autofill', () => {
    render(<CodeBoxes />)
    expect(box(1)).toHaveAttribute('inputmode', 'numeric')
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code')
    expect(box(2)).not.toHaveAttribute('autocomplete', 'one-time-code')
  })

  test('typing keeps digits only and moves to the next box after each one', async () => {
    const user = userEvent.setup()
    render(<CodeBoxes />)
    await user.click(box(1))
    await user.keyboard('1a2-b3')
    expect(values()).toEqual(['1', '2', '3', ''])
    expect(box(4)).toHaveFocus()
  })

  test('typing over filled boxes replaces their digits, even with the same digit', async () => {
    const user = userEvent.setup()
    render(<CodeBoxes />)
    await user.click(box(1))
    await user.keyboard('12')
    await user.click(box(1))
    await user.keyboard('1357')
    expect(values()).toEqual(['1', '3', '5', '7'])
  })

  test('Backspace on an empty box clears the one before it and moves there', async () => {
    const user = userEvent.setup()
    render(<CodeBoxes />)
    await user.click(box(1))
    await user.keyboard('12')
    expect(box(3)).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(values()).toEqual(['1', '', '', ''])
    expect(box(2)).toHaveFocus()
  })

  test('arrow keys move between the boxes', async () => {
    const user = userEvent.setup()
    render(<CodeBoxes />)
    await user.click(box(2))
    await user.keyboard('{ArrowLeft}')
    expect(box(1)).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(box(3)).toHaveFocus()
  })

  test('pasting fills the boxes with the first four digits of whatever was pasted', async () => {
    const user = userEvent.setup()
    render(<CodeBoxes />)
    await user.click(box(3))
    await user.paste('a1b2c3d4e')
    expect(values()).toEqual(['1', '2', '3', '4'])
  })
})
