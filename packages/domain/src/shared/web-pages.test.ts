import { describe, expect, it } from 'vitest'
import { ownPageAddress } from './web-pages.js'

describe('ownPageAddress', () => {
  it.each([
    ['/intern/applications', '/intern/applications'],
    ['/roles/7?from=alert#apply', '/roles/7?from=alert#apply'],
    ['/', '/'],
  ])('keeps a page of this site: %s', (value, expected) => {
    expect(ownPageAddress(value)).toBe(expected)
  })

  it.each([
    ['another host', '//evil.example/x'],
    ['another host, backslash', '/\\evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a relative path', 'intern/dashboard'],
    ['a script', 'javascript:alert(1)'],
    ['a line break (header splitting)', '/x\r\nSet-Cookie: a=b'],
    ['a tab', '/\t/evil.example'],
    ['nothing', ''],
    ['not text', 42],
    ['an overlong path', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_what, value) => {
    expect(ownPageAddress(value)).toBeNull()
  })
})
