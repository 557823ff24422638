const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Ids are UUIDs; anything else cannot name a row. Checked before a query, because PostgreSQL
 * refuses to compare a uuid column with malformed text (an error, not an empty result).
 */
export const isUuid = (value: string) => UUID.test(value)
