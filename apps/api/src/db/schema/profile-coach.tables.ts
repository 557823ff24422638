import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'

/**
 * How many open roles ask for each skill of the domain's SKILL_VOCABULARY, by the industry of the
 * role's company (decision 067): what the profile coach tells an intern to add. Written whole by
 * the `skill-demand` sweep from a bounded sample of the newest open roles; read one industry at a
 * time through the primary key (at most one row per skill of the vocabulary). The industry ''
 * counts every open role of the sample, whatever its company's industry.
 */
export const skillDemand = t.pgTable(
  'skill_demand',
  {
    industry: t.text('industry').notNull(),
    skill: t.text('skill').notNull(),
    roles: t.integer('roles').notNull(),
  },
  (table) => [t.primaryKey({ columns: [table.industry, table.skill] })],
)

/** One row: when the sweep last counted, so that it counts again only when the count is old. */
export const skillDemandCounts = t.pgTable(
  'skill_demand_counts',
  {
    id: t.boolean('id').primaryKey().default(true),
    countedAt: t.timestamp('counted_at', { withTimezone: true }).notNull(),
    /** Open roles the count read. */
    rolesRead: t.integer('roles_read').notNull(),
  },
  (table) => [t.check('skill_demand_counts_one_row', sql`${table.id}`)],
)
