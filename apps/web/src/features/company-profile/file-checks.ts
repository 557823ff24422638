import { FILE_MESSAGES, LOGO_MAX_BYTES, MEDIA_MAX_BYTES, MEDIA_MAX_COUNT } from '@app/domain'

/** The spec's logo types (§5); the server decides again from the file's bytes. */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/svg+xml']
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/jpg']
const PDF_SIGNATURE = '%PDF-'

/** Why this logo cannot be used, or null. Checked before anything is sent. */
export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return FILE_MESSAGES.logoType
  if (file.size > LOGO_MAX_BYTES) return FILE_MESSAGES.logoTooLarge
  return null
}

async function startsWithPdfSignature(file: File): Promise<boolean> {
  const head = file.slice(0, PDF_SIGNATURE.length)
  const bytes = new Uint8Array(
    typeof head.arrayBuffer === 'function'
      ? await head.arrayBuffer()
      : await new Response(head).arrayBuffer(),
  )
  return String.fromCharCode(...bytes) === PDF_SIGNATURE
}

/** Why this file is not a PDF the verification step takes, or null (spec §5). */
export async function documentProblem(file: File | undefined): Promise<string | null> {
  if (!file) return FILE_MESSAGES.documentRequired
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
  if (!looksLikePdf) return FILE_MESSAGES.documentType
  if (!(await startsWithPdfSignature(file))) return FILE_MESSAGES.documentInvalid
  return null
}

/** Why these images cannot be added to the `existing` ones, or null (spec §5, DESIGN §6). */
export function mediaProblem(files: File[], existing: number): string | null {
  if (files.length === 0) return FILE_MESSAGES.mediaNone
  if (existing >= MEDIA_MAX_COUNT) return FILE_MESSAGES.mediaTooMany
  if (existing + files.length > MEDIA_MAX_COUNT) return FILE_MESSAGES.mediaTooManyInTotal
  if (files.some((file) => !MEDIA_TYPES.includes(file.type))) return FILE_MESSAGES.mediaType
  if (files.some((file) => file.size > MEDIA_MAX_BYTES)) return FILE_MESSAGES.mediaTooLarge
  return null
}
