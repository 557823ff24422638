import { clearanceMonthLabel, fileSlug, lagosDayLabel } from '@app/domain'
import type { ClearanceLetterFacts } from '../../../db/schema.js'
import { drawLetterhead } from '../../../lib/pdf/letterhead-drawing.js'
import { drawLetterBody } from '../../../lib/pdf/letter-body.js'
import { MARGIN, openPdf } from '../../../lib/pdf/pdf-document.js'

export interface ClearanceDrawing {
  /** 'YYYY-MM'. */
  month: string
  letter: ClearanceLetterFacts
  signatory: { name: string; title: string }
  /** PNG or JPEG bytes of the company's logo, or null. */
  logo: Buffer | null
  /** The PDF's dates and the letter's: one letter is always the same bytes. */
  issuedAt: Date
  /** pdfkit compresses page streams by default; tests read the text plain. */
  compress?: boolean
}

/** 'Ikeja' is written 'Ikeja LGA'; 'Ikeja Local Government' and 'Ikeja LGA' stay as they are. */
const lgaLine = (lga: string) => (/\b(lga|local government)\b/i.test(lga) ? lga : `${lga} LGA`)

/**
 * What a clearance letter says (decision 062): to the Local Government Inspector of the corps
 * member's LGA (or the state secretariat), certifying the month's service at the PPA. Pure, so
 * the stored facts always give the same words.
 */
export function clearanceText(drawing: Pick<ClearanceDrawing, 'month' | 'letter' | 'issuedAt'>) {
  const { letter, month } = drawing
  const code = letter.stateCode ? ` (${letter.stateCode})` : ''
  const withCode = letter.stateCode ? `, state code ${letter.stateCode},` : ''
  const period = clearanceMonthLabel(month)
  return {
    date: lagosDayLabel(drawing.issuedAt),
    addressee: [
      'The Local Government Inspector',
      'National Youth Service Corps (NYSC)',
      ...(letter.lga ? [lgaLine(letter.lga)] : []),
      ...(letter.secretariat ? [letter.secretariat] : []),
    ],
    salutation: 'Dear Sir/Madam,',
    subject: `MONTHLY CLEARANCE: ${letter.internName}${code}`.toUpperCase(),
    paragraphs: [
      `We write to certify that ${letter.internName}${withCode} served satisfactorily at ${letter.company.name}, the corps member’s place of primary assignment (PPA), during ${period}.`,
      `Kindly grant the corps member clearance for ${period}.`,
    ],
    closing: 'Yours faithfully,',
  }
}

/** The month's clearance letter on A4, under the company's letterhead, as PDF bytes. */
export async function drawClearance(drawing: ClearanceDrawing): Promise<Buffer> {
  const { letter, signatory } = drawing
  const text = clearanceText(drawing)
  const { doc, width, finish } = await openPdf({
    title: `Monthly clearance, ${clearanceMonthLabel(drawing.month)}: ${letter.internName}`,
    author: letter.company.name,
    madeAt: drawing.issuedAt,
    compress: drawing.compress,
  })

  drawLetterhead(doc, letter.company, drawing.logo, width)
  doc.text(`Date: ${text.date}`, MARGIN, doc.y, { align: 'right', width })
  drawLetterBody(doc, width, {
    ...text,
    signatory: { ...signatory, company: letter.company.name },
  })

  return finish()
}

/** 'nysc-clearance-2026-05-ada-okafor.pdf'. */
export const clearanceFileName = (month: string, internName: string) =>
  `${['nysc-clearance', month, fileSlug(internName, 40)].filter(Boolean).join('-')}.pdf`
