import { describe, expect, it } from 'vitest'
import { inputHeight, isNearBottom } from './chat-utils'

describe('isNearBottom', () => {
  const box = (fromBottom: number) => ({
    scrollHeight: 1000,
    clientHeight: 400,
    scrollTop: 600 - fromBottom,
  })
  it('follows within 20 px of the bottom', () => {
    expect(isNearBottom(box(0))).toBe(true)
    expect(isNearBottom(box(20))).toBe(true)
  })
  it('stops following once scrolled up more than 20 px', () => {
    expect(isNearBottom(box(21))).toBe(false)
    expect(isNearBottom(box(300))).toBe(false)
  })
})

describe('inputHeight', () => {
  it('stays between 44 and 120 px', () => {
    expect(inputHeight(10)).toBe(44)
    expect(inputHeight(80)).toBe(80)
    expect(inputHeight(400)).toBe(120)
  })
})
