import { eq, sql } from 'drizzle-orm'
import {
  companyProgress,
  companySections,
  companyWizardSteps,
  isCompanyProfileComplete,
  type CompanyMe,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, companies } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { consequences } from '../../lib/consequence-registry.js'
import { preparedQuery } from '../../lib/prepared.js'
import { signedFileUrl } from '../files/files.queries.js'
import { gallerySlots } from './profile-gallery.queries.js'

const companyRow = preparedQuery('company_row', (db, name) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.accountId, sql.placeholder('accountId')))
    .prepare(name),
)

/**
 * Whether the company's profile is complete (isCompanyProfileComplete), without building the
 * whole profile: checked on every request of a company's applicant and chat pages.
 */
export async function isCompanyComplete(db: Db, accountId: string): Promise<boolean> {
  const [company] = await companyRow(db).execute({ accountId })
  if (!company) throw new AppError('NOT_FOUND', 'Company profile not found')
  return isCompanyProfileComplete(company)
}

/** The signed-in company's whole profile, with progress computed from what is stored. */
export async function getCompanyProfile(db: Db, accountId: string): Promise<CompanyMe> {
  const [row] = await db
    .select({ company: companies, email: accounts.email })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.accountId, accountId))
  if (!row) throw new AppError('NOT_FOUND', 'Company profile not found')
  const { company } = row
  return {
    id: company.accountId,
    email: row.email,
    companyName: company.companyName,
    establishedDate: company.establishedDate,
    countryCode: company.countryCode,
    phoneNumber: company.phoneNumber,
    industryType: company.industryType,
    address: company.address,
    city: company.city,
    state: company.state,
    bio: company.bio,
    logoUrl: company.logoUrl,
    ...gallerySlots(company.mediaUrls),
    activeWeekDays: company.activeWeekDays,
    workHours: company.workHours,
    socialMedia: company.socialMedia,
    verificationDocument: company.verificationDocument,
    verified: company.verifiedAt !== null,
    rcNumber: company.rcNumber,
    verificationStatus: company.verificationStatus,
    verificationSubmittedAt: company.verificationSubmittedAt?.toISOString() ?? null,
    verificationNote: company.verificationNote,
    // The strict rule; getOwnCompanyProfile answers it with the server's setting.
    rolesArePublic: company.verificationStatus === 'verified',
    progress: companyProgress(company),
    profileComplete: isCompanyProfileComplete(company),
    sections: companySections(company),
    steps: companyWizardSteps(company),
  }
}

/**
 * The profile as its owner sees it. The verification document is private, so its stored (stable)
 * URL goes out as a signed link that expires.
 */
export async function getOwnCompanyProfile(
  ctx: AppContext,
  { id: accountId }: Actor,
): Promise<CompanyMe> {
  const stored = await getCompanyProfile(ctx.db, accountId)
  const profile = {
    ...stored,
    rolesArePublic: stored.rolesArePublic || !ctx.config.REQUIRE_VERIFIED_COMPANIES,
  }
  const document = profile.verificationDocument
  if (!document) return profile
  return {
    ...profile,
    verificationDocument: { ...document, s3Url: signedFileUrl(ctx, document.s3Url) },
  }
}

/**
 * Renames the company, keeping public search in step: a write, which a confirmed account change
 * (account-changes.service.ts) makes with the same rule as the profile's own steps.
 */
export async function renameCompany(
  ctx: AppContext,
  { id: accountId }: Actor,
  companyName: string,
) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ companyName, updatedAt: new Date() })
      .where(eq(companies.accountId, accountId))
    await consequences().companyRenamed(tx, accountId, companyName)
  })
}
