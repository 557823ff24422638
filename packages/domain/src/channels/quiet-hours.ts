import { startOfLagosDay, todayInLagos } from '../shared/format.js'

const HOUR_MS = 3_600_000

/** No promotional SMS from 20:00 to 08:00 Lagos time: alerts are not worth waking anyone for. */
export const QUIET_HOURS = { from: 20, until: 8 } as const

/**
 * When a promotional phone message may go, sent at `now`: now, or 08:00 in Lagos when now is in
 * the quiet hours. Transactional messages (an interview tomorrow) never wait.
 */
export function promotionalSendTime(now: Date): Date {
  const dayStart = startOfLagosDay(todayInLagos(now))
  const hour = (now.getTime() - dayStart.getTime()) / HOUR_MS
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return now
  const morning = new Date(dayStart.getTime() + QUIET_HOURS.until * HOUR_MS)
  return hour < QUIET_HOURS.until ? morning : new Date(morning.getTime() + 24 * HOUR_MS)
}
