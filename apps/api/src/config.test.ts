import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'

describe('loadConfig', () => {
  it('points mail links at the port the server listens on when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '3307' }).PUBLIC_URL).toBe('http://localhost:3307')
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000')
  })

  it('keeps a PUBLIC_URL that is set, whatever the port', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://internplace.ng' })
    expect(config.PUBLIC_URL).toBe('https://internplace.ng')
  })

  it('refuses a PUBLIC_URL that is not an address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'internplace' })).toThrow(/PUBLIC_URL/)
  })

  it('runs the sweeps every 5 minutes unless SWEEP_INTERVAL_S says otherwise, and refuses 0', () => {
    expect(loadConfig({}).SWEEP_INTERVAL_S).toBe(300)
    expect(loadConfig({ SWEEP_INTERVAL_S: '60' }).SWEEP_INTERVAL_S).toBe(60)
    expect(() => loadConfig({ SWEEP_INTERVAL_S: '0' })).toThrow(/SWEEP_INTERVAL_S/)
  })

  it("shows only verified companies' roles unless REQUIRE_VERIFIED_COMPANIES is turned off", () => {
    expect(loadConfig({}).REQUIRE_VERIFIED_COMPANIES).toBe(true)
    expect(loadConfig({ REQUIRE_VERIFIED_COMPANIES: '0' }).REQUIRE_VERIFIED_COMPANIES).toBe(false)
    expect(() => loadConfig({ REQUIRE_VERIFIED_COMPANIES: 'maybe' })).toThrow(
      /REQUIRE_VERIFIED_COMPANIES/,
    )
  })

  it('reads DATABASE_REPLICA_URLS as a list of PostgreSQL URLs, only beside DATABASE_URL', () => {
    const primary = { DATABASE_URL: 'postgres://internplace@db1.internal:5432/internplace' }
    expect(loadConfig(primary).DATABASE_REPLICA_URLS).toBeUndefined()
    const config = loadConfig({
      ...primary,
      DATABASE_REPLICA_URLS:
        ' postgres://reader@db2.internal:5432/internplace, postgresql://reader@db3/internplace ',
    })
    expect(config.DATABASE_REPLICA_URLS).toEqual([
      'postgres://reader@db2.internal:5432/internplace',
      'postgresql://reader@db3/internplace',
    ])
    for (const urls of ['db2.internal:5432', 'https://db2.internal/internplace', ',']) {
      expect(() => loadConfig({ ...primary, DATABASE_REPLICA_URLS: urls })).toThrow(
        /DATABASE_REPLICA_URLS.*(postgres:\/\/ URL)/,
      )
    }
    expect(() =>
      loadConfig({ DATABASE_REPLICA_URLS: 'postgres://reader@db2.internal/internplace' }),
    ).toThrow(/DATABASE_REPLICA_URLS: needs DATABASE_URL/)
  })

  it('keeps files in the local folder unless S3_BUCKET is set', () => {
    expect(loadConfig({}).fileBucket).toBeNull()
  })

  it('reads every S3 setting into the bucket the files go to', () => {
    const config = loadConfig({
      S3_BUCKET: 'internplace-files',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    })
    expect(config.fileBucket).toEqual({
      bucket: 'internplace-files',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    })
    expect(loadConfig({ S3_BUCKET: 'internplace-files' }).fileBucket).toEqual({
      bucket: 'internplace-files',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    })
  })

  it('refuses bucket settings without S3_BUCKET, and one key without the other', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      /S3_ENDPOINT: needs S3_BUCKET/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/)
  })
})
