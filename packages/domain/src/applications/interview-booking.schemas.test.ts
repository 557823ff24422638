import { describe, expect, test } from 'vitest'
import {
  BOOKING_MESSAGES,
  BookInterviewInputSchema,
  InterviewAvailabilityInputSchema,
} from './interview-booking.schemas.js'
import { INTERVIEW_MESSAGES } from './interviews.schemas.js'

const VIDEO = {
  days: ['wed', 'mon', 'mon'],
  from: '10:00',
  to: '16:00',
  durationMinutes: 30,
  mode: 'video',
  link: ' https://meet.example.com/kobo ',
  location: 'Dropped: not in person',
}

const errorsOf = (input: unknown) => {
  const result = InterviewAvailabilityInputSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('InterviewAvailabilityInputSchema', () => {
  test('keeps each day once, Monday first, and only the place the mode needs', () => {
    expect(InterviewAvailabilityInputSchema.parse(VIDEO)).toEqual({
      days: ['mon', 'wed'],
      from: '10:00',
      to: '16:00',
      durationMinutes: 30,
      mode: 'video',
      location: null,
      link: 'https://meet.example.com/kobo',
    })
    expect(
      InterviewAvailabilityInputSchema.parse({
        ...VIDEO,
        mode: 'in_person',
        location: '3 Herbert Macaulay Way, Yaba',
      }),
    ).toMatchObject({ mode: 'in_person', location: '3 Herbert Macaulay Way, Yaba', link: null })
  })

  test.each([
    ['no day', { days: [] }, 'days', BOOKING_MESSAGES.days],
    ['an unknown day', { days: ['monday'] }, 'days.0', BOOKING_MESSAGES.days],
    ['a time past midnight', { from: '24:00' }, 'from', BOOKING_MESSAGES.time],
    ['a time without minutes', { to: '16' }, 'to', BOOKING_MESSAGES.time],
    ['the end before the start', { from: '16:00', to: '10:00' }, 'to', BOOKING_MESSAGES.order],
    ['the end at the start', { to: '10:00' }, 'to', BOOKING_MESSAGES.order],
    ['hours shorter than one interview', { to: '10:20' }, 'to', BOOKING_MESSAGES.fits],
    ['a length too short', { durationMinutes: 10 }, 'durationMinutes', INTERVIEW_MESSAGES.duration],
    ['a length too long', { durationMinutes: 300 }, 'durationMinutes', INTERVIEW_MESSAGES.duration],
    ['an unknown mode', { mode: 'zoom' }, 'mode', INTERVIEW_MESSAGES.mode],
    ['video without a link', { link: undefined }, 'link', INTERVIEW_MESSAGES.link],
    [
      'in person without an address',
      { mode: 'in_person', location: '' },
      'location',
      INTERVIEW_MESSAGES.location,
    ],
  ])('refuses %s with its field message', (_name, change, field, message) => {
    expect(errorsOf({ ...VIDEO, ...change })[field]).toBe(message)
  })
})

describe('BookInterviewInputSchema', () => {
  test('takes a time with an offset as UTC ISO, and refuses anything else', () => {
    expect(BookInterviewInputSchema.parse({ startsAt: '2026-06-01T10:00:00+01:00' })).toEqual({
      startsAt: '2026-06-01T09:00:00.000Z',
    })
    expect(BookInterviewInputSchema.safeParse({ startsAt: 'tomorrow' }).success).toBe(false)
  })
})
