import { SHORT_WEEKDAY_NAMES, formatShortDay, isoToWat } from '@app/domain'

/**
 * 'Tue 3 Dec, 10:00': an interview time short enough for an SMS or a USSD screen, on the Lagos
 * clock (as every time in the product is).
 */
export function shortWat(iso: string | Date): string {
  const { date, time } = isoToWat(typeof iso === 'string' ? iso : iso.toISOString())
  const weekday = SHORT_WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]
  return `${weekday} ${formatShortDay(date)}, ${time}`
}
