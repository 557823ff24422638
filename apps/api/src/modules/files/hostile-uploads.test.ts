import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILE_MESSAGES, IMAGE_MAX_PIXELS } from '@app/domain'
import { IMAGE_JOBS_AT_ONCE } from '../../lib/image-processing.js'
import { files } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount } from '../../../test/factories.js'
import { pdfBytes, SIMPLE_SVG, uploadAs } from '../../../test/file-fixtures.js'

const t = useTestApp()
let dataDir: string
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-uploads-'))
  t.app.ctx.config.dataDir = dataDir
})
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const storedFiles = () => t.database.db.select().from(files)

describe('malformed multipart bodies', () => {
  const BOUNDARY = 'internplace-boundary'
  const part =
    `--${BOUNDARY}\r\n` +
    'Content-Disposition: form-data; name="file"; filename="cv.pdf"\r\n' +
    'Content-Type: application/pdf\r\n\r\n' +
    pdfBytes().toString('latin1')
  const cases: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', `${part}\r\n--${BOUNDARY}--\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', `${part}\r\n--${BOUNDARY}--\r\n`],
    ['a body cut short', `multipart/form-data; boundary=${BOUNDARY}`, part.slice(0, 200)],
    [
      'no file part',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
    ],
    ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, ''],
  ]

  it.each(cases)(
    '%s is a 400 with a clear message, and nothing is stored',
    async (_, type, body) => {
      const { token } = await createAccount(t.database.db, 'intern')
      const res = await call(t.app, {
        method: 'POST',
        url: '/misc/file-upload',
        token,
        headers: { 'content-type': type },
        payload: Buffer.from(body, 'latin1'),
      })
      expect(res.status).toBe(400)
      expect([FILE_MESSAGES.uploadMalformed, FILE_MESSAGES.uploadMissing]).toContain(
        res.body.message,
      )
      expect(await storedFiles()).toHaveLength(0)
    },
  )
})

describe('PDF uploads', () => {
  it('refuses a file that only starts like a PDF', async () => {
    const { token } = await createAccount(t.database.db, 'company')
    const fake = Buffer.from('%PDF-1.4\n' + 'junk junk junk junk'.slice(0, 17), 'latin1')
    expect(fake.length).toBe(26)
    const truncated = pdfBytes().subarray(0, 300)
    for (const bytes of [fake, truncated]) {
      const res = await uploadAs(t.app, token, bytes, 'cac.pdf')
      expect(res.status).toBe(415)
      expect(res.body.message).toBe(FILE_MESSAGES.documentInvalid)
    }
    expect(await storedFiles()).toHaveLength(0)
  })

  it('accepts a real one-page PDF', async () => {
    const { token } = await createAccount(t.database.db, 'company')
    const res = await uploadAs(t.app, token, pdfBytes(), 'cac.pdf')
    expect(res.status).toBe(201)
    expect(res.body.data.kind).toBe('pdf')
  })
})

describe('SVG external references', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
    '<style>@import url("https://evil.test/a.css"); rect { fill: url(https://evil.test/p.svg#x); } circle { fill: url(#g); }</style>' +
    '<image href="http://evil.test/track.png" width="1" height="1"/>' +
    '<image xlink:href="https://evil.test/track2.png" width="1" height="1"/>' +
    '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
    '<linearGradient id="h" xlink:href="#g"/>' +
    '<linearGradient id="i" href="//evil.test/sprite.svg#icon"/>' +
    '<a href="https://evil.test/"><text>x</text></a>' +
    '<rect width="10" height="10" style="background: url(\'https://evil.test/bg.png\'); fill: url(#g)"/>' +
    '<circle r="2" fill="url(https://evil.test/f.svg#p)" stroke="url(#g)"/>' +
    '<path d="M0 0" style="fill: u\\72l(https://evil.test/escaped.png)"/>' +
    '</svg>'

  it('keeps no reference that would fetch from elsewhere, and keeps in-document ones', async () => {
    const { token } = await createAccount(t.database.db, 'company')
    const res = await uploadAs(t.app, token, Buffer.from(svg), 'logo.svg')
    expect(res.status).toBe(201)
    const served = (await t.app.inject({ method: 'GET', url: res.body.data.fileUrl })).body
    expect(served).not.toMatch(/evil\.test|@import|escaped/)
    expect(served).toContain('data:image/png;base64,iVBORw0KGgo=')
    expect(served).toContain('xlink:href="#g"')
    expect(served).toContain('stroke="url(#g)"')
    expect(served).toContain('fill: url(#g)')
    expect(served).toContain('<linearGradient id="g">')
  })

  it('still accepts a plain SVG unchanged in substance', async () => {
    const { token } = await createAccount(t.database.db, 'company')
    const res = await uploadAs(t.app, token, Buffer.from(SIMPLE_SVG), 'logo.svg')
    expect(res.status).toBe(201)
    const served = (await t.app.inject({ method: 'GET', url: res.body.data.fileUrl })).body
    expect(served).toContain('fill="#1f46b5"')
  })
})

describe('image size', () => {
  it('refuses a picture over the pixel limit with 413 and says the limit', async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_PIXELS)) + 1
    const big = await sharp({
      create: { width: side, height: side, channels: 3, background: '#1f46b5' },
    })
      .png()
      .toBuffer()
    const { token } = await createAccount(t.database.db, 'intern')
    const res = await uploadAs(t.app, token, big, 'photo.png')
    expect(res.status).toBe(413)
    expect(res.body.message).toBe(FILE_MESSAGES.imageTooManyPixels)
    expect(res.body.message).toMatch(/16 megapixels/)
  })

  it('decodes at most two pictures at a time, however many arrive together', async () => {
    const photo = await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer()
    const { token } = await createAccount(t.database.db, 'intern')
    let most = 0
    const sampler = setInterval(() => {
      most = Math.max(most, sharp.counters().process + sharp.counters().queue)
    }, 1)
    const uploads = await Promise.all(
      [1, 2, 3, 4].map((n) => uploadAs(t.app, token, photo, `photo-${n}.png`)),
    )
    clearInterval(sampler)
    expect(uploads.map((res) => res.status)).toEqual([201, 201, 201, 201])
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(IMAGE_JOBS_AT_ONCE)
  })

  it('accepts a 12-megapixel phone photo', async () => {
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#16a34a' },
    })
      .jpeg()
      .toBuffer()
    const { token } = await createAccount(t.database.db, 'intern')
    const res = await uploadAs(t.app, token, photo, 'photo.jpg')
    expect(res.status).toBe(201)
  })
})
