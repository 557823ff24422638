import { crc32 } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { call } from './test-app.js'
import { multipartFile } from './multipart.js'

/** Real bytes of each kind the upload accepts (and some it refuses), made in the test. */

export const pngBytes = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: '#1f46b5' } })
    .png()
    .toBuffer()

/** A JPEG carrying EXIF (a copyright line) and an orientation, to see both handled. */
export const jpegWithExif = () =>
  sharp({ create: { width: 12, height: 6, channels: 3, background: '#16a34a' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Internplace test' } } })
    .toBuffer()

/** A one-page PDF written by hand, with a correct cross-reference table. */
export function pdfBytes(text = 'Certificate of Incorporation'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 12 Tf 20 72 Td (${text}) Tj ET`
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A ZIP of stored (uncompressed) entries, with local headers and a central directory. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8')
    const data = Buffer.from(content, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'

/** The smallest package Word opens: content types, the package relationship, the document. */
export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    'word/document.xml':
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  })

export const xlsxBytes = () =>
  zipBytes({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' })

/**
 * An OLE2 compound file (version 3, 512-byte sectors) with a root entry and one stream: named
 * WordDocument it is a .doc, named Workbook an .xls.
 */
export function oleBytes(streamName = 'WordDocument'): Buffer {
  const header = Buffer.alloc(512, 0)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0)
  header.writeUInt16LE(0x3e, 0x18)
  header.writeUInt16LE(3, 0x1a)
  header.writeUInt16LE(0xfffe, 0x1c)
  header.writeUInt16LE(9, 0x1e)
  header.writeUInt16LE(6, 0x20)
  header.writeUInt32LE(1, 0x2c) // one FAT sector
  header.writeUInt32LE(1, 0x30) // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38)
  header.writeUInt32LE(0xfffffffe, 0x3c)
  header.writeUInt32LE(0xfffffffe, 0x44)
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4)
  const fat = Buffer.alloc(512, 0xff)
  fat.writeUInt32LE(0xfffffffd, 0)
  fat.writeUInt32LE(0xfffffffe, 4)
  const directory = Buffer.alloc(512, 0)
  const entry = (index: number, name: string, type: number) => {
    const at = index * 128
    const nameBytes = Buffer.from(`${name}\0`, 'utf16le')
    nameBytes.copy(directory, at)
    directory.writeUInt16LE(nameBytes.length, at + 64)
    directory[at + 66] = type
    directory.writeUInt32LE(0xffffffff, at + 68)
    directory.writeUInt32LE(0xffffffff, at + 72)
    directory.writeUInt32LE(index === 0 ? 1 : 0xffffffff, at + 76)
    directory.writeUInt32LE(0xfffffffe, at + 116)
  }
  entry(0, 'Root Entry', 5)
  entry(1, streamName, 2)
  return Buffer.concat([header, fat, directory])
}

/** The start of a Linux executable. */
export const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])

export const SIMPLE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#1f46b5"/></svg>'

/** Sends a file to `POST /misc/file-upload` as the account with this token. */
export const uploadAs = (
  app: FastifyInstance,
  token: string | undefined,
  bytes: Buffer,
  filename: string,
) =>
  call(app, { method: 'POST', url: '/misc/file-upload', token, ...multipartFile(bytes, filename) })
