/*
 * 'Decided within 21 days' (issue 31, decision 071): per role, the share of the applications it
 * received in the last 90 days that its company accepted or rejected within 21 days of their being
 * sent, beside the target of 95 %. No zod here: the dashboard's words only.
 */

/** An application counts as decided in time when accepted or rejected this many days after sent. */
export const DECIDED_IN_TIME_DAYS = 21
/** The applications received in this many days before now are counted. */
export const DECIDED_IN_TIME_WINDOW_DAYS = 90
export const DECIDED_IN_TIME_TARGET_PERCENT = 95
/** One request asks for at most this many roles (the dashboard fetches ten). */
export const DECISION_TIMES_MAX_ROLES = 10

export const DECISION_TIMES_MESSAGES = {
  roleIds: `roleIds must be 1 to ${DECISION_TIMES_MAX_ROLES} role ids, separated by commas`,
} as const

/**
 * The whole percent of `counted` applications decided in time, rounded down so that a share
 * reads as meeting the target only when it does; null when none are counted.
 */
export function decidedInTimePercent(decidedInTime: number, counted: number): number | null {
  if (counted <= 0) return null
  return Math.floor((decidedInTime * 100) / counted)
}

export const meetsDecisionTarget = (percent: number | null) =>
  percent !== null && percent >= DECIDED_IN_TIME_TARGET_PERCENT

const TARGET = `target ${DECIDED_IN_TIME_TARGET_PERCENT} %`

/**
 * '80 % decided within 21 days · target 95 %'; without applications to count, says so rather
 * than a share of nothing.
 */
export function decidedInTimeLabel(percent: number | null): string {
  if (percent === null) {
    return `No applications to measure from the last ${DECIDED_IN_TIME_WINDOW_DAYS} days · ${TARGET}`
  }
  return `${percent} % decided within ${DECIDED_IN_TIME_DAYS} days · ${TARGET}`
}
