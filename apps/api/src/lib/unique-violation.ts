/**
 * Whether a database error is PostgreSQL's unique_violation (23505), as PGlite and node-postgres
 * throw it (drizzle wraps the driver's error as `cause`): the answer to a race for a unique row.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } }).code
  return code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505'
}
