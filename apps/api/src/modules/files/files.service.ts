import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Readable } from 'node:stream'
import { and, eq } from 'drizzle-orm'
import {
  DOCUMENT_KINDS,
  FILE_KINDS,
  FILE_MESSAGES,
  FILE_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  type FileKind,
  type UploadedFile,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { files } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { detectFileKind } from './file-kinds.js'
import { reencodeImage } from './image-processing.js'
import { assertReadablePdf } from './pdf.js'
import { newStorageKey, STORAGE_KEY_PATTERN } from '../../lib/file-storage.js'
import { sanitiseSvg } from './svg.js'

export type FileRow = typeof files.$inferSelect

/** Where a stored file is served; the only form of a file's URL kept in profiles. */
export const FILES_PATH = '/api/v1/files/'
/** How long a signed link to a private file works, unless the caller says otherwise. */
export const FILE_LINK_TTL_MS = 15 * 60 * 1000

const STABLE_URL = new RegExp(`^${FILES_PATH}(${STORAGE_KEY_PATTERN.source.slice(1, -1)})(\\?.*)?$`)

/** The storage key in a stable or signed file URL, or null when the URL is not one of ours. */
export const storageKeyOf = (fileUrl: string) => STABLE_URL.exec(fileUrl)?.[1] ?? null

const kindOfMime = (mimeType: string): FileKind =>
  FILE_KINDS.find((kind) => FILE_MIME_TYPES[kind] === mimeType) ?? 'pdf'

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

export interface OwnedFile {
  id: string
  kind: FileKind
  mimeType: string
  sizeBytes: number
  isPrivate: boolean
  /** The stable URL to store, '/api/v1/files/<key>', even when a signed link was given. */
  url: string
}

/**
 * A file this account uploaded, found by its URL, so that a profile can attach it after checking
 * its kind and size; null for anything else (another account's file, a foreign or unknown URL).
 */
export async function findOwnedFile(
  db: Db,
  ownerId: string,
  fileUrl: string,
): Promise<OwnedFile | null> {
  const storageKey = storageKeyOf(fileUrl)
  if (!storageKey) return null
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.storageKey, storageKey), eq(files.ownerId, ownerId)))
    .limit(1)
  if (!row) return null
  return {
    id: row.id,
    kind: kindOfMime(row.mimeType),
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    isPrivate: row.isPrivate,
    url: FILES_PATH + storageKey,
  }
}

export interface FileRule {
  field: string
  kinds: readonly FileKind[]
  maxBytes: number
  typeMessage: string
  sizeMessage: string
}

/**
 * The stored URL is the file's stable one, also when the client sends back a signed link.
 * A file link is accepted only for a file this account uploaded, of the kinds and size the
 * attaching step allows (DESIGN.md §6): 400 for an unknown link, 415 for a wrong type, 413 too big.
 */
export async function assertOwnedFile(
  ctx: AppContext,
  ownerId: string,
  url: string,
  rule: FileRule,
) {
  const file = await findOwnedFile(ctx.db, ownerId, url)
  if (!file) {
    throw new AppError('VALIDATION_FAILED', FILE_MESSAGES.unknownFile, {
      errors: { [rule.field]: FILE_MESSAGES.unknownFile },
    })
  }
  if (!rule.kinds.includes(file.kind)) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', rule.typeMessage, {
      errors: { [rule.field]: rule.typeMessage },
    })
  }
  if (file.sizeBytes > rule.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', rule.sizeMessage, {
      errors: { [rule.field]: rule.sizeMessage },
    })
  }
  return file
}

/** Links are signed with a key derived for this purpose alone, not with the code key itself. */
const linkSignature = (ctx: AppContext, storageKey: string, expires: number) => {
  const linkKey = createHmac('sha256', ctx.otpSecret).update('file-links').digest()
  return createHmac('sha256', linkKey).update(`${storageKey}:${expires}`).digest('base64url')
}

/**
 * A link to a stored file that works until `ttlMs` from now: how a private file (resume,
 * verification document) is shown to someone the caller has decided is entitled to it. A URL that
 * is not one of our stored files is returned as it is.
 */
export function signedFileUrl(
  ctx: AppContext,
  fileUrl: string,
  ttlMs = FILE_LINK_TTL_MS,
  now = Date.now(),
): string {
  const storageKey = storageKeyOf(fileUrl)
  if (!storageKey) return fileUrl
  const expires = Math.floor((now + ttlMs) / 1000)
  const signature = linkSignature(ctx, storageKey, expires)
  return `${FILES_PATH}${storageKey}?expires=${expires}&signature=${signature}`
}

export interface FileLink {
  expires?: string | undefined
  signature?: string | undefined
}

function isValidLink(ctx: AppContext, storageKey: string, link: FileLink, now: number): boolean {
  if (!link.expires || !link.signature || !/^\d{1,12}$/.test(link.expires)) return false
  const expires = Number(link.expires)
  if (expires * 1000 <= now) return false
  const expected = Buffer.from(linkSignature(ctx, storageKey, expires))
  const given = Buffer.from(link.signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
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

/**
 * Removes every file an account uploaded, rows and bytes; returns how many. Call it before the
 * account row is deleted: deleting the account sets `owner_id` to null, and its files could no
 * longer be found.
 */
export async function deleteFilesOf(ctx: AppContext, ownerId: string): Promise<number> {
  const removed = await ctx.db
    .delete(files)
    .where(eq(files.ownerId, ownerId))
    .returning({ storageKey: files.storageKey })
  for (const { storageKey } of removed) await ctx.files.remove(storageKey)
  return removed.length
}
