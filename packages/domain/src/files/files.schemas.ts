import { z } from 'zod'

/** What an uploaded file can be, decided from its first bytes (DESIGN.md §6). */
export const FILE_KINDS = ['jpeg', 'png', 'svg', 'pdf', 'doc', 'docx'] as const
export type FileKind = (typeof FILE_KINDS)[number]
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'svg']
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx']

/** The type every stored file is served with. */
export const FILE_MIME_TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
/**
 * Largest raster image accepted, in pixels (width × height), so a tiny file cannot decode huge.
 * 4096 × 4096 (16.8 MP) takes a 12 MP phone photo (4000 × 3000) or any logo whole, while a
 * decode stays near 64 MB of memory; 40 MP pictures took seconds each and sank the server in bulk.
 */
export const IMAGE_MAX_PIXELS = 4096 * 4096

export const MB = 1024 * 1024
export const UPLOAD_MAX_BYTES = 20 * MB
/** The spec's logo limit, 20480 bytes, shown as 20KB. */
export const LOGO_MAX_BYTES = 20_480
export const MEDIA_MAX_BYTES = 10 * MB
export const MEDIA_MAX_COUNT = 5
export const RESUME_MAX_BYTES = 10 * MB
export const PROFILE_IMAGE_MAX_BYTES = 20 * MB
/**
 * Largest SVG accepted. Sanitising parses it into a DOM twice on the server's thread: about 2 s and
 * hundreds of MB per MB of small elements, so a 20 MB SVG could stall or sink the server.
 */
export const SVG_MAX_BYTES = 1 * MB
export const DOCUMENT_FILE_NAME_MAX_LENGTH = 100

export const FILE_MESSAGES = {
  uploadTooLarge: 'The file is too large. The limit is 20MB.',
  uploadType: 'This file type is not supported. Upload a JPEG, PNG, SVG, PDF, DOC or DOCX file.',
  uploadMissing: 'No file was sent. Choose a file to upload.',
  uploadMalformed:
    'The upload could not be read: it was cut short or is not a multipart form. Please try again.',
  uploadOneFile: 'Send one file at a time, in the field named file.',
  uploadEmpty: 'The file is empty. Choose another file.',
  imageUnreadable: 'This image could not be read; it may be damaged. Save it again and upload it.',
  imageTooManyPixels:
    'This image is too large: at most 16 megapixels (4096 × 4096). Make it smaller and upload it again.',
  svgTooLarge: 'SVG images can be at most 1MB. Upload a PNG or JPEG instead.',
  svgDoctype:
    'This SVG contains a DOCTYPE or ENTITY declaration, which is not allowed. Export it again without one, or upload a PNG.',
  svgInvalid:
    'This SVG could not be read: it is not well-formed SVG. Export it again, or upload a PNG.',
  logoTooLarge: 'File size exceeds 20KB',
  logoType: 'Invalid file type. Supported types: JPEG, PNG, JPG, SVG',
  documentRequired: 'Please select a PDF document',
  documentType: 'Only PDF files are allowed.',
  documentInvalid: 'Invalid PDF format.',
  mediaTooMany: 'You can upload a maximum of 5 images.',
  mediaTooManyInTotal: 'Cannot upload more than 5 files in total.',
  mediaNone: 'No files selected for upload.',
  mediaType: 'Invalid file format.',
  mediaTooLarge: 'Each image must be under 10MB.',
  unknownFile: 'This file was not found. Upload it again.',
} as const

/**
 * What `POST /misc/file-upload` answers. Store `fileUrl` (stable); documents are private, so show
 * them through `viewUrl` or a fresh signed link.
 */
export const UploadedFileSchema = z.object({
  fileUrl: z.string(),
  kind: z.enum(FILE_KINDS),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** Where the uploader can open it now: the same as fileUrl for images, a link that expires for documents. */
  viewUrl: z.string(),
})
export type UploadedFile = z.infer<typeof UploadedFileSchema>
