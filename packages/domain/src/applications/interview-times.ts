// Interview times in West Africa Time, without the interviews' schemas, so a page that only shows
// a time does not load zod (decision 051). interviews.schemas.ts re-exports them.

/** West Africa Time: Africa/Lagos is UTC+1 all year (no daylight saving). */
export const WAT_OFFSET_MINUTES = 60

/** The instant of a wall-clock date ('2026-12-03') and time ('10:00') in Lagos, as ISO (UTC). */
export function watToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  const value = new Date(`${date}T${time}:00+01:00`)
  return Number.isNaN(value.getTime()) ? null : value.toISOString()
}

/** The Lagos wall clock of an instant: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function isoToWat(iso: string): { date: string; time: string } {
  const shifted = new Date(new Date(iso).getTime() + WAT_OFFSET_MINUTES * 60_000).toISOString()
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * 'Tue, 3 Dec 2026, 10:00 WAT': an interview time as Nigerians write it, the same on the server
 * (mail, chat lines) and in every browser whatever its time zone.
 */
export function formatWat(iso: string | Date): string {
  const time = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(time.getTime())) return ''
  const wall = new Date(time.getTime() + WAT_OFFSET_MINUTES * 60_000)
  const hh = String(wall.getUTCHours()).padStart(2, '0')
  const mm = String(wall.getUTCMinutes()).padStart(2, '0')
  return `${WEEKDAYS[wall.getUTCDay()]}, ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}, ${hh}:${mm} WAT`
}
