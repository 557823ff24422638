import { describe, expect, it } from 'vitest'
import type { FileKind } from '@app/domain'
import {
  docxBytes,
  elfBytes,
  jpegWithExif,
  oleBytes,
  pdfBytes,
  pngBytes,
  SIMPLE_SVG,
  xlsxBytes,
  zipBytes,
} from '../../../test/file-fixtures.js'
import { detectFileKind } from './file-kinds.js'

const text = (value: string) => Buffer.from(value, 'utf8')

describe('detectFileKind', () => {
  const cases: [string, () => Buffer | Promise<Buffer>, FileKind | null][] = [
    ['a PNG', () => pngBytes(), 'png'],
    ['a JPEG', () => jpegWithExif(), 'jpeg'],
    ['a PDF', () => pdfBytes(), 'pdf'],
    ['a Word 97 document', () => oleBytes('WordDocument'), 'doc'],
    ['a DOCX', () => docxBytes(), 'docx'],
    ['an SVG', () => text(SIMPLE_SVG), 'svg'],
    [
      'an SVG after a byte-order mark, a declaration, comments and white space',
      () => text(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n  <svg></svg>`),
      'svg',
    ],
    [
      'an SVG with a DOCTYPE (so that the sanitiser can refuse it by name)',
      () => text('<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>'),
      'svg',
    ],
    ['an Excel 97 workbook', () => oleBytes('Workbook'), null],
    ['an XLSX', () => xlsxBytes(), null],
    ['a plain ZIP', () => zipBytes({ 'notes.txt': 'hello' }), null],
    ['a ZIP whose end was cut off', () => docxBytes().subarray(0, 200), null],
    ['a Linux executable', () => elfBytes(), null],
    ['an HTML page', () => text('<!doctype html><html><body><svg></svg></body></html>'), null],
    ['an XML file with another root', () => text('<?xml version="1.0"?><svgx/>'), null],
    ['a GIF', () => text('GIF89a\x01\x00\x01\x00'), null],
    ['plain text', () => text('hello'), null],
    ['an unterminated comment', () => text('<!-- <svg>'), null],
    ['nothing', () => Buffer.alloc(0), null],
    ['one byte of a JPEG signature', () => Buffer.from([0xff]), null],
  ]

  it.each(cases)('%s → %s', async (_name, bytes, expected) => {
    expect(detectFileKind(await bytes())).toBe(expected)
  })
})
