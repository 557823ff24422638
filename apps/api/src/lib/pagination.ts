import { pageMeta, type PageMeta } from '@app/domain'

export const offsetOf = (page: number, limit: number) => (page - 1) * limit

export function pageResult<T>(docs: T[], page: number, limit: number, totalDocs: number) {
  return { docs, meta: pageMeta(page, limit, totalDocs) satisfies PageMeta }
}
