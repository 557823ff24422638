import { and, asc, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm'
import {
  ADMIN_MESSAGES,
  type AdminCompaniesQuery,
  type AdminCompany,
  type AdminReasonInput,
  type VerifyCompanyInput,
} from '@app/domain'
import { accounts, companies, roles } from '../../db/schema.js'
import type { Tx } from '../../db/client.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { signedFileUrl } from '../files/files.queries.js'
import { notify } from '../notifications/notify.js'
import { recordAdminAction, type AdminActor } from './audit-log.js'
import { containsText, searchPage } from './search.js'

const COMPANY_NOT_FOUND = 'Company not found.'

const companyColumns = {
  company: companies,
  email: accounts.email,
  accountStatus: accounts.status,
}
type CompanyRow = {
  company: typeof companies.$inferSelect
  email: string
  accountStatus: 'active' | 'suspended'
}

function adminCompanyDto(
  ctx: AppContext,
  { company, email, accountStatus }: CompanyRow,
): AdminCompany {
  return {
    id: company.accountId,
    companyName: company.companyName,
    email,
    rcNumber: company.rcNumber,
    verificationStatus: company.verificationStatus,
    verificationDocument: company.verificationDocument
      ? signedFileUrl(ctx, company.verificationDocument.s3Url)
      : null,
    submittedAt: company.verificationSubmittedAt?.toISOString() ?? null,
    verifiedAt: company.verifiedAt?.toISOString() ?? null,
    verificationNote: company.verificationNote,
    accountStatus,
    industryType: company.industryType,
    city: company.city,
    state: company.state,
    phone: company.phoneNumber ? `${company.countryCode ?? ''}${company.phoneNumber}` : null,
    createdAt: company.createdAt.toISOString(),
  }
}

/**
 * The verification queue and the companies an admin decided on. Pending companies come oldest
 * first (the longest wait at the top); the others newest decision first; 'all' is every company,
 * newest sign-up first, so an admin can find one that never sent a document.
 */
export async function listCompaniesForReview(ctx: AppContext, query: AdminCompaniesQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status === 'all' ? undefined : eq(companies.verificationStatus, query.status),
    query.search
      ? or(
          containsText(companies.companyName, query.search),
          containsText(accounts.email, query.search),
          containsText(companies.rcNumber, query.search),
        )
      : undefined,
  ]
  const where = and(...conditions)
  const order =
    query.status === 'pending'
      ? [asc(companies.verificationSubmittedAt), asc(companies.accountId)]
      : query.status === 'all'
        ? [desc(companies.createdAt), asc(companies.accountId)]
        : [desc(companies.updatedAt), asc(companies.accountId)]
  return searchPage(
    ctx.db,
    query,
    {
      ordered: ctx.db
        .select(companyColumns)
        .from(companies)
        .innerJoin(accounts, eq(accounts.id, companies.accountId))
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      matching: ctx.db
        .select({ id: companies.accountId })
        .from(companies)
        .innerJoin(accounts, eq(accounts.id, companies.accountId))
        .where(where)
        .$dynamic(),
    },
    (row) => adminCompanyDto(ctx, row),
  )
}

async function findCompany(ctx: AppContext, companyId: string) {
  if (!isUuid(companyId)) throw notFound(COMPANY_NOT_FOUND)
  const [row] = await ctx.db
    .select(companyColumns)
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.accountId, companyId))
  if (!row) throw notFound(COMPANY_NOT_FOUND)
  return row
}

/**
 * A company's live roles are held against the alerts again (its verification made them public);
 * interns already told of one are not told twice. The alerts sweep takes every role whose
 * alertsMatchedAt is null (decision 025), as it takes a released held role.
 */
async function announceRolesAgain(tx: Tx, companyId: string) {
  await tx
    .update(roles)
    .set({ alertsMatchedAt: null })
    .where(and(eq(roles.companyId, companyId), isNull(roles.deletedAt)))
}

/**
 * Marks the company verified: its roles go public (REQUIRE_VERIFIED_COMPANIES) with the 'Verified'
 * badge. The company is told in the app and by mail. Also undoes a rejection.
 */
export async function verifyCompany(
  ctx: AppContext,
  admin: AdminActor,
  companyId: string,
  input: VerifyCompanyInput,
) {
  const row = await findCompany(ctx, companyId)
  if (!row.company.verificationDocument) {
    throw new AppError('ALREADY_DONE', ADMIN_MESSAGES.companyNotSubmitted)
  }
  const now = new Date()
  const note = input.note || null
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companies)
      .set({
        verificationStatus: 'verified',
        verifiedAt: now,
        verificationNote: note,
        updatedAt: now,
      })
      .where(and(eq(companies.accountId, companyId), ne(companies.verificationStatus, 'verified')))
      .returning({ id: companies.accountId })
    if (!updated) throw new AppError('ALREADY_DONE', ADMIN_MESSAGES.companyAlreadyVerified)
    // Roles held back until now reach the job alerts that match them (decision 025).
    if (ctx.config.REQUIRE_VERIFIED_COMPANIES) await announceRolesAgain(tx, companyId)
    await notify(
      ctx,
      tx,
      { accountId: companyId },
      { name: 'company-verified', data: { companyName: row.company.companyName, note } },
    )
    await recordAdminAction(tx, admin, {
      action: 'company.verify',
      targetType: 'company',
      targetId: companyId,
      reason: note,
    })
  })
  return adminCompanyDto(ctx, await findCompany(ctx, companyId))
}

/**
 * Rejects the CAC document with a reason the company is told; it may upload another, which puts it
 * back in the queue. Rejecting a verified company withdraws its badge (and hides its roles).
 */
export async function rejectCompany(
  ctx: AppContext,
  admin: AdminActor,
  companyId: string,
  input: AdminReasonInput,
) {
  const row = await findCompany(ctx, companyId)
  if (!row.company.verificationDocument) {
    throw new AppError('ALREADY_DONE', ADMIN_MESSAGES.companyNotSubmitted)
  }
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companies)
      .set({
        verificationStatus: 'rejected',
        verifiedAt: null,
        verificationNote: input.reason,
        updatedAt: now,
      })
      .where(and(eq(companies.accountId, companyId), ne(companies.verificationStatus, 'rejected')))
      .returning({ id: companies.accountId })
    if (!updated) throw new AppError('ALREADY_DONE', ADMIN_MESSAGES.companyAlreadyRejected)
    await notify(
      ctx,
      tx,
      { accountId: companyId },
      {
        name: 'company-rejected',
        data: { companyName: row.company.companyName, reason: input.reason },
      },
    )
    await recordAdminAction(tx, admin, {
      action: 'company.reject',
      targetType: 'company',
      targetId: companyId,
      reason: input.reason,
    })
  })
  return adminCompanyDto(ctx, await findCompany(ctx, companyId))
}
