import {
  FILE_MESSAGES,
  INTERN_MESSAGES,
  MB,
  PROFILE_IMAGE_MAX_BYTES,
  RESUME_MAX_BYTES,
} from '@app/domain'
import { INTERN_TEXTS } from './intern-profile.messages'

/** The wizard's photo types (spec §5); the server decides again from the file's bytes. */
export const WIZARD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/svg+xml']
/** The profile page takes photos only as JPEG or PNG, under 5MB (spec §5, §9). */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/jpg']
const PROFILE_PHOTO_MAX_BYTES = 5 * MB
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** Why the wizard cannot use this photo, or null. */
export function wizardPhotoProblem(file: File): string | null {
  if (!WIZARD_PHOTO_TYPES.includes(file.type)) return INTERN_MESSAGES.profileImageType
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return INTERN_MESSAGES.profileImageTooLarge
  return null
}

/** Why the profile page cannot use this photo, or null. */
export function profilePhotoProblem(file: File): string | null {
  if (!PROFILE_PHOTO_TYPES.includes(file.type) || file.size >= PROFILE_PHOTO_MAX_BYTES)
    return INTERN_TEXTS.profilePhotoType
  return null
}

/** Why this is not a resume we take (PDF, DOC or DOCX under 10MB), or null. */
export function resumeProblem(file: File | undefined | null): string | null {
  if (!file) return INTERN_TEXTS.documentRequired
  if (!/\.(pdf|docx?)$/i.test(file.name)) return INTERN_MESSAGES.resumeType
  if (file.size > RESUME_MAX_BYTES) return INTERN_MESSAGES.resumeType
  if (file.size === 0) return FILE_MESSAGES.uploadEmpty
  return null
}
