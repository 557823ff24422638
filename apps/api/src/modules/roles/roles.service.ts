import { and } from 'drizzle-orm'
import type { PublicRolesQuerySchema } from '@app/domain'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.js'
import { pageResult } from '../../lib/pagination.js'
import {
  isOnPublicJobBoard,
  isOpenRole,
  isPublishedCompany,
  roleFilterConditions,
  rolesPage,
  toPublicRole,
  type PublishingRule,
  type RoleOrder,
} from './roles.queries.js'

export type PublicRolesFilter = z.output<typeof PublicRolesQuerySchema>

/**
 * Open roles of every published company (verified, while REQUIRE_VERIFIED_COMPANIES is on): full-text search over title, summary, requirements and company
 * name; location and type filters; newest first or by the spec's relevance score, ranked by the
 * database (decision 003).
 */
export async function listPublicRoles(
  ctx: Pick<AppContext, 'db'> & { config: PublishingRule },
  filter: PublicRolesFilter,
  now = new Date(),
) {
  const where = and(
    isOpenRole(),
    isOnPublicJobBoard(),
    isPublishedCompany(ctx.config),
    ...roleFilterConditions(filter),
  )
  const order: RoleOrder =
    filter.sort === 'relevant'
      ? { search: filter.search, location: filter.location, now }
      : 'recent'
  const { rows, total, capped } = await rolesPage(ctx.db, where, order, filter.page, filter.limit)
  return pageResult(rows.map(toPublicRole), filter.page, filter.limit, total, capped)
}
