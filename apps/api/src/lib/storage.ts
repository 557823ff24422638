import fs from 'node:fs'
import path from 'node:path'
import type { BucketSettings, Config } from '../config.js'
import { checkedKey, STORAGE_KEY_PATTERN, type FileStorage } from './file-storage.js'

export function createFileStorage(config: Config): FileStorage {
  return config.fileBucket
    ? lazyBucketStorage(config.fileBucket)
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
 * The bucket, with the AWS SDK loaded when first used: it costs about 25 MB of memory, which a
 * process keeping files in the local folder should not carry.
 */
function lazyBucketStorage(settings: BucketSettings): FileStorage {
  let storage: Promise<FileStorage> | undefined
  const bucket = () =>
    (storage ??= import('./bucket-storage.js').then(({ bucketStorage }) => bucketStorage(settings)))
  return {
    put: async (key, bytes) => (await bucket()).put(key, bytes),
    read: async (key) => (await bucket()).read(key),
    remove: async (key) => (await bucket()).remove(key),
    keys: async () => (await bucket()).keys(),
    close() {
      void storage?.then((opened) => opened.close())
    },
  }
}
