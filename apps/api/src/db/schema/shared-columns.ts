import * as t from 'drizzle-orm/pg-core'

export const tsvector = t.customType<{ data: string }>({ dataType: () => 'tsvector' })

export const timestamps = {
  createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: t.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const id = () => t.uuid('id').primaryKey().defaultRandom()
