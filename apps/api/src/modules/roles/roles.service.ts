import { and, inArray, type SQL } from 'drizzle-orm'
import { compareByRelevance, type PublicRole, type PublicRolesQuerySchema } from '@app/domain'
import type { z } from 'zod'
import type { Db } from '../../db/client.js'
import { accounts, companies, roles } from '../../db/schema.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import {
  accountOfCompany,
  companyOfRole,
  isOnPublicJobBoard,
  isOpenRole,
  newestRolesPage,
  roleFilterConditions,
  selectPublicRoles,
  toPublicRole,
} from './roles.queries.js'

export type PublicRolesFilter = z.output<typeof PublicRolesQuerySchema>

/**
 * Open roles of every company: full-text search over title, summary, requirements and company
 * name; location and type filters; newest first or by the spec's relevance score.
 */
export async function listPublicRoles(db: Db, filter: PublicRolesFilter, now = new Date()) {
  const where = and(isOpenRole(), isOnPublicJobBoard(), ...roleFilterConditions(filter))

  if (filter.sort === 'relevant') return listByRelevance(db, filter, where, now)

  const { rows, total } = await newestRolesPage(db, where, filter.page, filter.limit)
  return pageResult(rows.map(toPublicRole), filter.page, filter.limit, total)
}

/**
 * Relevance is the domain's rule, so it is scored here rather than restated in SQL: the few
 * columns it needs are read for every match, then only the page's roles are read in full.
 */
async function listByRelevance(
  db: Db,
  filter: PublicRolesFilter,
  where: SQL | undefined,
  now: Date,
) {
  const candidates = await db
    .select({
      id: roles.id,
      title: roles.title,
      location: roles.location,
      type: roles.type,
      createdAt: roles.createdAt,
    })
    .from(roles)
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .where(where)
  const criteria = { search: filter.search, location: filter.location, now }
  const ranked = candidates.sort(compareByRelevance(criteria))
  const start = offsetOf(filter.page, filter.limit)
  const pageIds = ranked.slice(start, start + filter.limit).map((role) => role.id)

  const rows =
    pageIds.length === 0 ? [] : await selectPublicRoles(db).where(inArray(roles.id, pageIds))
  const byId = new Map<string, PublicRole>(rows.map((row) => [row.id, toPublicRole(row)]))
  const docs = pageIds.map((id) => byId.get(id)).filter((role) => role !== undefined)
  return pageResult(docs, filter.page, filter.limit, ranked.length)
}
