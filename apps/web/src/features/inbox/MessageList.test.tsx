import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Message } from '@app/domain'
import { MessageList } from './MessageList'

const aMessage = (n: number): Message => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  sender: n % 2 ? 'user' : 'company',
  message: `Message ${n}`,
  type: 'text',
  createdAt: new Date(2026, 10, 3, 9, n).toISOString(),
  application: { id: '00000000-0000-4000-8000-00000000a001' },
  safetySignals: [],
})

/** jsdom lays nothing out, so the log's scroll size is set by hand. */
function sized(log: HTMLElement, scrollHeight: number, clientHeight = 300) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: scrollHeight })
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: clientHeight })
}

const list = (messages: Message[], follows: boolean, onFollowChange = vi.fn()) => (
  <MessageList
    messages={messages}
    ownSender="company"
    emptyNote="Messages sent here will be visible to the applicant."
    followsNewMessages={follows}
    onFollowChange={onFollowChange}
  />
)

describe('MessageList scrolling', () => {
  it('brings a new message into view while the reader follows the conversation', () => {
    const { rerender } = render(list([aMessage(1)], true))
    const log = screen.getByRole('log', { name: 'Messages' })
    sized(log, 900)
    rerender(list([aMessage(1), aMessage(2)], true))
    expect(log.scrollTop).toBe(900)
  })

  it('stays where the reader scrolled up to', () => {
    const { rerender } = render(list([aMessage(1)], false))
    const log = screen.getByRole('log', { name: 'Messages' })
    sized(log, 900)
    log.scrollTop = 100
    rerender(list([aMessage(1), aMessage(2)], false))
    expect(log.scrollTop).toBe(100)
  })

  it('stops following once scrolled up more than 20 px, and follows again near the bottom', () => {
    const onFollowChange = vi.fn()
    render(list([aMessage(1), aMessage(2)], true, onFollowChange))
    const log = screen.getByRole('log', { name: 'Messages' })
    sized(log, 900, 300)
    log.scrollTop = 579 // 21 px above the bottom
    fireEvent.scroll(log)
    expect(onFollowChange).toHaveBeenLastCalledWith(false)
    log.scrollTop = 580 // 20 px above the bottom
    fireEvent.scroll(log)
    expect(onFollowChange).toHaveBeenLastCalledWith(true)
  })
})

describe('MessageList safety', () => {
  it('shows the safety notice under a message the scam check flagged, and only there', () => {
    const flagged = { ...aMessage(1), safetySignals: ['asks_for_money' as const] }
    render(list([flagged, aMessage(2)], true))
    const notes = screen.getAllByRole('note')
    expect(notes).toHaveLength(1)
    expect(notes[0]).toHaveTextContent('Internplace never asks for fees')
  })

  it("offers to report the other side's messages, not one's own", () => {
    const onReport = vi.fn()
    // Odd messages are the applicant's ('user'); this list is the company's.
    render(
      <MessageList
        messages={[aMessage(1), aMessage(2)]}
        ownSender="company"
        emptyNote=""
        followsNewMessages
        onFollowChange={vi.fn()}
        onReport={onReport}
      />,
    )
    const reports = screen.getAllByRole('button', { name: /^Report the message sent at/ })
    expect(reports).toHaveLength(1)
    fireEvent.click(reports[0]!)
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ message: 'Message 1' }))
  })
})

describe('MessageList system lines', () => {
  it('shows an interview line apart from the bubbles, with no report button', () => {
    const line: Message = {
      ...aMessage(1),
      type: 'system',
      message: 'Interview scheduled for Tue, 3 Dec 2026, 10:00 WAT (video call)',
    }
    render(
      <MessageList
        messages={[line, aMessage(3)]}
        ownSender="company"
        emptyNote=""
        followsNewMessages
        onFollowChange={vi.fn()}
        onReport={vi.fn()}
      />,
    )
    const text = screen.getByText('Interview scheduled for Tue, 3 Dec 2026, 10:00 WAT (video call)')
    const item = text.closest('li')
    expect(item).toHaveAttribute('data-system')
    expect(item).not.toHaveAttribute('data-own')
    // Only the applicant's own message can be reported.
    expect(screen.getAllByRole('button', { name: /^Report the message/ })).toHaveLength(1)
  })
})
