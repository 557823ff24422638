import { act, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { expect, test, vi } from 'vitest'
import { DRAFT_DEBOUNCE_MS, useDraftAutosave, useFormDraft } from './useFormDraft'

const KEY = 'roleDraft.company-1'

/** A one-field form kept as a draft, with a Submit that drops it, as the wizards do. */
function DraftedForm({ storageKey = KEY }: { storageKey?: string }) {
  const draft = useFormDraft<{ title: string }>(storageKey)
  const form = useForm({ defaultValues: draft.draft ?? { title: '' } })
  const cancelAutosave = useDraftAutosave(form, draft.save)
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        cancelAutosave()
        draft.clear()
        form.reset({ title: '' })
      })}
    >
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <button type="submit">Submit</button>
    </form>
  )
}

/** Keys typed into the field: the browser fires input events (change waits for the field's blur). */
const type = (text: string) =>
  fireEvent.input(screen.getByLabelText('Title'), { target: { value: text } })

test('what is typed is kept on the device shortly after and comes back after a reload', () => {
  vi.useFakeTimers()
  const first = render(<DraftedForm />)
  type('Data Analyst Intern')
  expect(localStorage.getItem(KEY)).toBeNull()
  act(() => vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS))
  expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ title: 'Data Analyst Intern' })
  first.unmount()

  render(<DraftedForm />)
  expect(screen.getByLabelText('Title')).toHaveValue('Data Analyst Intern')
})

test('leaving within the debounce still keeps the last keys typed', () => {
  vi.useFakeTimers()
  const first = render(<DraftedForm />)
  type('Backend Intern')
  first.unmount()
  render(<DraftedForm />)
  expect(screen.getByLabelText('Title')).toHaveValue('Backend Intern')
})

test('a successful submit drops the draft, and a save still waiting does not bring it back', async () => {
  vi.useFakeTimers()
  const first = render(<DraftedForm />)
  type('Backend Intern')
  // Submitted within the debounce: the waiting save must not write the draft again.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
  })
  act(() => vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS * 2))
  expect(localStorage.getItem(KEY)).toBeNull()
  first.unmount()
  expect(localStorage.getItem(KEY)).toBeNull()
  render(<DraftedForm />)
  expect(screen.getByLabelText('Title')).toHaveValue('')
})

test('each form and each account has its own draft', () => {
  vi.useFakeTimers()
  const first = render(<DraftedForm storageKey="intern.basicInfo.ada" />)
  type('Ada')
  first.unmount()
  render(<DraftedForm storageKey="intern.basicInfo.bola" />)
  expect(screen.getByLabelText('Title')).toHaveValue('')
})
