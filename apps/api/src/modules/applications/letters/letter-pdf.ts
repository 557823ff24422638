import type { LetterCompany } from '../../../db/schema.js'
import { drawLetterhead } from '../../../lib/pdf/letterhead-drawing.js'
import { drawLetterBody } from '../../../lib/pdf/letter-body.js'
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
  drawLetterBody(doc, width, text)

  return finish()
}
