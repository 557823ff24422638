import type { PublicRolesQuerySchema } from '@app/domain'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.js'
import { pageResult } from '../../lib/pagination.js'
import {
  recentPublicRolesPage,
  relevantPublicRolesPage,
  toPublicRole,
  type PublishingRule,
} from './roles.queries.js'
import { readRoleFilter } from './role-search.js'

export type PublicRolesFilter = z.output<typeof PublicRolesQuerySchema>

/**
 * Open roles of every published company (verified, while REQUIRE_VERIFIED_COMPANIES is on): full-text search over title, summary, requirements and company
 * name; location and type filters; newest first or by the spec's relevance score, ranked by the
 * database (decision 003). The search is read first: a place in it, a misspelled word (073).
 */
export async function listPublicRoles(
  ctx: Pick<AppContext, 'db'> & { config: PublishingRule },
  typed: PublicRolesFilter,
  now = new Date(),
) {
  const filter = await readRoleFilter(ctx.db, typed)
  const { rows, total, capped } =
    filter.sort === 'relevant'
      ? await relevantPublicRolesPage(ctx.db, ctx.config, filter, now, filter.page, filter.limit)
      : await recentPublicRolesPage(ctx.db, ctx.config, filter, filter.page, filter.limit)
  return pageResult(
    rows.map((row) => toPublicRole(row, now)),
    filter.page,
    filter.limit,
    total,
    capped,
  )
}
