import { MS_PER_DAY, dayNumber, lagosDayLabel, todayInLagos } from '../shared/format.js'

/*
 * No ghost jobs (issue 31, decision 070): a role whose company stops reviewing it closes itself,
 * and every card says how old a role is and whether its company is reviewing. No zod here: the
 * cards of the public pages and the early script show these words.
 */

/** A role closes itself this many days after its review clock (below) last moved. */
export const SELF_CLOSE_DAYS = 30
/** Its company is warned this many days before, and the role never closes sooner after a warning. */
export const SELF_CLOSE_WARNING_DAYS = 5
/** 'Actively reviewing' while the company opened or decided an application this recently. */
export const ACTIVELY_REVIEWING_DAYS = 14
/** 'Posted N days ago' up to this age; older roles say the day they were posted. */
export const POSTED_AGO_MAX_DAYS = 30

/** Why a role was closed, when it was not its company's own click (company answers carry it). */
export const ROLE_CLOSED_REASONS = ['no_review'] as const
export type RoleClosedReason = (typeof ROLE_CLOSED_REASONS)[number]

type Moment = Date | string | null | undefined

const timeOf = (moment: Moment): number | null => {
  if (moment === null || moment === undefined) return null
  const time = (typeof moment === 'string' ? new Date(moment) : moment).getTime()
  return Number.isNaN(time) ? null : time
}

export interface ReviewClockFacts {
  /** When the role was posted (its created time). */
  postedAt: Moment
  /** The company's last open or decision of one of the role's applications. */
  lastReviewedAt?: Moment
  /** The company's last 'Keep it open' (or reopening). */
  keptOpenAt?: Moment
}

/**
 * The role's review clock, the one definition (decision 070): the latest of its posting, its
 * company's last open or decision of one of its applications, and its last 'Keep it open'. The
 * database keeps it as the generated column roles.review_clock_from, from the same three facts.
 */
export function roleReviewClock(facts: ReviewClockFacts): Date {
  const times = [facts.postedAt, facts.lastReviewedAt, facts.keptOpenAt]
    .map(timeOf)
    .filter((time) => time !== null)
  return new Date(Math.max(...times))
}

/**
 * When a role closes itself: SELF_CLOSE_DAYS after its clock, but never sooner than
 * SELF_CLOSE_WARNING_DAYS after its company was warned in this clock's period. A role not yet
 * warned past its warning day (it came into the lists late) is warned at the next sweep (`now`).
 */
export function selfClosesAt(
  role: { reviewClockFrom: Moment; selfCloseWarnedAt?: Moment },
  now = new Date(),
): Date {
  const clock = timeOf(role.reviewClockFrom) ?? now.getTime()
  const warned = timeOf(role.selfCloseWarnedAt)
  const warnedThisPeriod = warned !== null && warned >= clock ? warned : null
  const warningDay = clock + (SELF_CLOSE_DAYS - SELF_CLOSE_WARNING_DAYS) * MS_PER_DAY
  const warnsAt = warnedThisPeriod ?? Math.max(now.getTime(), warningDay)
  return new Date(
    Math.max(clock + SELF_CLOSE_DAYS * MS_PER_DAY, warnsAt + SELF_CLOSE_WARNING_DAYS * MS_PER_DAY),
  )
}

/** The company should be told now: the role closes itself within SELF_CLOSE_WARNING_DAYS. */
export const isClosingItselfSoon = (closesAt: Moment, now = new Date()) => {
  const time = timeOf(closesAt)
  return time !== null && time - now.getTime() <= SELF_CLOSE_WARNING_DAYS * MS_PER_DAY
}

/** The company opened or decided one of the role's applications in the last 14 days. */
export const isActivelyReviewing = (lastReviewedAt: Moment, now = new Date()) => {
  const time = timeOf(lastReviewedAt)
  return time !== null && now.getTime() - time < ACTIVELY_REVIEWING_DAYS * MS_PER_DAY
}

/**
 * 'Posted today', 'Posted yesterday', 'Posted 3 days ago', and from POSTED_AGO_MAX_DAYS on 'Posted
 * on 14 May 2026', counted in Lagos calendar days, so the server's first page and every browser
 * say the same.
 */
export function postedAgoLabel(postedAt: Moment, now = new Date()): string {
  const time = timeOf(postedAt)
  if (time === null) return ''
  const posted = new Date(time)
  const days = Math.max(0, dayNumber(todayInLagos(now)) - dayNumber(todayInLagos(posted)))
  if (days === 0) return 'Posted today'
  if (days === 1) return 'Posted yesterday'
  if (days < POSTED_AGO_MAX_DAYS) return `Posted ${days} days ago`
  return `Posted on ${lagosDayLabel(posted)}`
}

/** What the company and interns read about a role's freshness; the API's messages too. */
export const ROLE_FRESHNESS_MESSAGES = {
  activelyReviewing: 'Actively reviewing',
  keepOpen: 'Keep it open',
  keepingOpen: 'Keeping it open…',
  keptOpen: `Kept open. It stays open for at least another ${SELF_CLOSE_DAYS} days.`,
  keepOpenClosed: 'This role is not open, so there is nothing to keep open. Reopen it instead.',
  closesItself: (closesAt: Date) =>
    `Closes itself on ${lagosDayLabel(closesAt)} unless you review applications or keep it open.`,
  closedReasons: {
    no_review: `Closed itself after ${SELF_CLOSE_DAYS} days without review`,
  } satisfies Record<RoleClosedReason, string>,
} as const
