import { describe, expect, it } from 'vitest'
import {
  AcademicInfoInputSchema,
  INTERN_MESSAGES,
  InternBasicInfoInputSchema,
  InternContactInputSchema,
  genderLabel,
} from './interns.schemas.js'

const BASIC = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  dateOfBirth: '2002-05-14',
  phoneNumber: '08035551234',
  gender: 'female',
  address: 'Yaba, Lagos',
  bio: 'Student.',
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('the intern gender field', () => {
  it.each([
    [undefined, INTERN_MESSAGES.genderRequired],
    [null, INTERN_MESSAGES.genderRequired],
    ['', INTERN_MESSAGES.genderRequired],
    ['  ', INTERN_MESSAGES.genderRequired],
    ['other', INTERN_MESSAGES.genderInvalid],
    [1, INTERN_MESSAGES.genderInvalid],
  ])('answers %j with %s', (gender, message) => {
    expect(firstMessage(InternBasicInfoInputSchema.safeParse({ ...BASIC, gender }))).toBe(message)
  })

  it('takes male and female in any case', () => {
    expect(InternBasicInfoInputSchema.parse({ ...BASIC, gender: ' Male ' }).gender).toBe('male')
    expect(InternBasicInfoInputSchema.parse({ ...BASIC, gender: 'FEMALE' }).gender).toBe('female')
  })

  it('is optional on the review page, and checked when sent', () => {
    const contact = {
      firstName: 'Ada',
      lastName: 'Okafor',
      address: 'Yaba',
      phoneNumber: '0803123456',
    }
    expect(InternContactInputSchema.parse(contact).gender).toBeUndefined()
    expect(firstMessage(InternContactInputSchema.safeParse({ ...contact, gender: 'x' }))).toBe(
      INTERN_MESSAGES.genderInvalid,
    )
  })
})

describe('the academic graduation year', () => {
  const academic = { institutionName: 'UNILAG', fieldOfStudy: 'Law', yearOfEntry: 2021 }
  it.each([
    ['Postgraduate (MSc, PhD)', null],
    [null, null],
    [2025, 2025],
    ['2025', 2025],
  ])('reads %j as %j', (yearOfGraduation, stored) => {
    expect(AcademicInfoInputSchema.parse({ ...academic, yearOfGraduation }).yearOfGraduation).toBe(
      stored,
    )
  })
})

describe('the gender label', () => {
  it.each([
    ['female', 'Female'],
    ['male', 'Male'],
    [' FEMALE ', 'Female'],
    ['Non-binary', 'Non-binary'],
  ])('shows %j as %j', (value, label) => {
    expect(genderLabel(value)).toBe(label)
  })
})
