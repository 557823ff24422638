import { MARGIN } from './pdf-document.js'

/** What a letter on a company's letterhead says below its date line, in the order it is printed. */
export interface LetterBody {
  addressee: string[]
  salutation: string
  subject: string
  /** Label and value lines under the subject, by which an office files the letter. */
  particulars?: [label: string, value: string][]
  paragraphs: string[]
  closing: string
  signatory: { name: string; title: string; company: string }
}

/**
 * Draws a letter from its addressee to its signatory, below the date line: the same layout for
 * every letter a company issues (acceptance, NYSC rejection, monthly clearance).
 */
export function drawLetterBody(doc: PDFKit.PDFDocument, width: number, body: LetterBody) {
  doc.x = MARGIN
  doc.moveDown(1.2)
  for (const line of body.addressee) doc.text(line)
  doc.moveDown(1.2)
  doc.text(body.salutation)
  doc.moveDown(0.8)
  doc.font('bold').text(body.subject, { underline: true, width })
  doc.moveDown(0.8)
  const particulars = body.particulars ?? []
  if (particulars.length > 0) {
    for (const [label, value] of particulars) {
      doc.font('bold').text(`${label}: `, { continued: true, width })
      doc.font('regular').text(value)
    }
    doc.moveDown(0.8)
  }
  doc.font('regular')
  for (const paragraph of body.paragraphs) {
    doc.text(paragraph, { align: 'justify', width, lineGap: 2 })
    doc.moveDown(0.8)
  }
  doc.moveDown(0.4)
  doc.text(body.closing)
  // Room for a hand signature and the company's stamp (an NYSC inspector looks for the PPA's).
  doc.moveDown(3.5)
  doc.font('bold').text(body.signatory.name)
  doc.font('regular').text(body.signatory.title)
  doc.text(`For: ${body.signatory.company}`)
}
