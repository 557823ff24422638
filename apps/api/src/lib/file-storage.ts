import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FileKind } from '@app/domain'

/** The extension a stored file of each kind gets; never taken from the uploader's file name. */
export const FILE_EXTENSIONS: Record<FileKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  svg: 'svg',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
}

/** A storage key: a random UUID and the extension of the detected kind; nothing from the user. */
export const STORAGE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|svg|pdf|doc|docx)$/

export const newStorageKey = (kind: FileKind) => `${randomUUID()}.${FILE_EXTENSIONS[kind]}`

// Keys are made by newStorageKey; the check keeps any other string out of the disk or the bucket.
export const checkedKey = (key: string) => {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`)
  return key
}

/** Where file bytes live: the local folder, or an S3-compatible bucket when S3_BUCKET is set. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>
  /** The bytes as a stream, or null when nothing is stored under the key. */
  read(key: string): Promise<Readable | null>
  remove(key: string): Promise<void>
  /** Every key stored (for backups). */
  keys(): Promise<string[]>
  close(): void
}
