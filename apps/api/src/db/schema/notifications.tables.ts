import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id } from './shared-columns.js'
import { accounts } from './accounts.tables.js'
import { roles } from './roles.tables.js'
import { applications } from './applications.tables.js'

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    /** The role a notification is about when no application is (a job alert's new role). */
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.createdAt)],
)
