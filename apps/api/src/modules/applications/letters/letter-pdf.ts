import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { LetterCompany } from '../../../db/schema.js'
import { letterAddress, type LetterText } from './letter-wording.js'

const require = createRequire(import.meta.url)

/**
 * The letter's typeface, DejaVu Serif from an npm package, so it ships with node_modules and
 * needs no system fonts; it has '₦' and the other Nigerian-English glyphs pdfkit's standard
 * fonts lack (LIBRARIES.md §3). Read once, when the first letter is drawn.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined
const fontsOf = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf')),
  })

const INK = '#1a1a1a'
const GREY = '#555555'
const MARGIN = 64
const LOGO_SIZE = 56

export interface LetterDrawing {
  text: LetterText
  company: LetterCompany
  /** PNG or JPEG bytes of the company's logo (an SVG logo drawn as a PNG), or null. */
  logo: Buffer | null
  /** When the letter was issued: the PDF's creation date, so one letter is always the same bytes. */
  issuedAt: Date
  title: string
  /** pdfkit compresses page streams by default; tests read the text plain. */
  compress?: boolean
}

/**
 * Draws the letter on A4 and answers the PDF's bytes. pdfkit is loaded at the first letter: it
 * costs about 25 MB of memory that a process which never draws one should not carry (decision 020).
 */
export async function drawLetter(drawing: LetterDrawing): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const { text, company, issuedAt } = drawing
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: drawing.compress ?? true,
    info: {
      Title: drawing.title,
      Author: company.name,
      Creator: 'Internplace',
      Producer: 'Internplace',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const { regular, bold } = fontsOf()
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  const width = doc.page.width - 2 * MARGIN

  letterhead(doc, company, drawing.logo, width)

  doc.font('regular').fontSize(11).fillColor(INK)
  const top = doc.y
  doc.text(`Our ref: ${text.reference}`, MARGIN, top, { width })
  doc.text(`Date: ${text.date}`, MARGIN, top, { align: 'right', width })
  doc.x = MARGIN
  doc.moveDown(1.2)
  for (const line of text.addressee) doc.text(line)
  doc.moveDown(1.2)
  doc.text(text.salutation)
  doc.moveDown(0.8)
  doc.font('bold').text(text.subject, { underline: true, width })
  doc.moveDown(0.8)
  if (text.particulars.length > 0) {
    for (const [label, value] of text.particulars) {
      doc.font('bold').text(`${label}: `, { continued: true, width })
      doc.font('regular').text(value)
    }
    doc.moveDown(0.8)
  }
  doc.font('regular')
  for (const paragraph of text.paragraphs) {
    doc.text(paragraph, { align: 'justify', width, lineGap: 2 })
    doc.moveDown(0.8)
  }
  doc.moveDown(0.4)
  doc.text(text.closing)
  // Room for a hand signature or a stamp.
  doc.moveDown(3.5)
  doc.font('bold').text(text.signatory.name)
  doc.font('regular').text(text.signatory.title)
  doc.text(`For: ${text.signatory.company}`)

  doc.end()
  return done
}

/** 'RC 1234567' (or 'BN …') as CAC writes it, for 'RC1234567' as stored. */
const rcLine = (rcNumber: string) =>
  rcNumber.replace(/^(RC|BN)\s*/i, (prefix) => `${prefix.trim().toUpperCase()} `)

function letterhead(
  doc: PDFKit.PDFDocument,
  company: LetterCompany,
  logo: Buffer | null,
  width: number,
) {
  const top = doc.y
  let left = MARGIN
  if (logo) {
    try {
      doc.image(logo, MARGIN, top, { fit: [LOGO_SIZE, LOGO_SIZE] })
      left = MARGIN + LOGO_SIZE + 16
    } catch {
      // A logo pdfkit cannot read is left out; the letter is still the letter.
    }
  }
  const textWidth = width - (left - MARGIN)
  doc.font('bold').fontSize(16).fillColor(INK).text(company.name, left, top, { width: textWidth })
  doc.font('regular').fontSize(9.5).fillColor(GREY)
  if (company.rcNumber) doc.text(rcLine(company.rcNumber), { width: textWidth })
  // Letters stored before addresses were written each part once are tidied here too.
  const address = letterAddress([company.address])
  if (address) doc.text(address, { width: textWidth })
  const contact = [company.phone, company.email].filter(Boolean).join('  ·  ')
  if (contact) doc.text(contact, { width: textWidth })
  const bottom = Math.max(doc.y, logo && left > MARGIN ? top + LOGO_SIZE : 0) + 12
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + width, bottom)
    .lineWidth(0.8)
    .strokeColor(GREY)
    .stroke()
  doc.x = MARGIN
  doc.y = bottom + 20
}
