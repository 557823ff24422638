import { LETTER_CLOSING, LETTER_SALUTATION, lagosDayLabel, letterParagraphs } from '@app/domain'
import { MARGIN, openPdf } from '../../../lib/pdf/pdf-document.js'

/** What the intern's letter prints, drawn fresh on each download. */
export interface ApplicationLetterDrawing {
  writer: {
    name: string
    /** The intern's address as the profile has it; null without one. */
    address: string | null
    phone: string | null
    email: string
  }
  companyName: string
  /** The company's address as the intern left it: one or more lines; '' for none. */
  companyAddress: string
  subject: string
  body: string
  /** The day the letter is dated: today in Lagos when it is downloaded. */
  date: Date
  /** pdfkit compresses page streams by default; tests read the text plain. */
  compress?: boolean
}

/** The writer's block's width, at the right as a Nigerian formal letter sets it. */
const WRITER_BLOCK_WIDTH = 210

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * A Nigerian formal letter on A4 (decision 065): the writer's address and the date at the top
 * right, the addressee at the left, 'Dear Sir/Madam,', the subject in capitals underlined, the
 * body, 'Yours faithfully,', room to sign, and the writer's name.
 */
export async function drawApplicationLetter(letter: ApplicationLetterDrawing): Promise<Buffer> {
  const { writer } = letter
  const { doc, width, finish } = await openPdf({
    title: letter.subject,
    author: writer.name,
    madeAt: letter.date,
    compress: letter.compress,
  })

  const blockX = MARGIN + width - WRITER_BLOCK_WIDTH
  const writerLines = [
    ...(writer.address ? lines(writer.address) : []),
    ...(writer.phone ? [writer.phone] : []),
    writer.email,
  ]
  for (const line of writerLines) doc.text(line, blockX, doc.y, { width: WRITER_BLOCK_WIDTH })
  doc.moveDown(0.6)
  doc.text(lagosDayLabel(letter.date), blockX, doc.y, { width: WRITER_BLOCK_WIDTH })

  doc.x = MARGIN
  doc.moveDown(1.5)
  doc.text('The Human Resources Manager,', MARGIN, doc.y, { width })
  doc.text(`${letter.companyName},`, { width })
  for (const line of lines(letter.companyAddress)) doc.text(line, { width })
  doc.moveDown(1.2)
  doc.text(LETTER_SALUTATION, { width })
  doc.moveDown(0.8)
  doc.font('bold').text(letter.subject.toUpperCase(), { underline: true, width })
  doc.font('regular').moveDown(0.8)
  for (const paragraph of letterParagraphs(letter.body)) {
    doc.text(paragraph, { align: 'justify', width, lineGap: 2 })
    doc.moveDown(0.8)
  }
  doc.moveDown(0.4)
  doc.text(LETTER_CLOSING, { width })
  // Room for the writer's signature.
  doc.moveDown(3)
  doc.font('bold').text(writer.name, { width })
  return finish()
}
