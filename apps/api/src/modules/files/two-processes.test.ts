import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { loadConfig } from '../../config.js'
import { listenSource, openDatabase, type Database } from '../../db/client.js'
import { createAccount } from '../../../test/factories.js'
import { pdfBytes, pngBytes, uploadAs } from '../../../test/file-fixtures.js'
import { useS3Bucket } from '../../../test/s3-bucket.js'
import { useTestApp } from '../../../test/test-app.js'
import { deleteFilesOf } from './files.queries.js'

const bucket = useS3Bucket()
const t = useTestApp({ env: () => bucket.env() })

// Needs a PostgreSQL server: two processes cannot share the embedded database.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two API processes, one database, one bucket',
  () => {
    let secondPool: Database
    let appB: FastifyInstance
    let dataDirB: string
    beforeAll(async () => {
      const source = listenSource(t.database.db)
      if (source.engine !== 'server') throw new Error('expected a PostgreSQL server')
      secondPool = await openDatabase({ url: source.config.connectionString! })
      // A folder of its own, so nothing can be found on a disk the two share.
      dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-test-b-'))
      appB = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDirB,
          WEB_DIST: '/nonexistent',
          ...bucket.env(),
        }),
        db: secondPool.db,
        // Every process of one site shares OTP_SECRET, which also signs the file links.
        otpSecret: t.app.ctx.otpSecret,
        mailer: { async send() {}, close() {} },
      })
    })
    afterAll(async () => {
      await appB?.close()
      await secondPool?.close()
      if (dataDirB) fs.rmSync(dataDirB, { recursive: true, force: true })
    })

    it('a resume uploaded through one opens by its signed link through the other', async () => {
      const { token } = await createAccount(t.database.db, 'intern')
      const uploaded = await uploadAs(t.app, token, pdfBytes('my resume'), 'resume.pdf')
      expect(uploaded.status).toBe(201)

      const served = await appB.inject({ method: 'GET', url: uploaded.body.data.viewUrl })
      expect(served.statusCode).toBe(200)
      expect(served.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="resume.pdf"; filename*=UTF-8''resume.pdf`,
        'x-content-type-options': 'nosniff',
      })
      expect(served.rawPayload.equals(pdfBytes('my resume'))).toBe(true)
      expect(fs.readdirSync(dataDirB)).not.toContain('files')
    })

    it('a logo uploaded through the second shows through the first, and is gone from both once deleted', async () => {
      const { account, token } = await createAccount(t.database.db, 'company')
      const uploaded = await uploadAs(appB, token, await pngBytes(), 'logo.png')
      expect(uploaded.status).toBe(201)
      const { fileUrl } = uploaded.body.data

      const shown = await t.app.inject({ method: 'GET', url: fileUrl })
      expect(shown.statusCode).toBe(200)
      expect(shown.headers['content-type']).toBe('image/png')
      expect(shown.rawPayload.length).toBe(uploaded.body.data.sizeBytes)

      expect(await bucket.keys()).toContain(path.basename(fileUrl))
      expect(await deleteFilesOf(t.app.ctx, account.id)).toBe(1)
      expect(await bucket.keys()).not.toContain(path.basename(fileUrl))
      expect((await appB.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404)
    })
  },
)
