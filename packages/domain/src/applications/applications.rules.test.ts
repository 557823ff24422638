import { describe, expect, it } from 'vitest'
import { maskName, maskedApplicantName } from './applications.rules.js'

describe('maskName', () => {
  it.each([
    ['Ada Okafor', 'A*a O****r'],
    ['Ada', 'A*a'],
    ['Jo', 'Jo'],
    ['O', 'O'],
    ['  Chukwuemeka   Nwosu-Eze ', 'C*********a N*******e'],
    ['Ọlá Adéyẹmí', 'Ọ*á A*****í'],
    ['', ''],
  ])('masks %j as %j', (name, masked) => {
    expect(maskName(name)).toBe(masked)
  })
})

describe('maskedApplicantName', () => {
  it('masks first and last name together', () => {
    expect(maskedApplicantName('Ada', 'Okafor')).toBe('A*a O****r')
  })

  it('says "An applicant" when no name is known', () => {
    expect(maskedApplicantName(null, null)).toBe('An applicant')
    expect(maskedApplicantName('Tunde', null)).toBe('T***e')
  })
})
