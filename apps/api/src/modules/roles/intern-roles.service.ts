import { and, asc, count, desc, eq, sql, type Placeholder } from 'drizzle-orm'
import type { z } from 'zod'
import {
  APPLICATION_MESSAGES,
  type InternRolesQuerySchema,
  type PageQuery,
  type SavedRoles,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, companies, roles, savedRoles } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { preparedQuery } from '../../lib/prepared.js'
import { internFactsOf } from '../interns/intern-facts.queries.js'
import { compatibleRolesPage } from './compatible-roles.queries.js'
import { compatibilityParams } from './role-match.queries.js'
import { readRoleFilter } from './role-search.js'
import {
  accountOfCompany,
  companyOfRole,
  internRoleConditions,
  isLiveRole,
  isOpenRole,
  rolesPage,
  publicRoleColumns,
} from './roles.queries.js'
import { findRole, roleNotFound, toInternRole, toInternRoles } from './intern-role.queries.js'

// One role for the intern is a read other modules use too; the routes take it from here.
export { getInternRole } from './intern-role.queries.js'

export type InternRolesFilter = z.output<typeof InternRolesQuerySchema>

/**
 * Open roles for a signed-in intern: the public browse's filters, but not limited to companies
 * whose job board is public (internRoleConditions). 'Most Relevant' ranks by the intern's match
 * score, then newest; the database scores the roles by the domain's rule (decisions 019, 043) and
 * only the page's rows are read.
 */
export async function listInternRoles(
  ctx: AppContext,
  { id: internId }: Actor,
  typed: InternRolesFilter,
) {
  const { db } = ctx
  const [filter, intern] = await Promise.all([
    readRoleFilter(db, typed),
    internFactsOf(db, internId),
  ])
  if (filter.sort === 'relevant') {
    const { rows, total, capped } = await compatibleRolesPage(
      db,
      ctx.config,
      filter,
      internId,
      compatibilityParams(intern),
      filter.page,
      filter.limit,
    )
    const docs = rows.map((row) => toInternRole(intern, row))
    return pageResult(docs, filter.page, filter.limit, total, capped)
  }
  const { rows, total, capped } = await rolesPage(
    db,
    internRoleConditions(ctx.config, filter),
    'recent',
    filter.page,
    filter.limit,
    'role',
  )
  const docs = await toInternRoles(db, internId, intern, rows)
  return pageResult(docs, filter.page, filter.limit, total, capped)
}

const savedOpenRoles = (internId: string | Placeholder) =>
  and(eq(savedRoles.internId, internId), isOpenRole())

/** The ids of the intern's saved roles that are still open, most recently saved first. */
async function savedRoleIds(db: Db, internId: string): Promise<SavedRoles> {
  const rows = await db
    .select({ id: roles.id })
    .from(savedRoles)
    .innerJoin(roles, eq(roles.id, savedRoles.roleId))
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .where(savedOpenRoles(internId))
    .orderBy(desc(savedRoles.createdAt), asc(roles.id))
  return { savedRoles: rows.map((row) => row.id) }
}

/**
 * Saves an open role; saving it again changes nothing. 404 for a role that cannot be shown, 409
 * for one whose deadline has passed.
 */
export async function saveRole(
  ctx: AppContext,
  { id: internId }: Actor,
  roleId: string,
): Promise<SavedRoles> {
  const { db } = ctx
  const role = await findRole(db, roleId, isLiveRole())
  if (!role) throw roleNotFound()
  if (!(await findRole(db, roleId, isOpenRole()))) {
    throw new AppError('ROLE_CLOSED', APPLICATION_MESSAGES.roleClosed)
  }
  await db.insert(savedRoles).values({ internId, roleId }).onConflictDoNothing()
  return savedRoleIds(db, internId)
}

/** Unsaves a role; a role that was not saved (or no longer exists) is not an error. */
export async function unsaveRole(
  ctx: AppContext,
  { id: internId }: Actor,
  roleId: string,
): Promise<SavedRoles> {
  const { db } = ctx
  if (!isUuid(roleId)) throw roleNotFound()
  await db
    .delete(savedRoles)
    .where(and(eq(savedRoles.internId, internId), eq(savedRoles.roleId, roleId)))
  return savedRoleIds(db, internId)
}

/**
 * The intern's saved roles that are still open, most recently saved first: the count, the page and
 * the intern's facts are prepared queries run together (decision 039).
 */
export async function listSavedRoles(ctx: AppContext, { id: internId }: Actor, query: PageQuery) {
  const { db } = ctx
  const [[total], rows, intern] = await Promise.all([
    savedRolesCount(db).execute({ internId }),
    savedRolesPage(db).execute({
      internId,
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
    }),
    internFactsOf(db, internId),
  ])
  const docs = await toInternRoles(db, internId, intern, rows, true)
  return pageResult(docs, query.page, query.limit, total?.n ?? 0)
}

const savedRolesCount = preparedQuery('saved_roles_count', (db, name) =>
  db
    .select({ n: count() })
    .from(savedRoles)
    .innerJoin(roles, eq(roles.id, savedRoles.roleId))
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .where(savedOpenRoles(sql.placeholder('internId')))
    .prepare(name),
)

const savedRolesPage = preparedQuery('saved_roles_page', (db, name) =>
  db
    .select(publicRoleColumns)
    .from(savedRoles)
    .innerJoin(roles, eq(roles.id, savedRoles.roleId))
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .where(savedOpenRoles(sql.placeholder('internId')))
    .orderBy(desc(savedRoles.createdAt), asc(roles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
)
