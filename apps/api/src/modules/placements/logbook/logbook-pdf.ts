import {
  formatLogbookDay,
  formatLogbookWeek,
  lagosDayLabel,
  logbookSignatureLine,
  type LogbookWeek,
} from '@app/domain'
import type { LetterCompany } from '../../../db/schema.js'
import { drawLetterhead } from '../../../lib/pdf/letterhead-drawing.js'
import { GREY, INK, MARGIN, openPdf } from '../../../lib/pdf/pdf-document.js'

export interface LogbookDrawing {
  company: LetterCompany
  /** PNG or JPEG bytes of the company's logo, or null. */
  logo: Buffer | null
  /** The latest change of the logbook: the PDF's dates, so one logbook is always the same bytes. */
  madeAt: Date
  /** The student's particulars, label then value, in the order printed. */
  particulars: [string, string][]
  weeks: LogbookWeek[]
  title: string
  /** pdfkit compresses page streams by default; tests read the text plain. */
  compress?: boolean
}

/** Room a week's heading needs with its first lines; less left on the page starts a new one. */
const WEEK_HEAD_ROOM = 90

/**
 * The SIWES/IT logbook on A4 under the company's letterhead: the student's particulars, then each
 * week with its days and either its signature line and comment or 'Not signed'.
 */
export async function drawLogbook(drawing: LogbookDrawing): Promise<Buffer> {
  const { doc, width, finish } = await openPdf({
    title: drawing.title,
    author: drawing.company.name,
    madeAt: drawing.madeAt,
    compress: drawing.compress,
  })

  drawLetterhead(doc, drawing.company, drawing.logo, width)
  doc
    .font('bold')
    .fontSize(14)
    .text("STUDENT'S WEEKLY LOGBOOK (SIWES/IT)", { align: 'center', width })
  doc.moveDown(0.8)
  doc.fontSize(11)
  for (const [label, value] of drawing.particulars) {
    doc.font('bold').text(`${label}: `, { continued: true, width })
    doc.font('regular').text(value || 'Not given')
  }

  if (drawing.weeks.length === 0) {
    doc.moveDown(1.2).font('regular').text('No week has been written yet.')
  }
  for (const week of drawing.weeks) {
    doc.moveDown(1.2)
    if (doc.y > doc.page.height - doc.page.margins.bottom - WEEK_HEAD_ROOM) doc.addPage()
    const top = doc.y
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + width, top)
      .lineWidth(0.6)
      .strokeColor(GREY)
      .stroke()
    doc.x = MARGIN
    doc.y = top + 8
    doc.font('bold').fontSize(12).fillColor(INK)
    doc.text(`Week ${week.weekNumber}: ${formatLogbookWeek(week.weekStart)}`, { width })
    doc.fontSize(11).moveDown(0.4)
    if (week.days.length === 0) doc.font('regular').fillColor(GREY).text('Nothing written.')
    for (const day of week.days) {
      doc.font('bold').fillColor(INK).text(formatLogbookDay(day.date), { width })
      doc.font('regular').text(day.activities, { width, lineGap: 1.5 })
      doc.moveDown(0.4)
    }
    doc.moveDown(0.3).fillColor(INK)
    if (week.status === 'signed' && week.signatureName && week.signedAt) {
      doc.font('bold').text(logbookSignatureLine(week.signatureName, week.signedAt), { width })
      if (week.comment) doc.font('regular').text(`Comment: ${week.comment}`, { width })
    } else {
      const sent = week.submittedAt
        ? ` (sent to the supervisor on ${lagosDayLabel(new Date(week.submittedAt))})`
        : ''
      doc.font('bold').fillColor(GREY).text(`Not signed${sent}`, { width })
    }
    doc.fillColor(INK)
  }

  doc.moveDown(1.5).font('regular').fontSize(9).fillColor(GREY)
  doc.text(`The logbook as it stood on ${lagosDayLabel(drawing.madeAt)}, from Internplace.`, {
    width,
  })
  return finish()
}
