import type { LetterCompany } from '../../../db/schema.js'
import { drawLetterhead } from '../../../lib/pdf/letterhead-drawing.js'
import { MARGIN, openPdf } from '../../../lib/pdf/pdf-document.js'
import type { LetterText } from './letter-wording.js'

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

/** Draws the letter on A4, under the company's letterhead, and answers the PDF's bytes. */
export async function drawLetter(drawing: LetterDrawing): Promise<Buffer> {
  const { text, company, issuedAt } = drawing
  const { doc, width, finish } = await openPdf({
    title: drawing.title,
    author: company.name,
    madeAt: issuedAt,
    compress: drawing.compress,
  })

  drawLetterhead(doc, company, drawing.logo, width)

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

  return finish()
}
