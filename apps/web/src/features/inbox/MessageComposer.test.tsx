import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { MessageComposer } from './MessageComposer'

function Harness({
  onSend,
  canSend = true,
}: {
  onSend: (text: string) => void
  canSend?: boolean
}) {
  const [value, setValue] = useState('')
  return (
    <MessageComposer
      value={value}
      onChange={setValue}
      onSend={() => onSend(value)}
      isSending={false}
      canSend={canSend}
    />
  )
}

describe('MessageComposer', () => {
  test('Enter sends; Shift+Enter adds a new line', async () => {
    const onSend = vi.fn()
    const user = userEvent.setup()
    render(<Harness onSend={onSend} />)
    const box = screen.getByPlaceholderText('Type a message...')
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there')
    expect(box).toHaveValue('Hello\nthere')
    expect(onSend).not.toHaveBeenCalled()
    await user.type(box, '{Enter}')
    expect(onSend).toHaveBeenCalledWith('Hello\nthere')
  })

  test('the send button is disabled while the text is blank', async () => {
    const onSend = vi.fn()
    const user = userEvent.setup()
    render(<Harness onSend={onSend} />)
    const send = screen.getByRole('button', { name: 'Send message' })
    expect(send).toBeDisabled()
    await user.type(screen.getByPlaceholderText('Type a message...'), '   {Enter}')
    expect(send).toBeDisabled()
    expect(onSend).not.toHaveBeenCalled()
    await user.type(screen.getByPlaceholderText('Type a message...'), 'Hi')
    expect(send).toBeEnabled()
  })

  test('without an application id nothing can be sent', async () => {
    const user = userEvent.setup()
    render(<Harness onSend={vi.fn()} canSend={false} />)
    await user.type(screen.getByPlaceholderText('Type a message...'), 'Hi')
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
  })
})
