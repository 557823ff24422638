import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll } from 'vitest'

const BUCKET = 'internplace-test'

export interface TestBucket {
  /** The settings that point the API at this bucket. */
  env(): Record<string, string>
  /** Every key stored in the bucket, sorted. */
  keys(): Promise<string[]>
  empty(): Promise<void>
}

/**
 * An S3-compatible server (s3rver) on a free port with one empty bucket, for a test file.
 * s3rver does not check request signatures, so nothing here proves a signature is right.
 */
export function useS3Bucket(): TestBucket {
  let directory = ''
  let server: S3rver | undefined
  let client: S3Client | undefined
  let endpoint = ''
  const settings = () => ({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-s3-'))
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
    const { port } = await server.run()
    endpoint = `http://127.0.0.1:${port}`
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }))
  })
  afterAll(async () => {
    client?.destroy()
    await server?.close()
    fs.rmSync(directory, { recursive: true, force: true })
  })
  const keys = async () => {
    const listed = await client!.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    return (listed.Contents ?? []).map((object) => object.Key!).sort()
  }
  return {
    env: settings,
    keys,
    async empty() {
      const stored = await keys()
      if (stored.length === 0) return
      await client!.send(
        new DeleteObjectsCommand({
          Bucket: BUCKET,
          Delete: { Objects: stored.map((Key) => ({ Key })) },
        }),
      )
    },
  }
}
