import { ilike, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Case-insensitive 'contains' for the console's searches. The admin lists are small and read by a
 * few operators, so a scan is fine here (public role search uses full-text search).
 */
export const containsText = (column: AnyPgColumn | SQL, text: string) =>
  ilike(column, `%${escapeLike(text)}%`)
