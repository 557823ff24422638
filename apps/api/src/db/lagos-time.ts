import { WAT_OFFSET_MINUTES } from '@app/domain'
import { sql } from 'drizzle-orm'

/**
 * The Lagos offset in SQL, from the domain's one statement of it (decision 052): West Africa Time
 * is UTC+1 all year, whatever the database server's time zone. Written as an offset rather than
 * `at time zone 'Africa/Lagos'`, so SQL and TypeScript cannot disagree on it.
 */
export const LAGOS_UTC_OFFSET = sql.raw(`interval '${WAT_OFFSET_MINUTES / 60} hour'`)

/** Today's calendar day in Lagos, as the forms check it with todayInLagos(). */
export const todayInLagosSql = sql`((now() at time zone 'UTC') + ${LAGOS_UTC_OFFSET})::date`
