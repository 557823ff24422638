import { formatMonthYear, MS_PER_DAY, todayInLagos } from '../shared/format.js'

/**
 * Stipends that are really paid (issue 29, decision 063): each month of a placement with a
 * stipend, a few days after pay day, the intern is asked 'Were you paid for May 2026?'. No zod
 * here, so a page that only shows the months loads none.
 */

/** The intern's answer: paid in full, in part, or not at all. */
export const STIPEND_ANSWERS = ['yes', 'partly', 'no'] as const
export type StipendAnswer = (typeof STIPEND_ANSWERS)[number]

export const STIPEND_ANSWER_LABELS: Record<StipendAnswer, string> = {
  yes: 'Yes, in full',
  partly: 'Partly',
  no: 'No',
}

/**
 * Stipends are paid at the end of the month (the acceptance letter says so); the question comes
 * on the 3rd of the next month in Lagos, after the salary run and a bank transfer's delay.
 */
export const STIPEND_ASK_DAY = 3

/** A dispute the company has not answered in this many days is overdue. */
export const STIPEND_DISPUTE_DAYS = 7

/** Below this many months confirmed paid on time, a company's record says nothing (null). */
export const PAYS_ON_TIME_MIN_MONTHS = 3

/** A month disputed within this many months before the current one takes the badge away. */
export const PAYS_ON_TIME_WINDOW_MONTHS = 6

/** Where a dispute stands: waiting for the company, past its 7 days, answered, or paid after all. */
export const STIPEND_DISPUTE_STATUSES = ['open', 'overdue', 'answered', 'closed'] as const
export type StipendDisputeStatus = (typeof STIPEND_DISPUTE_STATUSES)[number]

export const STIPEND_DISPUTE_STATUS_LABELS: Record<StipendDisputeStatus, string> = {
  open: 'Waiting for the company',
  overdue: 'Overdue',
  answered: 'Answered',
  closed: 'Paid after all',
}

/** A month as 'YYYY-MM'. */
export const STIPEND_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
const monthOfIndex = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`

/** The month a calendar day ('2026-05-14') falls in: '2026-05'. */
export const monthOfDay = (day: string) => day.slice(0, 7)

/** '2026-05' moved by `months` (negative: back). */
export const addMonths = (month: string, months: number) => monthOfIndex(monthIndex(month) + months)

/** 'May 2026'. */
export const stipendMonthLabel = (month: string) => formatMonthYear(month)

/** The first day of the month: '2026-05-01'. */
export const firstDayOf = (month: string) => `${month}-01`

/** The last day of the month: '2026-05-31'. */
export function lastDayOf(month: string): string {
  const next = Date.parse(`${addMonths(month, 1)}-01T00:00:00Z`)
  return new Date(next - MS_PER_DAY).toISOString().slice(0, 10)
}

/** The Lagos day the month's question is asked: the 3rd of the next month. */
export const askDayOf = (month: string) =>
  `${addMonths(month, 1)}-${String(STIPEND_ASK_DAY).padStart(2, '0')}`

/** Whether the month's pay day and its few days' grace have passed on `today` (a Lagos day). */
export const isMonthDue = (month: string, today: string) => today >= askDayOf(month)

/** The newest month due on `today`: last month from the 3rd, the month before until then. */
export const newestDueMonth = (today: string) =>
  addMonths(
    monthOfDay(today),
    today.slice(8, 10) >= String(STIPEND_ASK_DAY).padStart(2, '0') ? -1 : -2,
  )

/**
 * The months a placement covered (any day of them between its start and end) that are due on
 * `today`, newest first; none until it has dates.
 */
export function dueStipendMonths(
  startDate: string | null,
  endDate: string | null,
  today: string,
): string[] {
  if (!startDate || !endDate) return []
  const first = monthIndex(monthOfDay(startDate))
  const last = Math.min(monthIndex(monthOfDay(endDate)), monthIndex(newestDueMonth(today)))
  const months: string[] = []
  for (let index = last; index >= first; index--) months.push(monthOfIndex(index))
  return months
}

/** The stipend a role promises each month: its minimum, or the 'up to' figure; null when unpaid. */
export function promisedStipend(minimum: number, maximum: number | null | undefined) {
  if (minimum > 0) return minimum
  return maximum && maximum > 0 ? maximum : null
}

/** The moment a dispute opened at `openedAt` becomes overdue: 7 days on. */
export function disputeDueAt(openedAt: string | Date): Date {
  const opened = typeof openedAt === 'string' ? Date.parse(openedAt) : openedAt.getTime()
  return new Date(opened + STIPEND_DISPUTE_DAYS * MS_PER_DAY)
}

/** The day a dispute opened at `openedAt` must be answered by (a Lagos day, 'YYYY-MM-DD'). */
export function disputeAnswerBy(openedAt: string | Date): string {
  return todayInLagos(disputeDueAt(openedAt))
}

/** Where a dispute stands, from its stored moments. */
export function disputeStatus(dispute: {
  companyAnsweredAt: unknown
  overdueAt: unknown
  closedAt: unknown
}): StipendDisputeStatus {
  if (dispute.closedAt) return 'closed'
  if (dispute.companyAnsweredAt) return 'answered'
  if (dispute.overdueAt) return 'overdue'
  return 'open'
}

/** An answer already given, as a later one is held against it. */
export interface GivenStipendAnswer {
  paid: StipendAnswer
  amount: number | null
}

/**
 * Whether an answer may follow the one given: an answer is given once, but a month reported
 * unpaid can later be reported paid ('yes' closes the dispute: paid late) or paid more ('partly'
 * with a larger amount, after 'no' or a smaller 'partly'). 'Yes' is final.
 */
export function canChangeStipendAnswer(
  given: GivenStipendAnswer | null,
  next: GivenStipendAnswer,
): boolean {
  if (!given) return true
  if (given.paid === 'yes') return false
  if (next.paid === 'yes') return true
  if (next.paid === 'partly') return given.paid === 'no' || (next.amount ?? 0) > (given.amount ?? 0)
  return false
}

/** The badge roles and the company's page show when `paysOnTime` is true. */
export const PAYS_ON_TIME_LABEL = 'Pays stipends on time'

/** What a company's stipend record is made of (company_stipend_records). */
export interface StipendRecord {
  /** Months answered 'yes' at once, never disputed, across the company's placements. */
  onTimeMonths: number
  /** The newest month reported unpaid ('no' or 'partly'), even if paid later; null if none. */
  lastLateMonth: string | null
}

/**
 * 'Pays stipends on time' (decision 063), for the current Lagos month: null (nothing to say)
 * below 3 months confirmed paid on time; false when a month within the 6 before this one was
 * reported unpaid; true otherwise. A month paid only after a dispute counts as late, so the badge
 * comes back 6 months after the last late month.
 */
export function paysOnTime(record: StipendRecord | null, currentMonth: string): boolean | null {
  if (!record || record.onTimeMonths < PAYS_ON_TIME_MIN_MONTHS) return null
  const windowStart = addMonths(currentMonth, -PAYS_ON_TIME_WINDOW_MONTHS)
  return !(record.lastLateMonth && monthOfDay(record.lastLateMonth) >= windowStart)
}
