import { and, eq } from 'drizzle-orm'
import { BROWSE_WORDS, type PublicRole, type PublicRolesQuerySchema } from '@app/domain'
import type { z } from 'zod'
import { roles } from '../../db/schema.js'
import { AppError } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import type { AppContext } from '../../lib/context.js'
import { pageResult } from '../../lib/pagination.js'
import {
  isOnPublicJobBoard,
  isOpenRole,
  isPublishedCompany,
  recentPublicRolesPage,
  selectPublicRoles,
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

/**
 * One role of the public list, for its own page (issue 33): open, on a public job board, of a
 * published company, as the list shows it. Anything else is not found, with the page's words.
 */
export async function getPublicRole(
  ctx: Pick<AppContext, 'db'> & { config: PublishingRule },
  roleId: string,
  now = new Date(),
): Promise<PublicRole> {
  const [row] = isUuid(roleId)
    ? await selectPublicRoles(ctx.db)
        .where(
          and(
            eq(roles.id, roleId),
            isOpenRole(),
            isOnPublicJobBoard(),
            isPublishedCompany(ctx.config),
          ),
        )
        .limit(1)
    : []
  if (!row) throw new AppError('NOT_FOUND', BROWSE_WORDS.roleNotFoundTitle)
  return toPublicRole(row, now)
}
