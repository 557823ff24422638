/** 'NGN 50,000' — whole naira with thousands separators. */
export function formatNaira(amount: number): string {
  return `NGN ${Math.round(amount).toLocaleString('en-US')}`
}

/** 'NGN 50,000 - NGN 80,000', or just the minimum when there is no maximum. */
export function formatSalaryRange(minimum: number, maximum: number | null | undefined): string {
  if (maximum == null || maximum === minimum) return formatNaira(minimum)
  return `${formatNaira(minimum)} - ${formatNaira(maximum)}`
}

/** Durations are stored in months; under a month is shown in days (value × 30). */
export function formatDuration(months: number): string {
  if (months < 1) {
    const days = Math.round(months * 30)
    return `${days} Day${days === 1 ? '' : 's'}`
  }
  return `${months} Month${months === 1 ? '' : 's'}`
}

const MS_PER_DAY = 86_400_000

/** Whole days between two instants, never negative. */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / MS_PER_DAY))
}

/** 'Posted today', 'Posted 1 day ago', 'Posted 12 days ago'. */
export function formatPostedAgo(createdAt: Date, now: Date = new Date()): string {
  const days = daysBetween(createdAt, now)
  if (days === 0) return 'Posted today'
  return `Posted ${days} day${days === 1 ? '' : 's'} ago`
}

/** A location that only repeats the work type ('Remote' for a remote role) says nothing more. */
export const locationRepeatsType = (location: string, typeLabel: string) =>
  location.trim().toLowerCase() === typeLabel.toLowerCase()

/** 'Abuja FCT · Hybrid'; a location that only repeats the work type ('Remote') is said once. */
export function formatPlaceAndType(location: string, typeLabel: string): string {
  return locationRepeatsType(location, typeLabel) ? typeLabel : `${location} · ${typeLabel}`
}
