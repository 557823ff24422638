import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import {
  FILE_MESSAGES,
  IMAGE_KINDS,
  LOGO_MAX_BYTES,
  type CompanyBasicInfoInputSchema,
  type CompanyOperationsInputSchema,
  type CompanySocialMediaInputSchema,
  type MediaInputSchema,
  type VerificationDocumentInputSchema,
} from '@app/domain'
import { companies } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { consequences } from '../../lib/consequence-registry.js'
import { assertOwnedFile } from '../files/files.queries.js'
import { getOwnCompanyProfile } from './companies.queries.js'
import { storeGalleryImages } from './profile-gallery.queries.js'
import { assertMaySignUp } from '../reports/sign-up-refusals.queries.js'

type BasicInfo = z.output<typeof CompanyBasicInfoInputSchema>
type Operations = z.output<typeof CompanyOperationsInputSchema>
type SocialMedia = z.output<typeof CompanySocialMediaInputSchema>
type MediaUrls = z.output<typeof MediaInputSchema>
type VerificationDocument = z.output<typeof VerificationDocumentInputSchema>

async function updateCompany(
  ctx: AppContext,
  accountId: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  await ctx.db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.accountId, accountId))
  return getOwnCompanyProfile(ctx, { id: accountId })
}

/**
 * Wizard step 1. A new company name is also written into its roles' search documents. A phone or
 * RC number of a suspended company, or one deleted under moderation, is refused (decision 049).
 */
export async function setCompanyBasicInfo(
  ctx: AppContext,
  { id: accountId }: Actor,
  input: BasicInfo,
) {
  await assertMaySignUp(ctx, { phone: input.phoneNumber, rcNumber: input.rcNumber }, accountId)
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ companyName: companies.companyName })
      .from(companies)
      .where(eq(companies.accountId, accountId))
    await tx
      .update(companies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(companies.accountId, accountId))
    if (before?.companyName !== input.companyName) {
      await consequences().companyRenamed(tx, accountId, input.companyName)
    }
  })
  return getOwnCompanyProfile(ctx, { id: accountId })
}

/** Wizard step 2: an image of at most 20,480 bytes. */
export async function setCompanyLogo(ctx: AppContext, { id: accountId }: Actor, logoUrl: string) {
  const logo = await assertOwnedFile(ctx, accountId, logoUrl, {
    field: 'logoUrl',
    kinds: IMAGE_KINDS,
    maxBytes: LOGO_MAX_BYTES,
    typeMessage: FILE_MESSAGES.logoType,
    sizeMessage: FILE_MESSAGES.logoTooLarge,
  })
  return updateCompany(ctx, accountId, { logoUrl: logo.url })
}

/** Wizard step 3: working days and their hours. */
export async function setCompanyOperations(
  ctx: AppContext,
  { id: accountId }: Actor,
  input: Operations,
) {
  return updateCompany(ctx, accountId, {
    activeWeekDays: input.activeWeekDays,
    workHours: input.workHours,
  })
}

/** Wizard step 4: the links given replace the old ones; an empty map still completes the step. */
export async function setCompanySocialMedia(
  ctx: AppContext,
  { id: accountId }: Actor,
  input: SocialMedia,
) {
  return updateCompany(ctx, accountId, { socialMedia: input.socialMedia })
}

/** The gallery, replacing the old set. */
export async function setCompanyMedia(
  ctx: AppContext,
  { id: accountId }: Actor,
  mediaUrls: MediaUrls,
) {
  const stored = await storeGalleryImages(ctx, accountId, mediaUrls)
  return updateCompany(ctx, accountId, { mediaUrls: stored })
}

/**
 * Wizard step 5: the CAC document, a PDF. Its stable URL is stored; answers sign it. A new document
 * has to be checked again, so an earlier verification (or rejection) is withdrawn and the company
 * joins the end of the admins' queue.
 */
export async function setCompanyVerificationDocument(
  ctx: AppContext,
  { id: accountId }: Actor,
  input: VerificationDocument,
) {
  const document = await assertOwnedFile(ctx, accountId, input.s3Url, {
    field: 's3Url',
    kinds: ['pdf'],
    maxBytes: Number.POSITIVE_INFINITY,
    typeMessage: FILE_MESSAGES.documentType,
    sizeMessage: FILE_MESSAGES.documentType,
  })
  return updateCompany(ctx, accountId, {
    verificationDocument: { ...input, s3Url: document.url },
    verifiedAt: null,
    verificationStatus: 'pending',
    verificationSubmittedAt: new Date(),
    verificationNote: null,
  })
}
