import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { INTERVIEW_MESSAGES } from '@app/domain'
import { enterText } from '../../test/enter-text'
import { InterviewSlotForm } from './InterviewSlotForm'

const renderForm = (onSubmit = vi.fn(async () => undefined)) => {
  render(<InterviewSlotForm submitLabel="Send times" onSubmit={onSubmit} onCancel={() => {}} />)
  return onSubmit
}

/** A value picked in a date, time or number field: the browser fires input, then change. */
const setField = (label: string, value: string) => {
  const field = screen.getByLabelText(label)
  fireEvent.input(field, { target: { value } })
  fireEvent.change(field)
}

describe('the interview slot form', () => {
  test('sends each Lagos wall time as the same instant in UTC, with the link', async () => {
    const user = userEvent.setup()
    const onSubmit = renderForm()
    setField('Date 1', '2030-12-03')
    setField('Time 1 (WAT)', '10:00')
    setField('Minutes 1', '45')
    await user.click(screen.getByRole('button', { name: 'Add another time' }))
    setField('Date 2', '2030-12-04')
    setField('Time 2 (WAT)', '14:30')
    await enterText(user, screen.getByLabelText('Video link'), 'https://meet.example.com/abc')
    await user.click(screen.getByRole('button', { name: 'Send times' }))
    expect(onSubmit).toHaveBeenCalledWith({
      slots: [
        { startsAt: '2030-12-03T09:00:00.000Z', durationMinutes: 45 },
        // The new row starts from the one above it.
        { startsAt: '2030-12-04T13:30:00.000Z', durationMinutes: 45 },
      ],
      mode: 'video',
      link: 'https://meet.example.com/abc',
    })
  })

  test('says what is wrong and sends nothing: a past time, a plain http link', async () => {
    const user = userEvent.setup()
    const onSubmit = renderForm()
    setField('Date 1', '2020-01-01')
    await enterText(user, screen.getByLabelText('Video link'), 'http://meet.example.com/abc')
    await user.click(screen.getByRole('button', { name: 'Send times' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText(INTERVIEW_MESSAGES.slotPast)).toBeInTheDocument()
    expect(screen.getByText(INTERVIEW_MESSAGES.link)).toBeInTheDocument()
    expect(screen.getByLabelText('Video link')).toHaveAttribute('aria-invalid', 'true')
  })

  test('takes at most five times, and at least one', async () => {
    const user = userEvent.setup()
    renderForm()
    expect(screen.getByRole('button', { name: 'Remove time 1' })).toBeDisabled()
    for (let i = 0; i < 4; i++) {
      await user.click(screen.getByRole('button', { name: 'Add another time' }))
    }
    expect(screen.getAllByRole('group', { name: /^Time \d$/ })).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'Add another time' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove time 3' }))
    expect(screen.getAllByRole('group', { name: /^Time \d$/ })).toHaveLength(4)
  })

  test('in person asks for the address instead of a link; phone for neither', async () => {
    const user = userEvent.setup()
    const onSubmit = renderForm()
    setField('Date 1', '2030-12-03')
    await user.click(screen.getByRole('radio', { name: 'In person' }))
    expect(screen.queryByLabelText('Video link')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send times' }))
    expect(screen.getByText(INTERVIEW_MESSAGES.location)).toBeInTheDocument()
    await enterText(user, screen.getByLabelText('Address'), '12 Herbert Macaulay Way, Yaba')
    await user.click(screen.getByRole('button', { name: 'Send times' }))
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ mode: 'in_person', location: '12 Herbert Macaulay Way, Yaba' }),
    )
    await user.click(screen.getByRole('radio', { name: 'Phone call' }))
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument()
    const group = screen.getByRole('group', { name: 'Time 1' })
    expect(within(group).getByLabelText('Time 1 (WAT)')).toBeInTheDocument()
  })
})
