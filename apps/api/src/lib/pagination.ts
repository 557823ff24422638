import { pageMeta, type PageMeta } from '@app/domain'

export const offsetOf = (page: number, limit: number) => (page - 1) * limit

export function pageResult<T>(
  docs: T[],
  page: number,
  limit: number,
  totalDocs: number,
  totalDocsCapped = false,
) {
  return { docs, meta: pageMeta(page, limit, totalDocs, totalDocsCapped) satisfies PageMeta }
}
