import { FILE_MESSAGES, LOGO_MAX_BYTES } from '@app/domain'
import { startsWithPdfSignature } from '../../lib/profile-uploads'

/** The spec's logo types (§5); the server decides again from the file's bytes. */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/svg+xml']

/** Why this logo cannot be used, or null. Checked before anything is sent. */
export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return FILE_MESSAGES.logoType
  if (file.size > LOGO_MAX_BYTES) return FILE_MESSAGES.logoTooLarge
  return null
}

/** Why this file is not a PDF the verification step takes, or null (spec §5). */
export async function documentProblem(file: File | undefined): Promise<string | null> {
  if (!file) return FILE_MESSAGES.documentRequired
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
  if (!looksLikePdf) return FILE_MESSAGES.documentType
  if (!(await startsWithPdfSignature(file))) return FILE_MESSAGES.documentInvalid
  return null
}
