import { MS_PER_DAY } from '@app/domain'

/** An instant `days` (may be fractional) before `now`; demo data is laid out relative to start-up. */
export const daysAgo = (now: Date, days: number): Date =>
  new Date(now.getTime() - days * MS_PER_DAY)

/** A calendar date ('YYYY-MM-DD', UTC) `days` after `now`. */
export const dateInDays = (now: Date, days: number): string =>
  new Date(now.getTime() + days * MS_PER_DAY).toISOString().slice(0, 10)
