/**
 * The furthest page any list opens: 500,000 rows at the largest page size, past anything a person
 * pages to, and an offset the database reads without overflow (`page=1e9` was a server error).
 * Kept apart from the zod schemas, so pages that only read an address do not load zod.
 */
export const MAX_PAGE = 10_000

/** A page number from the address: a whole number from 1 to MAX_PAGE, else the nearest of them. */
export function pageFromAddress(value: string | null): number {
  const page = Math.floor(Number(value))
  if (!Number.isFinite(page) || page < 1) return 1
  return Math.min(page, MAX_PAGE)
}
