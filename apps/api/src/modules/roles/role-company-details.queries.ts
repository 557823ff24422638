import { and, eq, exists, or, type SQL } from 'drizzle-orm'
import type { CompanyDetails, PlacementType } from '@app/domain'
import type { Db } from '../../db/client.js'
import type { AppContext } from '../../lib/context.js'
import { accounts, applications, companies, roles } from '../../db/schema.js'
import { AppError } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { letterAddress } from '../../lib/pdf/letterhead-drawing.js'
import {
  accountOfCompany,
  companyOfRole,
  hasPublicProfile,
  isOnPublicJobBoard,
  isOpenRole,
  isPublishedCompany,
  paysOnTimeOf,
  stipendRecordColumns,
  type PublishingRule,
} from './roles.queries.js'

/** Who asks for a role's company: a signed-in intern, or anyone else (a visitor). */
export type CompanyDetailsViewer = { kind: 'intern'; id: string } | { kind: 'visitor' }

/**
 * Decision 009: an intern may look at the company behind any open role before applying, and
 * behind a role they applied to also once it closed. A visitor sees the company of an open role
 * they can browse (public job board) whose owner made its profile public.
 */
function visibleTo(db: Db, config: PublishingRule, viewer: CompanyDetailsViewer): SQL {
  if (viewer.kind === 'visitor') {
    return and(isOpenRole(), isOnPublicJobBoard(), hasPublicProfile(), isPublishedCompany(config))!
  }
  const applied = db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.roleId, roles.id), eq(applications.internId, viewer.id)))
  return or(and(isOpenRole(), isPublishedCompany(config)), exists(applied))!
}

/** The company behind a role, with the spec's public fields only (no email or phone). */
export async function getRoleCompanyDetails(
  ctx: AppContext,
  viewer: CompanyDetailsViewer,
  roleId: string,
): Promise<CompanyDetails> {
  const [row] = isUuid(roleId)
    ? await ctx.db
        .select({ company: companies, ...stipendRecordColumns })
        .from(roles)
        .innerJoin(companies, companyOfRole)
        .innerJoin(accounts, accountOfCompany)
        .where(and(eq(roles.id, roleId), visibleTo(ctx.db, ctx.config, viewer)))
    : []
  if (!row) throw new AppError('NOT_FOUND', 'Company not found.')
  const { company, ...stipendRecord } = row
  return {
    id: company.accountId,
    companyName: company.companyName ?? 'New Company',
    logoUrl: company.logoUrl,
    industryType: company.industryType,
    bio: company.bio,
    establishedDate: company.establishedDate,
    workHours: company.workHours,
    activeWeekDays: company.activeWeekDays,
    socialMedia: company.socialMedia,
    // Logo and gallery images are public files, so their stable URLs are served as they are.
    media: company.mediaUrls,
    verified: company.verifiedAt !== null,
    medianResponseDays: company.medianResponseDays,
    paysOnTime: paysOnTimeOf(stipendRecord),
  }
}

/** What an intern's own letter to a role's company prints of it (decision 065). */
export interface RoleForLetter {
  id: string
  title: string
  placementType: PlacementType
  /** 16 or 24 for a SIWES/IT role, else null. */
  siwesWeeks: number | null
  companyName: string
  /** The company's address on one line, as its letterhead writes it; null without one. */
  companyAddress: string | null
}

/**
 * A role the intern may see (an open one, or one they applied to, as for its company's page),
 * with its company's name and address for a letter to it; null for any other.
 */
export async function roleForLetter(
  ctx: AppContext,
  internId: string,
  roleId: string,
): Promise<RoleForLetter | null> {
  if (!isUuid(roleId)) return null
  const [row] = await ctx.db
    .select({
      id: roles.id,
      title: roles.title,
      placementType: roles.placementType,
      siwesWeeks: roles.siwesWeeks,
      companyName: companies.companyName,
      address: companies.address,
      city: companies.city,
      state: companies.state,
    })
    .from(roles)
    .innerJoin(companies, companyOfRole)
    .innerJoin(accounts, accountOfCompany)
    .where(
      and(eq(roles.id, roleId), visibleTo(ctx.db, ctx.config, { kind: 'intern', id: internId })),
    )
  if (!row) return null
  return {
    id: row.id,
    title: row.title,
    placementType: row.placementType,
    siwesWeeks: row.siwesWeeks,
    companyName: row.companyName?.trim() || 'New Company',
    companyAddress: letterAddress([row.address, row.city, row.state]),
  }
}
