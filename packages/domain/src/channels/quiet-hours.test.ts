import { describe, expect, it } from 'vitest'
import { promotionalSendTime } from './quiet-hours.js'

/** Lagos is UTC+1 all year: 20:00 in Lagos is 19:00 UTC, 08:00 is 07:00 UTC. */
const lagos = (iso: string) => new Date(`${iso}+01:00`)

describe('promotionalSendTime', () => {
  it.each(['2026-12-01T08:00:00', '2026-12-01T12:30:00', '2026-12-01T19:59:59'])(
    'sends at once by day (%s Lagos)',
    (at) => {
      expect(promotionalSendTime(lagos(at))).toEqual(lagos(at))
    },
  )

  it.each(['2026-12-01T20:00:00', '2026-12-01T22:30:00', '2026-12-01T23:59:59'])(
    'waits for 08:00 the next morning from %s Lagos',
    (at) => {
      expect(promotionalSendTime(lagos(at))).toEqual(lagos('2026-12-02T08:00:00'))
    },
  )

  it.each(['2026-12-02T00:00:00', '2026-12-02T03:15:00', '2026-12-02T07:59:59'])(
    'waits for 08:00 the same morning from %s Lagos',
    (at) => {
      expect(promotionalSendTime(lagos(at))).toEqual(lagos('2026-12-02T08:00:00'))
    },
  )

  it('crosses the end of a month and a year', () => {
    expect(promotionalSendTime(lagos('2026-12-31T21:00:00'))).toEqual(lagos('2027-01-01T08:00:00'))
  })
})
