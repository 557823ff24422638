import * as t from 'drizzle-orm/pg-core'
import { interns } from './interns.tables.js'

/** The intern a row belongs to: it goes when the intern's account goes. */
export const internOwnerId = () =>
  t
    .uuid('intern_id')
    .notNull()
    .references(() => interns.accountId, { onDelete: 'cascade' })

/** The intern of a row kept after they deleted their account: null then (decision 034). */
export const internKeptId = () =>
  t.uuid('intern_id').references(() => interns.accountId, { onDelete: 'set null' })
