import { useState } from 'react'
import { act, render, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
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

afterEach(() => onlineManager.setOnline(true))

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

  test('offline, typing goes on but sending waits and says why; back online it can be sent', async () => {
    const onSend = vi.fn()
    const user = userEvent.setup()
    render(<Harness onSend={onSend} />)
    act(() => onlineManager.setOnline(false))
    const box = screen.getByPlaceholderText('Type a message...')
    await user.type(box, 'Are we still meeting?{Enter}')
    expect(box).toHaveValue('Are we still meeting?')
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
    expect(box).toHaveAccessibleDescription(
      'You are offline. This can be sent once you are back online.',
    )

    act(() => onlineManager.setOnline(true))
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled()
    await user.type(box, '{Enter}')
    expect(onSend).toHaveBeenCalledWith('Are we still meeting?')
  })
})
