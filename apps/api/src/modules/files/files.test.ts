import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { FILE_MESSAGES, SVG_MAX_BYTES, UPLOAD_MAX_BYTES } from '@app/domain'
import { files } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin } from '../../../test/factories.js'
import {
  docxBytes,
  elfBytes,
  jpegWithExif,
  pdfBytes,
  pngBytes,
  SIMPLE_SVG,
  uploadAs,
} from '../../../test/file-fixtures.js'
import { multipartFile } from '../../../test/multipart.js'
import { useS3Bucket } from '../../../test/s3-bucket.js'
import { deleteFilesOf, findOwnedFile, signedFileUrl } from './files.queries.js'

const bucket = useS3Bucket()
const KEYED_URL = /^\/api\/v1\/files\/[0-9a-f-]{36}\.(jpg|png|svg|pdf|doc|docx)$/

// Every behaviour holds whichever storage the bytes are in.
describe.each(['local folder', 'S3 bucket'] as const)('files in the %s', (storage) => {
  const t = useTestApp({ env: () => (storage === 'S3 bucket' ? bucket.env() : {}) })
  const folder = () => path.join(t.app.ctx.config.dataDir, 'files')
  /** The names of the stored objects, read from the storage itself. */
  const storedNames = async () => {
    if (storage === 'S3 bucket') return bucket.keys()
    return fs.existsSync(folder()) ? fs.readdirSync(folder()).sort() : []
  }
  beforeEach(async () => {
    if (storage === 'S3 bucket') await bucket.empty()
    else fs.rmSync(folder(), { recursive: true, force: true })
  })
  const get = (url: string) => t.app.inject({ method: 'GET', url })

  async function signedInUpload(bytes: Buffer, filename: string) {
    const { account, token } = await createAccount(t.database.db, 'intern')
    const res = await uploadAs(t.app, token, bytes, filename)
    return { account, token, res }
  }

  describe('POST /misc/file-upload', () => {
    it('decides the type from the bytes: a PNG named cv.pdf is stored and served as a PNG', async () => {
      const { res } = await signedInUpload(await pngBytes(), 'cv.pdf')
      expect(res.status).toBe(201)
      expect(res.body.data).toMatchObject({ kind: 'png', mimeType: 'image/png' })
      expect(res.body.data.fileUrl).toMatch(KEYED_URL)
      expect(res.body.data.fileUrl).toMatch(/\.png$/)
      expect(res.body.data.viewUrl).toBe(res.body.data.fileUrl)
      expect(await storedNames()).toEqual([path.basename(res.body.data.fileUrl)])

      const served = await get(res.body.data.fileUrl)
      expect(served.statusCode).toBe(200)
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': 'public, max-age=31536000, immutable',
      })
      expect(served.headers['content-disposition']).toBeUndefined()
      expect(served.rawPayload.length).toBe(res.body.data.sizeBytes)
      expect((await sharp(served.rawPayload).metadata()).format).toBe('png')
    })

    it('refuses an executable named photo.png with 415, and stores nothing', async () => {
      const { res } = await signedInUpload(elfBytes(), 'photo.png')
      expect(res.status).toBe(415)
      expect(res.body.message).toBe(FILE_MESSAGES.uploadType)
      expect(await t.database.db.select().from(files)).toHaveLength(0)
      expect(await storedNames()).toHaveLength(0)
    })

    it('accepts exactly 20 MB and refuses one byte more with 413', async () => {
      const pdf = pdfBytes()
      const exactly = Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES - pdf.length, 0x20)])
      const { token, res } = await signedInUpload(exactly, 'big.pdf')
      expect(res.status).toBe(201)
      expect(res.body.data.sizeBytes).toBe(UPLOAD_MAX_BYTES)

      const tooBig = await uploadAs(
        t.app,
        token,
        Buffer.concat([exactly, Buffer.from(' ')]),
        'x.pdf',
      )
      expect(tooBig.status).toBe(413)
      expect(tooBig.body.message).toBe(FILE_MESSAGES.uploadTooLarge)
      expect(await t.database.db.select().from(files)).toHaveLength(1)
    })

    it('needs a session', async () => {
      const res = await uploadAs(t.app, undefined, await pngBytes(), 'logo.png')
      expect(res.status).toBe(401)
      expect(await storedNames()).toHaveLength(0)
    })

    it("refuses an admin's token with 403, as members' routes do, and stores nothing", async () => {
      const admin = await createAdmin(t.database.db)
      const res = await uploadAs(t.app, admin.token, await pngBytes(), 'logo.png')
      expect(res.status).toBe(403)
      expect(res.body.code).toBe('WRONG_ACCOUNT_KIND')
      expect(await storedNames()).toHaveLength(0)
      expect(await t.database.db.select().from(files)).toHaveLength(0)
    })

    it('answers 400 with a clear message when no file is sent', async () => {
      const { token } = await createAccount(t.database.db, 'company')
      const upload = (request: object) =>
        call(t.app, { method: 'POST', url: '/misc/file-upload', token, ...request })
      const wrongField = await upload(
        multipartFile(await pngBytes(), 'a.png', { fieldName: 'logo' }),
      )
      const json = await upload({ payload: { file: 'logo.png' } })
      const empty = await upload(multipartFile(Buffer.alloc(0), 'empty.png'))
      expect([wrongField.status, json.status, empty.status]).toEqual([400, 400, 400])
      expect(wrongField.body.message).toBe(FILE_MESSAGES.uploadMissing)
      expect(json.body.message).toBe(FILE_MESSAGES.uploadMissing)
      expect(empty.body.message).toBe(FILE_MESSAGES.uploadEmpty)
    })

    it('re-encodes a JPEG: EXIF is gone and the picture is turned upright', async () => {
      const original = await jpegWithExif()
      expect((await sharp(original).metadata()).exif).toBeDefined()
      const { res } = await signedInUpload(original, 'IMG_0001.JPG')
      expect(res.status).toBe(201)
      expect(res.body.data).toMatchObject({ kind: 'jpeg', mimeType: 'image/jpeg' })

      const served = await get(res.body.data.fileUrl)
      expect(served.headers['content-type']).toBe('image/jpeg')
      const metadata = await sharp(served.rawPayload).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.orientation).toBeUndefined()
      expect([metadata.width, metadata.height]).toEqual([6, 12])
      expect(served.rawPayload.includes(Buffer.from('Internplace test'))).toBe(false)
    })

    it('refuses a damaged image with 415', async () => {
      const png = await pngBytes()
      const { res } = await signedInUpload(png.subarray(0, 40), 'logo.png')
      expect(res.status).toBe(415)
      expect(res.body.message).toBe(FILE_MESSAGES.imageUnreadable)
    })
  })

  describe('thumbnails (?w=)', () => {
    it('serves a photo in the size shown: a small WebP, cached for a year, the original untouched', async () => {
      const { res } = await signedInUpload(await pngBytes(800, 600), 'photo.png')
      const url = res.body.data.fileUrl as string
      for (const width of [96, 256]) {
        const thumb = await get(`${url}?w=${width}`)
        expect(thumb.statusCode).toBe(200)
        expect(thumb.headers).toMatchObject({
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        })
        const meta = await sharp(thumb.rawPayload).metadata()
        expect(meta.format).toBe('webp')
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(width)
        expect(thumb.rawPayload.length).toBeLessThan(5000)
      }
      const original = await get(url)
      expect(original.headers['content-type']).toBe('image/png')
      expect((await sharp(original.rawPayload).metadata()).width).toBe(800)
      expect(await storedNames()).toEqual([path.basename(url)])
    })

    it('never enlarges a small picture', async () => {
      const { res } = await signedInUpload(await pngBytes(40, 20), 'logo.png')
      const thumb = await get(`${res.body.data.fileUrl}?w=256`)
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(40)
    })

    it('serves an SVG as it is, whatever the width asked', async () => {
      const { res } = await signedInUpload(Buffer.from(SIMPLE_SVG), 'logo.svg')
      const served = await get(`${res.body.data.fileUrl}?w=96`)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toContain('image/svg+xml')
    })

    it('refuses a width it does not make with 400', async () => {
      const { res } = await signedInUpload(await pngBytes(), 'photo.png')
      expect((await get(`${res.body.data.fileUrl}?w=97`)).statusCode).toBe(400)
      expect((await get(`${res.body.data.fileUrl}?w=abc`)).statusCode).toBe(400)
    })

    it('keeps a private document private: no link, no thumbnail', async () => {
      const { res } = await signedInUpload(pdfBytes(), 'cv.pdf')
      expect((await get(`${res.body.data.fileUrl}?w=96`)).statusCode).toBe(404)
    })
  })

  describe('SVG uploads', () => {
    const hostile =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">' +
      '<script>alert(2)</script>' +
      '<rect width="10" height="10" fill="#1f46b5" onclick="alert(3)"/>' +
      '<a xlink:href="javascript:alert(4)"><text x="1" y="8">A &amp; B</text></a>' +
      '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>' +
      '<filter id="blur"><feGaussianBlur stdDeviation="1"/></filter>' +
      '</svg>'

    it('comes back without script, event handlers or foreignObject, with the sandbox CSP', async () => {
      const { res } = await signedInUpload(Buffer.from(hostile), 'logo.svg')
      expect(res.status).toBe(201)
      expect(res.body.data).toMatchObject({ kind: 'svg', mimeType: 'image/svg+xml' })

      const served = await get(res.body.data.fileUrl)
      expect(served.headers['content-type']).toBe('image/svg+xml')
      expect(served.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      const svg = served.body
      for (const gone of [
        '<script',
        'alert',
        'onload',
        'onclick',
        'foreignObject',
        'javascript:',
      ]) {
        expect(svg).not.toContain(gone)
      }
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      for (const kept of ['viewBox="0 0 10 10"', '<rect', 'A &amp; B', '<feGaussianBlur']) {
        expect(svg).toContain(kept)
      }
    })

    it('refuses a DOCTYPE or ENTITY declaration', async () => {
      const laughs =
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>' +
        '<svg xmlns="http://www.w3.org/2000/svg"><text>&lol2;</text></svg>'
      const external =
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">' +
        SIMPLE_SVG
      for (const svg of [laughs, external]) {
        const { res } = await signedInUpload(Buffer.from(svg), 'logo.svg')
        expect(res.status).toBe(415)
        expect(res.body.message).toBe(FILE_MESSAGES.svgDoctype)
      }
      expect(await storedNames()).toHaveLength(0)
    })

    it('refuses an SVG over 1 MB with 413, before parsing it', async () => {
      const padding = `<!-- ${'x'.repeat(SVG_MAX_BYTES)} -->`
      const { res } = await signedInUpload(Buffer.from(SIMPLE_SVG + padding), 'big.svg')
      expect(res.status).toBe(413)
      expect(res.body.message).toBe(FILE_MESSAGES.svgTooLarge)
    })

    it('refuses an SVG that is not well-formed, or has no SVG namespace', async () => {
      const broken = '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'
      const noNamespace = '<svg viewBox="0 0 1 1"><rect/></svg>'
      for (const svg of [broken, noNamespace]) {
        const { res } = await signedInUpload(Buffer.from(svg), 'logo.svg')
        expect(res.status).toBe(415)
        expect(res.body.message).toBe(FILE_MESSAGES.svgInvalid)
      }
    })
  })

  describe('private documents', () => {
    it('a PDF is served only through an unexpired signed link, as an attachment', async () => {
      const { res } = await signedInUpload(pdfBytes(), 'CAC certificate.pdf')
      expect(res.status).toBe(201)
      const { fileUrl, viewUrl } = res.body.data
      expect(res.body.data).toMatchObject({ kind: 'pdf', mimeType: 'application/pdf' })
      expect(fileUrl).toMatch(KEYED_URL)
      expect(viewUrl).toMatch(/^\/api\/v1\/files\/[\w-]+\.pdf\?expires=\d+&signature=[\w-]{43}$/)

      const bare = await get(fileUrl)
      expect(bare.statusCode).toBe(404)
      const unknown = await get('/api/v1/files/00000000-0000-4000-8000-000000000000.pdf')
      expect(bare.json()).toEqual(unknown.json())

      const signed = await get(viewUrl)
      expect(signed.statusCode).toBe(200)
      expect(signed.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="CAC certificate.pdf"; filename*=UTF-8''CAC%20certificate.pdf`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      })
      expect(signed.rawPayload.equals(pdfBytes())).toBe(true)

      const tampered = viewUrl.replace(/signature=(.)/, (_: string, c: string) =>
        c === 'A' ? 'signature=B' : 'signature=A',
      )
      const later = viewUrl.replace(/expires=(\d+)/, (_: string, n: string) => `expires=${+n + 60}`)
      const expired = signedFileUrl(t.app.ctx, fileUrl, -1000)
      for (const url of [tampered, later, expired, `${fileUrl}?expires=9999999999`]) {
        expect((await get(url)).statusCode).toBe(404)
      }
    })

    it('a DOCX named resume.pdf is a private DOCX and downloads as resume.docx', async () => {
      const { res } = await signedInUpload(docxBytes(), 'resume.pdf')
      expect(res.body.data.kind).toBe('docx')
      const served = await get(res.body.data.viewUrl)
      expect(served.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      )
      expect(served.headers['content-disposition']).toContain('filename="resume.docx"')
    })

    it('a signed link for one file does not open another', async () => {
      const first = (await signedInUpload(pdfBytes('one'), 'one.pdf')).res.body.data
      const second = (await signedInUpload(pdfBytes('two'), 'two.pdf')).res.body.data
      const query = first.viewUrl.slice(first.viewUrl.indexOf('?'))
      expect((await get(second.fileUrl + query)).statusCode).toBe(404)
    })

    it('answers 404 for a key that is not one of ours', async () => {
      for (const key of ['logo.png', 'x'.repeat(40), '..%2F..%2Fetc%2Fpasswd']) {
        expect((await get(`/api/v1/files/${key}`)).statusCode).toBe(404)
      }
    })
  })

  describe('findOwnedFile and deleteFilesOf', () => {
    it("finds the uploader's own file by its stable or signed URL, and no one else's", async () => {
      const { account, res } = await signedInUpload(pdfBytes(), 'cac.pdf')
      const other = await createAccount(t.database.db, 'company')
      const { fileUrl, viewUrl } = res.body.data
      const expected = { kind: 'pdf', mimeType: 'application/pdf', isPrivate: true, url: fileUrl }
      expect(await findOwnedFile(t.database.db, account.id, fileUrl)).toMatchObject(expected)
      expect(await findOwnedFile(t.database.db, account.id, viewUrl)).toMatchObject(expected)
      expect(await findOwnedFile(t.database.db, other.account.id, fileUrl)).toBeNull()
      expect(
        await findOwnedFile(t.database.db, account.id, `https://evil.test${fileUrl}`),
      ).toBeNull()
      expect(await findOwnedFile(t.database.db, account.id, 'data:image/png;base64,AA')).toBeNull()
    })

    it("removes an account's rows and bytes, and leaves others' files alone", async () => {
      const mine = await signedInUpload(await pngBytes(), 'a.png')
      await uploadAs(t.app, mine.token, pdfBytes(), 'b.pdf')
      const theirs = await signedInUpload(await pngBytes(), 'c.png')
      expect(await storedNames()).toHaveLength(3)

      expect(await deleteFilesOf(t.app.ctx, mine.account.id)).toBe(2)
      expect(await t.database.db.select().from(files)).toHaveLength(1)
      expect(await storedNames()).toEqual([path.basename(theirs.res.body.data.fileUrl)])
      expect((await get(mine.res.body.data.fileUrl)).statusCode).toBe(404)
    })
  })
})
