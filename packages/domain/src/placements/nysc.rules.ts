import { formatDay, formatMonthYear, lagosDayLabel } from '../shared/format.js'

/**
 * An NYSC corps member's letters (issue 29, decision 062): the monthly clearance letter the PPA
 * signs for the Local Government Inspector, and the rejection letter of a PPA that declines a
 * corps member. No zod here, so a page that only shows a month loads none.
 */

/**
 * The day of the month a clearance letter may be asked for: LGIs clear corps members in the last
 * week of the month, so the letter is asked for from the 24th (Lagos), or from the last day of a
 * placement that ends before then.
 */
export const CLEARANCE_OPENS_ON_DAY = 24

/** The company hears again of a request not issued from this day of the month… */
export const CLEARANCE_COMPANY_REMINDER_DAY = 27
/** …and once the request has waited this many days, so it is never told twice in one breath. */
export const CLEARANCE_COMPANY_REMINDER_AFTER_DAYS = 2

/** 'YYYY-MM', the months of a year as a clearance names them. */
export const CLEARANCE_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * Where a month's clearance stands: not open yet, open to ask, asked for, issued. A month of the
 * past that was never asked for is 'open' still: a late clearance is still a clearance.
 */
export const CLEARANCE_STATUSES = ['upcoming', 'open', 'requested', 'issued'] as const
export type ClearanceStatus = (typeof CLEARANCE_STATUSES)[number]

/** Why a month cannot be asked for (yet): the reasons the API answers 400 or 409 with. */
export type ClearanceRefusal = 'unscheduled' | 'outside' | 'notOpen'

interface PlacementDates {
  startDate: string | null
  endDate: string | null
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** The month a day ('2026-05-14') falls in: '2026-05'. */
export const monthOf = (day: string) => day.slice(0, 7)

/** The month after '2026-12': '2027-01'. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4))
  const index = Number(month.slice(5, 7))
  return index === 12 ? `${year + 1}-01` : `${year}-${twoDigits(index + 1)}`
}

/** 'May 2026' for '2026-05'. */
export const clearanceMonthLabel = (month: string) => formatMonthYear(month)

/** The clearance letter's title, as the placement's documents list it. */
export const clearanceTitle = (month: string) => `Clearance letter: ${clearanceMonthLabel(month)}`

/**
 * The Lagos day the month's clearance may be asked for from: its 24th, or the placement's last
 * day when that comes first in the month.
 */
export function clearanceOpensOn(month: string, endDate: string | null): string {
  const opens = `${month}-${CLEARANCE_OPENS_ON_DAY}`
  return endDate && monthOf(endDate) === month && endDate < opens ? endDate : opens
}

/** The day the company is reminded of a request not issued: the month's 27th at the earliest. */
export function clearanceCompanyReminderDay(month: string): string {
  return `${month}-${CLEARANCE_COMPANY_REMINDER_DAY}`
}

/**
 * Why `month` cannot be asked for on `today` (a Lagos day), or null when it can: the placement
 * needs its dates; the month must overlap them; and it must have opened.
 */
export function clearanceRefusal(
  placement: PlacementDates,
  month: string,
  today: string,
): ClearanceRefusal | null {
  const { startDate, endDate } = placement
  if (!startDate || !endDate) return 'unscheduled'
  if (month < monthOf(startDate) || month > monthOf(endDate)) return 'outside'
  return today < clearanceOpensOn(month, endDate) ? 'notOpen' : null
}

/**
 * The months a clearance list shows on `today`: each month of the placement that has begun,
 * newest first. Empty until the placement has its dates.
 */
export function clearanceMonths(placement: PlacementDates, today: string): string[] {
  const { startDate, endDate } = placement
  if (!startDate || !endDate) return []
  const last = [monthOf(endDate), monthOf(today)].sort()[0]!
  const months: string[] = []
  for (let month = monthOf(startDate); month <= last; month = nextMonth(month)) months.push(month)
  return months.reverse()
}

/** Where a month stands, from its stored request (if any) and the day. */
export function clearanceStatus(
  stored: { requestedAt: string | null; issuedAt: string | null } | undefined,
  opensOn: string,
  today: string,
): ClearanceStatus {
  if (stored?.issuedAt) return 'issued'
  if (stored?.requestedAt) return 'requested'
  return today < opensOn ? 'upcoming' : 'open'
}

/** Where a month's clearance stands, in words, for the side that reads it. */
export function clearanceStatusWords(
  clearance: {
    status: ClearanceStatus
    opensOn: string
    requestedAt: string | null
    issuedAt: string | null
  },
  side: 'intern' | 'company',
): string {
  const on = (iso: string | null) => (iso ? lagosDayLabel(new Date(iso)) : '')
  switch (clearance.status) {
    case 'upcoming':
      return `Opens ${formatDay(clearance.opensOn)}`
    case 'open':
      return side === 'intern' ? 'Not asked for yet' : 'The corps member has not asked for it'
    case 'requested':
      return side === 'intern'
        ? `Asked on ${on(clearance.requestedAt)}; waiting for the company`
        : `Asked for on ${on(clearance.requestedAt)}; waiting for you to issue it`
    case 'issued':
      return `Issued on ${on(clearance.issuedAt)}`
  }
}

/**
 * The NYSC secretariat a letter goes to, from the placement's state: 'Lagos State', or 'FCT,
 * Abuja'; null when the state is not known.
 */
export function nyscSecretariat(state: string | null | undefined): string | null {
  const name = state?.trim()
  if (!name) return null
  if (name === 'Abuja FCT' || /^fct\b/i.test(name)) return 'FCT, Abuja'
  return /\sstate$/i.test(name) ? name : `${name} State`
}
