import { describe, expect, it } from 'vitest'
import { MAX_PAGE, pageFromAddress } from './pages.js'

describe('pageFromAddress', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['x', 1],
    ['0', 1],
    ['-3', 1],
    ['2', 2],
    ['2.7', 2],
    ['1e9', MAX_PAGE],
    ['Infinity', 1],
    [String(MAX_PAGE), MAX_PAGE],
  ])('reads %j as page %i', (value, page) => {
    expect(pageFromAddress(value)).toBe(page)
  })
})
