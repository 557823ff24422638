import type { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import {
  DOCUMENT_KINDS,
  FILE_MESSAGES,
  FILE_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  type FileKind,
  type UploadedFile,
} from '@app/domain'
import { files } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { detectFileKind } from './file-kinds.js'
import { reencodeImage } from '../../lib/image-processing.js'
import { assertReadablePdf } from './pdf.js'
import { newStorageKey, STORAGE_KEY_PATTERN } from '../../lib/file-storage.js'
import { sanitiseSvg } from './svg.js'
import {
  FILES_PATH,
  isValidLink,
  kindOfMime,
  signedFileUrl,
  type FileLink,
} from './files.queries.js'

export type FileRow = typeof files.$inferSelect

export const isDocumentKind = (kind: FileKind) => DOCUMENT_KINDS.includes(kind)

/**
 * Stores an upload: the type comes from the bytes, images are re-encoded and SVGs sanitised before
 * anything is written, and the key is random. Documents (PDF, DOC, DOCX) are private.
 */
export async function uploadFile(
  ctx: AppContext,
  ownerId: string,
  upload: { buffer: Buffer; originalName?: string | null },
): Promise<{ row: FileRow; answer: UploadedFile }> {
  if (upload.buffer.length === 0) throw new AppError('VALIDATION_FAILED', FILE_MESSAGES.uploadEmpty)
  if (upload.buffer.length > UPLOAD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.uploadTooLarge)
  }
  const kind = detectFileKind(upload.buffer)
  if (!kind) throw new AppError('UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.uploadType)
  const bytes = await safeBytes(kind, upload.buffer)

  const storageKey = newStorageKey(kind)
  await ctx.files.put(storageKey, bytes)
  const [row] = await ctx.db
    .insert(files)
    .values({
      ownerId,
      storageKey,
      mimeType: FILE_MIME_TYPES[kind],
      sizeBytes: bytes.length,
      originalName: cleanOriginalName(upload.originalName),
      isPrivate: isDocumentKind(kind),
    })
    .returning()
    .catch(async (error: unknown) => {
      await ctx.files.remove(storageKey)
      throw error
    })
  if (!row) throw new Error('The file row was not saved')
  const fileUrl = FILES_PATH + storageKey
  return {
    row,
    answer: {
      fileUrl,
      kind,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      viewUrl: row.isPrivate ? signedFileUrl(ctx, fileUrl) : fileUrl,
    },
  }
}

async function safeBytes(kind: FileKind, bytes: Buffer): Promise<Buffer> {
  if (kind === 'jpeg' || kind === 'png') return reencodeImage(bytes, kind)
  if (kind === 'svg') return sanitiseSvg(bytes)
  if (kind === 'pdf') await assertReadablePdf(bytes)
  return bytes
}

/** Kept only to name a download; never used for storage. */
function cleanOriginalName(name: string | null | undefined): string | null {
  const base = (name ?? '').split(/[/\\]/).pop() ?? ''
  const cleaned = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-255)
  return cleaned || null
}

/**
 * A stored file and its bytes, for serving. Null, whatever the reason, when the key is unknown or
 * the file is private and the link is missing, wrong or expired: existence is never revealed.
 */
export async function openStoredFile(
  ctx: AppContext,
  storageKey: string,
  link: FileLink,
  now = Date.now(),
): Promise<{ row: FileRow; kind: FileKind; stream: Readable } | null> {
  if (!STORAGE_KEY_PATTERN.test(storageKey)) return null
  const [row] = await ctx.db.select().from(files).where(eq(files.storageKey, storageKey)).limit(1)
  if (!row) return null
  if (row.isPrivate && !isValidLink(ctx, storageKey, link, now)) return null
  const stream = await ctx.files.read(storageKey)
  return stream && { row, kind: kindOfMime(row.mimeType), stream }
}
