import * as t from 'drizzle-orm/pg-core'
import { id } from './shared-columns.js'
import { accounts } from './accounts.tables.js'

/** An uploaded file. The storage key is random, never the user's file name. */
export const files = t.pgTable(
  'files',
  {
    id: id(),
    ownerId: t.uuid('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    storageKey: t.text('storage_key').notNull(),
    mimeType: t.text('mime_type').notNull(),
    sizeBytes: t.integer('size_bytes').notNull(),
    originalName: t.text('original_name'),
    isPrivate: t.boolean('is_private').notNull().default(false),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [t.uniqueIndex('files_storage_key_key').on(table.storageKey)],
)
