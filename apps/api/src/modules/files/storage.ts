import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { FileKind } from '@app/domain'
import type { AppContext } from '../../lib/context.js'
import { FILE_EXTENSIONS } from './file-kinds.js'

/** A storage key: a random UUID and the extension of the detected kind; nothing from the user. */
export const STORAGE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|svg|pdf|doc|docx)$/

export const newStorageKey = (kind: FileKind) => `${randomUUID()}.${FILE_EXTENSIONS[kind]}`

/** Where file bytes live. Local folder now; an S3-compatible bucket is the scale-out path. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>
  /** The bytes as a stream, or null when nothing is stored under the key. */
  read(key: string): Promise<Readable | null>
  remove(key: string): Promise<void>
}

/** Files under `<DATA_DIR>/files/`, one per key. */
export function fileStorage(ctx: AppContext): FileStorage {
  const folder = path.join(ctx.config.dataDir, 'files')
  const pathOf = (key: string) => {
    // Keys are made by newStorageKey; the check keeps any other string out of the file system.
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`)
    return path.join(folder, key)
  }
  return {
    async put(key, bytes) {
      await fs.promises.mkdir(folder, { recursive: true })
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
  }
}
