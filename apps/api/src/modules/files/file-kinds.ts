import type { FileKind } from '@app/domain'

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PDF = [...Buffer.from('%PDF-')]
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

/**
 * What a file is, from its bytes alone (DESIGN.md §6): the name and the declared type can lie.
 * Null when it is none of the kinds we accept.
 */
export function detectFileKind(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, PDF)) return 'pdf'
  if (startsWith(bytes, OLE2)) return hasWordDocumentStream(bytes) ? 'doc' : null
  if (startsWith(bytes, ZIP)) return isWordZip(bytes) ? 'docx' : null
  return looksLikeSvg(bytes) ? 'svg' : null
}

/**
 * An OLE2 compound file is also what old Excel, PowerPoint and MSI installers are; a Word file has a
 * stream named "WordDocument". Directory entries are 128 bytes, aligned to 128 in the file, with
 * the UTF-16 name first, its byte length (with the terminator) at 64 and the type (2 = stream) at 66.
 */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le')
function hasWordDocumentStream(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(WORD_STREAM_NAME); at !== -1;) {
    const isEntry =
      at % 128 === 0 &&
      at + 128 <= bytes.length &&
      bytes.readUInt16LE(at + 64) === WORD_STREAM_NAME.length + 2 &&
      bytes[at + 66] === 2
    if (isEntry) return true
    at = bytes.indexOf(WORD_STREAM_NAME, at + 1)
  }
  return false
}

/**
 * A DOCX is a ZIP holding `[Content_Types].xml` and a `word/` folder; an XLSX, a JAR or any other
 * ZIP is refused. The names come from the central directory at the end of the file, which is what
 * unzipping tools read.
 */
function isWordZip(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes)
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))
}

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const MAX_ZIP_ENTRIES = 10_000

function zipEntryNames(bytes: Buffer): string[] {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff)
  let end = -1
  for (let at = bytes.length - 22; at >= searchFrom; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at
      break
    }
  }
  if (end === -1) return []
  const count = Math.min(bytes.readUInt16LE(end + 10), MAX_ZIP_ENTRIES)
  const names: string[] = []
  let at = bytes.readUInt32LE(end + 16)
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return []
    const nameLength = bytes.readUInt16LE(at + 28)
    const extraLength = bytes.readUInt16LE(at + 30)
    const commentLength = bytes.readUInt16LE(at + 32)
    if (at + 46 + nameLength > bytes.length) return []
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength))
    at += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** How far into a text file the `<svg` root may start (after a declaration and comments). */
const SVG_PROLOG_MAX_CHARS = 64 * 1024

/**
 * Text that, after an optional byte-order mark, white space, an XML declaration, comments,
 * processing instructions and a DOCTYPE naming svg, opens an `<svg` element. A DOCTYPE is
 * recognised here only so that svg.ts can refuse it with a clear message.
 */
function looksLikeSvg(bytes: Buffer): boolean {
  let text = bytes.toString('utf8', 0, Math.min(bytes.length, SVG_PROLOG_MAX_CHARS))
  if (text.startsWith('\uFEFF')) text = text.slice(1)
  let at = 0
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++
    if (text.startsWith('<?', at)) {
      const close = text.indexOf('?>', at + 2)
      if (close === -1) return false
      at = close + 2
    } else if (text.startsWith('<!--', at)) {
      const close = text.indexOf('-->', at + 4)
      if (close === -1) return false
      at = close + 3
    } else if (/^<!DOCTYPE\s+svg[\s>[]/i.test(text.slice(at, at + 20))) {
      return true
    } else {
      return /^<svg[\s>/]/.test(text.slice(at, at + 5))
    }
  }
}
