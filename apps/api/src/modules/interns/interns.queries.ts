import { eq } from 'drizzle-orm'
import {
  internInitial,
  internProgress,
  internWizardSteps,
  isInternProfileComplete,
  type InternMe,
} from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { accounts, interns } from '../../db/schema.js'
import { AppError } from '../../lib/errors.js'
import { gallerySlots } from '../companies/profile-gallery.queries.js'

/** The signed-in intern's whole profile, with progress computed from what is stored. */
export async function getInternProfile(db: Db, accountId: string): Promise<InternMe> {
  const [row] = await db
    .select({ intern: interns, email: accounts.email })
    .from(interns)
    .innerJoin(accounts, eq(accounts.id, interns.accountId))
    .where(eq(interns.accountId, accountId))
  if (!row) throw new AppError('NOT_FOUND', 'Intern profile not found')
  const { intern } = row
  const facts = { ...intern, email: row.email }
  return {
    id: intern.accountId,
    email: row.email,
    firstName: intern.firstName,
    lastName: intern.lastName,
    otherName: intern.otherName,
    dateOfBirth: intern.dateOfBirth,
    countryCode: intern.countryCode,
    phoneNumber: intern.phoneNumber,
    gender: intern.gender,
    address: intern.address,
    bio: intern.bio,
    preferredIndustry: intern.preferredIndustry,
    intendedDuration: intern.intendedDuration,
    locationPreference: intern.locationPreference,
    fieldOfStudy: intern.fieldOfStudy,
    institutionName: intern.institutionName,
    yearOfEntry: intern.yearOfEntry,
    yearOfGraduation: intern.yearOfGraduation,
    isPostgraduate: intern.isPostgraduate,
    skills: intern.skills,
    profileImageUrl: intern.profileImageUrl,
    resumeUrl: intern.resumeUrl,
    ...gallerySlots(intern.mediaUrls),
    progress: internProgress(facts),
    profileComplete: isInternProfileComplete(facts),
    steps: internWizardSteps(facts),
    createdAt: intern.createdAt.toISOString(),
    updatedAt: intern.updatedAt.toISOString(),
  }
}

/** What the frame of an intern's server pages shows of them: the locks and the avatar (issue 33). */
export async function getInternFrameFacts(db: Db, accountId: string) {
  const me = await getInternProfile(db, accountId)
  return {
    profileComplete: me.profileComplete,
    initial: internInitial(me),
    profileImageUrl: me.profileImageUrl,
  }
}

/**
 * Makes a stored file the resume new applications attach: the one write of the profile another
 * module makes, for the CV builder's 'Use as my CV' (decision 064). The caller has made the file
 * for this intern (a PDF, private, theirs), which is all `setInternResume` checks of an upload.
 */
export async function attachResume(db: Db | Tx, internId: string, fileUrl: string) {
  await db
    .update(interns)
    .set({ resumeUrl: fileUrl, updatedAt: new Date() })
    .where(eq(interns.accountId, internId))
}
