import { describe, expect, it } from 'vitest'
import { createSseParser, INVALIDATED_BY, LIVE_KEY_ROOTS } from './live-events'

describe('createSseParser', () => {
  it('reads named events with JSON data', () => {
    const parse = createSseParser()
    expect(parse('event: ready\ndata: {}\n\nevent: message\ndata: {"id":"1"}\n\n')).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: '{"id":"1"}' },
    ])
  })

  it('keeps a frame split across chunks until it is complete', () => {
    const parse = createSseParser()
    expect(parse('event: notifi')).toEqual([])
    expect(parse('cation\ndata: {"a"')).toEqual([])
    expect(parse(':1}\n')).toEqual([])
    expect(parse('\n')).toEqual([{ event: 'notification', data: '{"a":1}' }])
  })

  it('skips heartbeat comments, joins multi-line data and accepts CRLF', () => {
    const parse = createSseParser()
    expect(parse(': heartbeat\n\n')).toEqual([])
    expect(parse('data: a\r\ndata:b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }])
  })
})

describe('INVALIDATED_BY', () => {
  it('marks chats, inboxes and interviews stale on a message, applications and roles on a status change', () => {
    expect(INVALIDATED_BY.message).toEqual([LIVE_KEY_ROOTS.messages, LIVE_KEY_ROOTS.interviews])
    expect(INVALIDATED_BY.status).toContainEqual(['company-roles'])
    expect(INVALIDATED_BY.status).toContainEqual(['company-applications'])
    expect(INVALIDATED_BY.status).toContainEqual(['intern-applications'])
    // Deciding closes the application's open interview.
    expect(INVALIDATED_BY.status).toContainEqual(LIVE_KEY_ROOTS.interviews)
    expect(INVALIDATED_BY.notification).toEqual([['notifications']])
  })
})
