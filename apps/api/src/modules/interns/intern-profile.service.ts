import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import {
  DOCUMENT_KINDS,
  IMAGE_KINDS,
  INTERN_MESSAGES,
  PROFILE_IMAGE_MAX_BYTES,
  RESUME_MAX_BYTES,
  type AcademicInfoInputSchema,
  type InternBasicInfoInputSchema,
  type InternContactInputSchema,
  type InternMe,
  type InternPreferencesInputSchema,
  type InternSkillsInputSchema,
  type MediaInputSchema,
} from '@app/domain'
import { interns } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { storeGalleryImages } from '../companies/profile-gallery.queries.js'
import { assertOwnedFile, signedFileUrl } from '../files/files.queries.js'
import { getInternProfile } from './interns.queries.js'
import { assertMaySignUp } from '../reports/sign-up-refusals.queries.js'

type BasicInfo = z.output<typeof InternBasicInfoInputSchema>
type Contact = z.output<typeof InternContactInputSchema>
type AcademicInfo = z.output<typeof AcademicInfoInputSchema>
type Preferences = z.output<typeof InternPreferencesInputSchema>
type Skills = z.output<typeof InternSkillsInputSchema>
type MediaUrls = z.output<typeof MediaInputSchema>

/** A profile write's answer: the updated profile and the spec's success message for it. */
export interface SavedProfile {
  profile: InternMe
  message: string
}

/**
 * The profile as its owner sees it. The resume is private, so its stored (stable) URL goes out as
 * a signed link that expires.
 */
export async function getOwnInternProfile(
  ctx: AppContext,
  { id: accountId }: Actor,
): Promise<InternMe> {
  const profile = await getInternProfile(ctx.db, accountId)
  if (!profile.resumeUrl) return profile
  return { ...profile, resumeUrl: signedFileUrl(ctx, profile.resumeUrl) }
}

async function updateIntern(
  ctx: AppContext,
  accountId: string,
  values: Partial<typeof interns.$inferInsert>,
  message: string,
): Promise<SavedProfile> {
  await ctx.db
    .update(interns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(interns.accountId, accountId))
  return { profile: await getOwnInternProfile(ctx, { id: accountId }), message }
}

async function storedIntern(ctx: AppContext, accountId: string) {
  const [row] = await ctx.db.select().from(interns).where(eq(interns.accountId, accountId))
  return row
}

/**
 * Wizard step 1. The email belongs to the account and changes only through settings. The phone
 * of a suspended account, or of one deleted under moderation, is refused (decision 049).
 */
export async function setInternBasicInfo(
  ctx: AppContext,
  { id: accountId }: Actor,
  input: BasicInfo,
) {
  await assertMaySignUp(ctx, { phone: input.phoneNumber }, accountId)
  return updateIntern(ctx, accountId, input, INTERN_MESSAGES.basicInfoSaved)
}

/** The application review page's edit: names, location and phone (and gender when sent). */
export async function setInternContact(ctx: AppContext, { id: accountId }: Actor, input: Contact) {
  await assertMaySignUp(ctx, { phone: input.phoneNumber }, accountId)
  return updateIntern(ctx, accountId, input, INTERN_MESSAGES.profileSaved)
}

/** Wizard step 3. No graduation year means a postgraduate (MSc, PhD) student (spec §5). */
export const setInternAcademicInfo = (
  ctx: AppContext,
  { id: accountId }: Actor,
  input: AcademicInfo,
) =>
  updateIntern(
    ctx,
    accountId,
    { ...input, isPostgraduate: input.yearOfGraduation === null },
    INTERN_MESSAGES.academicSaved,
  )

/**
 * Wizard step 4 and the preferences card. The wizard's toast is for the first choice, the card's
 * for a change, so the answer's message says which this was.
 */
export async function setInternPreferences(
  ctx: AppContext,
  { id: accountId }: Actor,
  input: Preferences,
): Promise<SavedProfile> {
  const before = await storedIntern(ctx, accountId)
  const isChange = before?.preferredIndustry != null
  const message = isChange ? INTERN_MESSAGES.preferencesUpdated : INTERN_MESSAGES.preferencesSaved
  return updateIntern(ctx, accountId, input, message)
}

/** Wizard step 2 and the profile page: an image this intern uploaded, at most 20 MB. */
export async function setInternProfileImage(
  ctx: AppContext,
  { id: accountId }: Actor,
  profileImageUrl: string,
) {
  const image = await assertOwnedFile(ctx, accountId, profileImageUrl, {
    field: 'profileImageUrl',
    kinds: IMAGE_KINDS,
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    typeMessage: INTERN_MESSAGES.profileImageType,
    sizeMessage: INTERN_MESSAGES.profileImageTooLarge,
  })
  return updateIntern(
    ctx,
    accountId,
    { profileImageUrl: image.url },
    INTERN_MESSAGES.profileImageSaved,
  )
}

/** The gallery, replacing the old set. */
export async function setInternMedia(
  ctx: AppContext,
  { id: accountId }: Actor,
  mediaUrls: MediaUrls,
) {
  const stored = await storeGalleryImages(ctx, accountId, mediaUrls)
  return updateIntern(ctx, accountId, { mediaUrls: stored }, INTERN_MESSAGES.mediaSaved)
}

/**
 * Wizard step 5 and the profile page: a PDF, DOC or DOCX of this intern's, at most 10 MB. The
 * stable URL is stored (also when a signed link is sent back); answers sign it. The first document
 * gets the wizard's toast, a replacement the profile page's.
 */
export async function setInternResume(
  ctx: AppContext,
  { id: accountId }: Actor,
  resumeUrl: string,
) {
  const resume = await assertOwnedFile(ctx, accountId, resumeUrl, {
    field: 'resumeUrl',
    kinds: DOCUMENT_KINDS,
    maxBytes: RESUME_MAX_BYTES,
    typeMessage: INTERN_MESSAGES.resumeType,
    sizeMessage: INTERN_MESSAGES.resumeType,
  })
  const before = await storedIntern(ctx, accountId)
  const message = before?.resumeUrl ? INTERN_MESSAGES.resumeSaved : INTERN_MESSAGES.documentUploaded
  return updateIntern(ctx, accountId, { resumeUrl: resume.url }, message)
}

/** Skills, matched against role requirements for compatibility. */
export const setInternSkills = (ctx: AppContext, { id: accountId }: Actor, input: Skills) =>
  updateIntern(ctx, accountId, { skills: input.skills }, INTERN_MESSAGES.profileSaved)
