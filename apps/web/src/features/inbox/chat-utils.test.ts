import { describe, expect, it } from 'vitest'
import { chatDay, chatTime, inboxTime, inputHeight, isNearBottom } from './chat-utils'

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

describe('chatTime', () => {
  it('is a 12-hour hh:mm time', () => {
    expect(chatTime(new Date(2026, 0, 5, 15, 5).toISOString())).toBe('03:05 PM')
    expect(chatTime(new Date(2026, 0, 5, 9, 30).toISOString())).toBe('09:30 AM')
  })
})

describe('inboxTime', () => {
  const now = new Date(2026, 10, 22, 18, 0)
  it('is the 12-hour time for today, with the day for anything older', () => {
    expect(inboxTime(new Date(2026, 10, 22, 9, 30).toISOString(), now)).toBe('09:30 AM')
    expect(inboxTime(new Date(2026, 10, 21, 23, 57).toISOString(), now)).toBe('Nov 21, 11:57 PM')
  })
})

describe('chatDay', () => {
  const now = new Date(2026, 10, 22, 18, 0)
  it('names today and yesterday, else the weekday and date, with the year when not this year', () => {
    expect(chatDay(new Date(2026, 10, 22, 0, 5).toISOString(), now)).toBe('Today')
    expect(chatDay(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('Yesterday')
    expect(chatDay(new Date(2026, 10, 3, 9, 0).toISOString(), now)).toBe('Tue, Nov 3')
    expect(chatDay(new Date(2025, 11, 31, 9, 0).toISOString(), now)).toBe('Wed, Dec 31, 2025')
  })
})
