import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { BucketSettings } from '../config.js'
import { checkedKey, STORAGE_KEY_PATTERN, type FileStorage } from './file-storage.js'

/**
 * One object per key in a private bucket. Objects are never served from the bucket itself: the
 * API streams them, so private links, headers and the 404 for a missing file stay the same.
 */
export function bucketStorage(settings: BucketSettings): FileStorage {
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
