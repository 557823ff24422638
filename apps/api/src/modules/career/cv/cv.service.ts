import { eq } from 'drizzle-orm'
import {
  CV_MESSAGES,
  CV_PLACEMENTS_MAX,
  cvDocument,
  cvFileName,
  todayInLagos,
  type Cv,
  type CvFields,
  type CvLook,
  type CvProfile,
} from '@app/domain'
import { cvs } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import type { PdfFile } from '../../../lib/pdf/pdf-reply.js'
import { isResumeOfAnApplication } from '../../applications/applications.queries.js'
import {
  removeOwnFile,
  signedFileUrl,
  storeDrawnPdf,
  storedImageBytes,
} from '../../files/files.queries.js'
import { attachResume, getInternProfile } from '../../interns/interns.queries.js'
import { placementsOnCv } from '../../placements/placement-history.queries.js'
import { drawCvPdf } from './cv-pdf.js'
import { cvFieldsOf, findCvRow } from './cv.queries.js'

/** A profile photo larger than this is left off the CV (stored photos are re-encoded, far smaller). */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024

/** The profile as the CV uses it, with the placements on Internplace that have begun. */
async function cvProfileOf(ctx: AppContext, internId: string, today: string) {
  const [profile, placements] = await Promise.all([
    getInternProfile(ctx.db, internId),
    placementsOnCv(ctx.db, internId, today, CV_PLACEMENTS_MAX),
  ])
  const name = [profile.firstName, profile.otherName, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  const phone = profile.phoneNumber
    ? `${profile.countryCode ?? ''} ${profile.phoneNumber}`.trim()
    : null
  const cvProfile: CvProfile = {
    name,
    email: profile.email,
    phone,
    address: profile.address?.trim() || null,
    bio: profile.bio,
    institution: profile.institutionName,
    fieldOfStudy: profile.fieldOfStudy,
    yearOfEntry: profile.yearOfEntry,
    yearOfGraduation: profile.yearOfGraduation,
    isPostgraduate: profile.isPostgraduate,
    skills: profile.skills,
    hasPhoto: profile.profileImageUrl !== null && profile.profileImageUrl !== '',
    placements,
  }
  return { cvProfile, profileImageUrl: profile.profileImageUrl, resumeUrl: profile.resumeUrl }
}

/** `GET /users/cv`: the CV-only fields (the defaults before the first save) and the profile's part. */
export async function getCv(ctx: AppContext, { id: internId }: Actor): Promise<Cv> {
  const { cvProfile, resumeUrl } = await cvProfileOf(ctx, internId, todayInLagos())
  const row = await findCvRow(ctx.db, internId)
  return {
    ...cvFieldsOf(row, cvProfile.bio),
    profile: cvProfile,
    savedAt: row?.updatedAt.toISOString() ?? null,
    usedAt: row?.usedAt?.toISOString() ?? null,
    isResumeInUse: !!row?.generatedResumeUrl && row.generatedResumeUrl === resumeUrl,
  }
}

/** `PUT /users/cv`: replaces the CV-only fields, checked by CvInputSchema at the route. */
export async function saveCv(ctx: AppContext, actor: Actor, fields: CvFields): Promise<Cv> {
  const now = new Date()
  await ctx.db
    .insert(cvs)
    .values({ internId: actor.id, ...fields, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: cvs.internId, set: { ...fields, updatedAt: now } })
  return getCv(ctx, actor)
}

/** The CV drawn as a PDF in the look asked for (the saved look by default). */
export async function cvPdf(
  ctx: AppContext,
  { id: internId }: Actor,
  look?: CvLook,
  now = new Date(),
): Promise<PdfFile & { fields: CvFields }> {
  const { cvProfile, profileImageUrl } = await cvProfileOf(ctx, internId, todayInLagos(now))
  if (!cvProfile.name) throw new AppError('VALIDATION_FAILED', CV_MESSAGES.nameMissing)
  const fields = cvFieldsOf(await findCvRow(ctx.db, internId), cvProfile.bio)
  const cv = cvDocument(fields, cvProfile, todayInLagos(now))
  const photo = cv.showPhoto
    ? await storedImageBytes(ctx, profileImageUrl, {
        extensions: ['png', 'jpg'],
        maxBytes: PHOTO_MAX_BYTES,
      })
    : null
  const { bytes } = await drawCvPdf({
    cv,
    look: look ?? fields.look,
    photo: photo?.bytes ?? null,
    madeAt: now,
  })
  return { fileName: cvFileName(cvProfile.name), bytes, fields }
}

/**
 * `POST /users/cv/use`: draws the CV in its saved look, stores it as a private file of the
 * intern's and makes it the resume new applications attach. The PDF the previous use made is
 * removed, unless an application attached it (the company still opens it there). An uploaded
 * resume is never removed: the intern can go back to it from the profile page.
 */
export async function useCv(ctx: AppContext, actor: Actor) {
  const now = new Date()
  const pdf = await cvPdf(ctx, actor, undefined, now)
  const fileUrl = await storeDrawnPdf(ctx, actor.id, pdf.bytes, pdf.fileName)
  const previous = await swapResume(ctx, actor.id, fileUrl, pdf.fields, now).catch(
    async (error: unknown) => {
      await removeOwnFile(ctx, actor.id, fileUrl)
      throw error
    },
  )
  if (previous && previous !== fileUrl) {
    const isAttached = await isResumeOfAnApplication(ctx.db, actor.id, previous)
    if (!isAttached) await removeOwnFile(ctx, actor.id, previous)
  }
  return {
    message: CV_MESSAGES.used,
    answer: { resumeUrl: signedFileUrl(ctx, fileUrl), usedAt: now.toISOString() },
  }
}

/**
 * Records the new PDF on the CV row and as the profile's resume, the row locked so that two uses
 * at once each replace the other's file; answers the URL of the PDF it replaced.
 */
function swapResume(
  ctx: AppContext,
  internId: string,
  fileUrl: string,
  fields: CvFields,
  now: Date,
) {
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(cvs)
      .values({ internId, ...fields })
      .onConflictDoNothing({ target: cvs.internId })
    const row = await findCvRow(tx, internId, true)
    await tx
      .update(cvs)
      .set({ generatedResumeUrl: fileUrl, usedAt: now })
      .where(eq(cvs.internId, internId))
    await attachResume(tx, internId, fileUrl)
    return row?.generatedResumeUrl ?? null
  })
}
