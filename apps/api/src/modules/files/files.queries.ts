import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { FILE_KINDS, FILE_MESSAGES, FILE_MIME_TYPES, type FileKind } from '@app/domain'
import type { Db } from '../../db/client.js'
import { files } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { newStorageKey, STORAGE_KEY_PATTERN } from '../../lib/file-storage.js'

/*
 * What other modules may use of the stored files: their URLs, signed links, the check that a
 * profile attaches a file of its own, and the writes other modules need: the removal of a
 * departing account's files (account deletion runs it before the account row goes), and storing
 * and replacing a PDF the app drew for an account (the CV builder's, decision 064).
 */

/** Where a stored file is served; the only form of a file's URL kept in profiles. */
export const FILES_PATH = '/api/v1/files/'
/** How long a signed link to a private file works, unless the caller says otherwise. */
export const FILE_LINK_TTL_MS = 15 * 60 * 1000

const STABLE_URL = new RegExp(`^${FILES_PATH}(${STORAGE_KEY_PATTERN.source.slice(1, -1)})(\\?.*)?$`)

/** The storage key in a stable or signed file URL, or null when the URL is not one of ours. */
export const storageKeyOf = (fileUrl: string) => STABLE_URL.exec(fileUrl)?.[1] ?? null

export const kindOfMime = (mimeType: string): FileKind =>
  FILE_KINDS.find((kind) => FILE_MIME_TYPES[kind] === mimeType) ?? 'pdf'

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

export function isValidLink(
  ctx: AppContext,
  storageKey: string,
  link: FileLink,
  now: number,
): boolean {
  if (!link.expires || !link.signature || !/^\d{1,12}$/.test(link.expires)) return false
  const expires = Number(link.expires)
  if (expires * 1000 <= now) return false
  const expected = Buffer.from(linkSignature(ctx, storageKey, expires))
  const given = Buffer.from(link.signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
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

/**
 * Stores a PDF the app drew for an account (not an upload, so its bytes need no checking): a
 * private file of the account's under a random key, as an uploaded resume is. Answers its stable
 * URL.
 */
export async function storeDrawnPdf(
  ctx: AppContext,
  ownerId: string,
  bytes: Buffer,
  originalName: string,
): Promise<string> {
  const storageKey = newStorageKey('pdf')
  await ctx.files.put(storageKey, bytes)
  await ctx.db
    .insert(files)
    .values({
      ownerId,
      storageKey,
      mimeType: FILE_MIME_TYPES.pdf,
      sizeBytes: bytes.length,
      originalName,
      isPrivate: true,
    })
    .catch(async (error: unknown) => {
      await ctx.files.remove(storageKey)
      throw error
    })
  return FILES_PATH + storageKey
}

/** Removes one file of the account's, row and bytes, by its URL; false when it is not theirs. */
export async function removeOwnFile(ctx: AppContext, ownerId: string, fileUrl: string) {
  const storageKey = storageKeyOf(fileUrl)
  if (!storageKey) return false
  const removed = await ctx.db
    .delete(files)
    .where(and(eq(files.storageKey, storageKey), eq(files.ownerId, ownerId)))
    .returning({ storageKey: files.storageKey })
  for (const row of removed) await ctx.files.remove(row.storageKey)
  return removed.length > 0
}

/**
 * The bytes of a stored image to draw into a document (a logo on a letter, a photo on a CV), or
 * null when the address is not one of ours, its kind is not among `extensions`, it is larger than
 * `maxBytes`, or storage cannot give it: a document is still made without the picture.
 */
export async function storedImageBytes(
  ctx: AppContext,
  fileUrl: string | null,
  { extensions, maxBytes }: { extensions: readonly string[]; maxBytes: number },
): Promise<{ key: string; bytes: Buffer } | null> {
  const key = fileUrl && storageKeyOf(fileUrl)
  if (!key || !extensions.some((extension) => key.endsWith(`.${extension}`))) return null
  try {
    const stream = await ctx.files.read(key)
    if (!stream) return null
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of stream) {
      size += (chunk as Buffer).length
      if (size > maxBytes) {
        stream.destroy()
        return null
      }
      chunks.push(chunk as Buffer)
    }
    return { key, bytes: Buffer.concat(chunks) }
  } catch (error) {
    ctx.log.warn({ err: error }, 'A stored image was left off a document')
    return null
  }
}
