import { customType, timestamp, uuid } from 'drizzle-orm/pg-core'

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const id = () => uuid('id').primaryKey().defaultRandom()
