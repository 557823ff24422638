import { and, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PublicRole } from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, companies, roles } from '../../db/schema.js'
import { roleSearchDocument } from './role-search.js'

/** A role is open while it is not deleted or removed, its deadline has not passed and its company is active. */
export function isOpenRole(): SQL {
  return and(
    isNull(roles.deletedAt),
    isNull(roles.removedByAdminAt),
    or(isNull(roles.applicationDeadline), gte(roles.applicationDeadline, sql`current_date`)),
    eq(accounts.status, 'active'),
  )!
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export const locationContains = (location: string) =>
  ilike(roles.location, `%${escapeLike(location)}%`)

/** The columns of a public role, with its company. */
export const publicRoleColumns = {
  id: roles.id,
  title: roles.title,
  location: roles.location,
  type: roles.type,
  roleSummary: roles.roleSummary,
  responsibilities: roles.responsibilities,
  requirements: roles.requirements,
  minimumSalary: roles.minimumSalary,
  maximumSalary: roles.maximumSalary,
  durationMonths: roles.durationMonths,
  term: roles.term,
  applicationDeadline: roles.applicationDeadline,
  createdAt: roles.createdAt,
  companyId: companies.accountId,
  companyName: companies.companyName,
  logoUrl: companies.logoUrl,
  industryType: companies.industryType,
  verifiedAt: companies.verifiedAt,
}

type PublicRoleRow = {
  [K in keyof typeof publicRoleColumns]: (typeof publicRoleColumns)[K]['_']['data'] | null
}

export function toPublicRole(row: PublicRoleRow): PublicRole {
  return {
    id: row.id!,
    title: row.title!,
    company: {
      id: row.companyId!,
      companyName: row.companyName ?? 'New Company',
      logoUrl: row.logoUrl,
      industryType: row.industryType,
      verified: row.verifiedAt !== null,
    },
    location: row.location!,
    type: row.type!,
    roleSummary: row.roleSummary!,
    responsibilities: row.responsibilities ?? [],
    requirements: row.requirements ?? [],
    minimumSalary: row.minimumSalary!,
    maximumSalary: row.maximumSalary,
    duration: row.durationMonths!,
    term: row.term!,
    applicationDeadline: row.applicationDeadline,
    createdAt: row.createdAt!.toISOString(),
  }
}

/** A company's name is part of its roles' search documents; after a rename they are rewritten. */
export async function rewriteCompanySearchDocuments(
  db: Db,
  companyId: string,
  companyName: string,
) {
  const rows = await db
    .select({
      id: roles.id,
      title: roles.title,
      roleSummary: roles.roleSummary,
      requirements: roles.requirements,
    })
    .from(roles)
    .where(eq(roles.companyId, companyId))
  for (const row of rows) {
    await db
      .update(roles)
      .set({ searchDocument: roleSearchDocument({ ...row, companyName }) })
      .where(eq(roles.id, row.id))
  }
}

/** A company whose job board is private (settings, privacy) is left out of the public browse. */
export function isOnPublicJobBoard(): SQL {
  return sql`coalesce(${accounts.preferences} #>> '{privacy,jobBoardVisibility}', 'public') <> 'private'`
}
