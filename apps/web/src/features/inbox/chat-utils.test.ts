import { describe, expect, it } from 'vitest'
import { draftStore, inputHeight, isNearBottom } from './chat-utils'

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

describe('draftStore', () => {
  const APP = '00000000-0000-4000-8000-00000000a001'
  const signInAs = (id: string) => {
    localStorage.setItem('userId', id)
    localStorage.setItem('authToken', `token-${id}`)
    localStorage.setItem('accountKind', 'intern')
  }

  it('keeps a chat’s unsent text on the device until it is cleared', () => {
    signInAs('ada')
    draftStore.write('intern', APP, 'See you on Monday')
    expect(draftStore.read('intern', APP)).toBe('See you on Monday')
    expect(draftStore.read('intern', 'another-application')).toBe('')
    draftStore.write('intern', APP, '')
    expect(draftStore.read('intern', APP)).toBe('')
    expect(Object.keys(localStorage).filter((key) => key.startsWith('chat-draft:'))).toEqual([])
  })

  it('is kept per account: another person on the same phone does not see it', () => {
    signInAs('ada')
    draftStore.write('intern', APP, 'Ada’s unsent words')
    signInAs('bola')
    expect(draftStore.read('intern', APP)).toBe('')
    signInAs('ada')
    expect(draftStore.read('intern', APP)).toBe('Ada’s unsent words')
  })
})
