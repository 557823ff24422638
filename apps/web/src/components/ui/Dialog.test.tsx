import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { Dialog } from './Dialog'

function Page({ canClose = true }: { canClose?: boolean }) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button onClick={() => setIsOpen(true)}>Delete role</button>
      <Dialog
        isOpen={isOpen}
        title="Delete this role?"
        description="Applicants will no longer see it."
        onClose={canClose ? () => setIsOpen(false) : undefined}
      >
        <button onClick={() => setIsOpen(false)}>Cancel</button>
        <button>Confirm</button>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  test('is a labelled modal that takes focus and keeps Tab inside', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Delete role' }))

    const dialog = screen.getByRole('dialog', { name: 'Delete this role?' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('Applicants will no longer see it.')
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus()
  })

  test('Escape closes it and focus returns to the button that opened it', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Delete role' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete role' })).toHaveFocus()
  })

  test('a dialog without onClose stays open on Escape', async () => {
    const user = userEvent.setup()
    render(<Page canClose={false} />)
    await user.click(screen.getByRole('button', { name: 'Delete role' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
