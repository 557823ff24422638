import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { FileKind } from '@app/domain'
import type { BucketSettings, Config } from '../../config.js'
import { FILE_EXTENSIONS } from './file-kinds.js'

/** A storage key: a random UUID and the extension of the detected kind; nothing from the user. */
export const STORAGE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|svg|pdf|doc|docx)$/

export const newStorageKey = (kind: FileKind) => `${randomUUID()}.${FILE_EXTENSIONS[kind]}`

// Keys are made by newStorageKey; the check keeps any other string out of the disk or the bucket.
const checkedKey = (key: string) => {
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

export function createFileStorage(config: Config): FileStorage {
  return config.fileBucket
    ? bucketStorage(config.fileBucket)
    : folderStorage(() => path.join(config.dataDir, 'files'))
}

/** Files under `<DATA_DIR>/files/`, one per key; the folder is read per call, as tests move it. */
function folderStorage(folderOf: () => string): FileStorage {
  const pathOf = (key: string) => path.join(folderOf(), checkedKey(key))
  return {
    async put(key, bytes) {
      await fs.promises.mkdir(folderOf(), { recursive: true })
      await fs.promises.writeFile(pathOf(key), bytes, { flag: 'wx', mode: 0o640 })
    },
    async read(key) {
      try {
        const handle = await fs.promises.open(pathOf(key), 'r')
        return handle.createReadStream()
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true })
    },
    async keys() {
      const names = await fs.promises.readdir(folderOf()).catch(() => [] as string[])
      return names.filter((name) => STORAGE_KEY_PATTERN.test(name)).sort()
    },
    close() {},
  }
}

/**
 * One object per key in a private bucket. Objects are never served from the bucket itself: the
 * API streams them, so private links, headers and the 404 for a missing file stay the same.
 */
function bucketStorage(settings: BucketSettings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
  })
  const Bucket = settings.bucket
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes }))
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }))
        return object.Body instanceof Readable ? object.Body : null
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null
        }
        throw error
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }))
    },
    async keys() {
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const object of page.Contents ?? []) {
          if (object.Key && STORAGE_KEY_PATTERN.test(object.Key)) keys.push(object.Key)
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },
    close() {
      client.destroy()
    },
  }
}
