import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id } from './shared-columns.js'
import { accounts } from './accounts.tables.js'

/** An uploaded file. The storage key is random, never the user's file name. */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: uuid('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_storage_key_key').on(t.storageKey)],
)
