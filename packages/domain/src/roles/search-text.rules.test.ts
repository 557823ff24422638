import { describe, expect, it } from 'vitest'
import { readSearchText, withCorrections } from './search-text.rules.js'

describe('readSearchText', () => {
  it.each([
    ['data analyst', ['data', 'analyst'], null, 'data analyst'],
    ['accountant abuja', ['accountant'], 'Abuja', 'accountant'],
    ['Data Analyst, Lagos', ['data', 'analyst'], 'Lagos', 'Data Analyst'],
    ['Lagos', [], 'Lagos', ''],
    ['  lagos  data ', ['data'], 'Lagos', 'data'],
    ['nurse in akwa ibom state', ['nurse', 'in', 'state'], 'Akwa Ibom', 'nurse in state'],
    ['ABUJA FCT intern', ['intern'], 'Abuja', 'intern'],
    ['law FCT', ['law'], 'FCT', 'law'],
    ['UI/UX kano', ['ui', 'ux'], 'Kano', 'UI/UX'],
    // One place: a second is searched as a word.
    ['lagos abuja', ['abuja'], 'Lagos', 'abuja'],
    // A place must be a whole word: 'Lagosian' is not Lagos.
    ['lagosian', ['lagosian'], null, 'lagosian'],
  ])('reads %j', (text, words, place, rest) => {
    expect(readSearchText(text)).toEqual({ words, place, rest })
  })

  it('reads no more than eight words', () => {
    expect(readSearchText('a b c d e f g h i j lagos').words).toHaveLength(8)
  })
})

describe('withCorrections', () => {
  it('puts right whole words in any case and keeps the rest as typed', () => {
    const corrections = new Map([['acounting', 'accounting']])
    expect(withCorrections('Acounting / Audit', corrections)).toBe('accounting / Audit')
    expect(withCorrections('acountingx', corrections)).toBe('acountingx')
  })
})
