import { and, eq, inArray, type SQL } from 'drizzle-orm'
import {
  APPLICATION_MESSAGES,
  matchAnswer,
  matchScore,
  type InternRole,
  type MatchIntern,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { applications, roles, savedRoles } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { internFactsOf } from '../interns/intern-facts.queries.js'
import { isLiveRole, selectPublicRoles, toPublicRole, type PublicRoleRow } from './roles.queries.js'

/*
 * Roles as a signed-in intern sees them: with their match score, whether they saved each and
 * their application to it. A read other modules may use (the apply pages, decision 080); the
 * intern roles service builds its lists on it.
 */

export const roleNotFound = () => new AppError('NOT_FOUND', APPLICATION_MESSAGES.roleNotFound)

const matchOf = (intern: MatchIntern, row: PublicRoleRow) =>
  matchScore(intern, {
    title: row.title ?? '',
    roleSummary: row.roleSummary ?? '',
    requirements: row.requirements ?? [],
    location: row.location ?? '',
    type: row.type ?? 'on_site',
    durationMonths: row.durationMonths ?? 0,
    companyIndustry: row.industryType,
  })

/** The intern's own marks on a page of roles: saved or not, and their application to each. */
export async function toInternRoles(
  db: Db,
  internId: string,
  intern: MatchIntern,
  rows: PublicRoleRow[],
  allSaved = false,
): Promise<InternRole[]> {
  const roleIds = rows.map((row) => row.id!)
  if (roleIds.length === 0) return []
  const [saved, applied] = await Promise.all([
    // The saved roles list is saved roles only: nothing to ask then.
    allSaved
      ? roleIds.map((roleId) => ({ roleId }))
      : db
          .select({ roleId: savedRoles.roleId })
          .from(savedRoles)
          .where(and(eq(savedRoles.internId, internId), inArray(savedRoles.roleId, roleIds))),
    db
      .select({ id: applications.id, roleId: applications.roleId })
      .from(applications)
      .where(and(eq(applications.internId, internId), inArray(applications.roleId, roleIds))),
  ])
  const savedIds = new Set(saved.map((row) => row.roleId))
  const applicationOf = new Map(applied.map((row) => [row.roleId, row.id]))
  return rows.map((row) =>
    toInternRole(intern, {
      ...row,
      isSaved: savedIds.has(row.id!),
      applicationId: applicationOf.get(row.id!) ?? null,
    }),
  )
}

/** A role as the intern sees it: with their match score, and their own marks on it. */
export const toInternRole = (
  intern: MatchIntern,
  row: PublicRoleRow & { isSaved: boolean; applicationId: string | null },
): InternRole => ({
  ...toPublicRole(row),
  isSaved: row.isSaved,
  ...matchAnswer(matchOf(intern, row)),
  applicationId: row.applicationId,
  closedAt: row.closedAt?.toISOString() ?? null,
})

/**
 * One role, also after its deadline (the intern may have saved or applied to it); 404 for an
 * unknown, deleted or removed role, and for an id that is not one.
 */
export async function getInternRole(ctx: AppContext, { id: internId }: Actor, roleId: string) {
  const { db } = ctx
  const row = await findRole(db, roleId, isLiveRole())
  if (!row) throw roleNotFound()
  const [role] = await toInternRoles(db, internId, await internFactsOf(db, internId), [row])
  return role!
}

export async function findRole(db: Db, roleId: string, condition: SQL) {
  if (!isUuid(roleId)) return undefined
  const [row] = await selectPublicRoles(db).where(and(eq(roles.id, roleId), condition))
  return row
}
