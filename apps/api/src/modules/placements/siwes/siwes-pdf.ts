import {
  electronicSignature,
  formatDay,
  formatNigerianMobile,
  ITF_ATTENDANCE_LABELS,
  ITF_GRADE_LABELS,
  scafDeadline,
  scafItfNote,
  type ItfAttendance,
  type ItfGrade,
} from '@app/domain'
import type { LetterCompany, ScafForm, SiwesStudentPart } from '../../../db/schema.js'
import { drawLetterhead } from '../../../lib/pdf/letterhead-drawing.js'
import { GREY, INK, MARGIN, openPdf } from '../../../lib/pdf/pdf-document.js'

/** Who signed a form, as stored: the name, the title and when. */
export interface SignatureFacts {
  name: string
  title: string
  signedAt: Date
}

interface FormDrawing {
  company: LetterCompany
  /** PNG or JPEG bytes of the company's logo, or null. */
  logo: Buffer | null
  signature: SignatureFacts
  /** pdfkit compresses page streams by default; tests may read the text plain. */
  compress?: boolean
}

export interface ScafDrawing extends FormDrawing {
  form: ScafForm
}

export interface ItfForm8Drawing extends FormDrawing {
  partA: SiwesStudentPart
  grade: ItfGrade
  attendance: ItfAttendance
  comments: string
}

type Row = [label: string, value: string]

/** A form's opening: the letterhead, its title and what it is for, centred. */
async function openForm(drawing: FormDrawing, title: string, subtitle: string, name: string) {
  const pdf = await openPdf({
    title: `${title}: ${name}`,
    author: drawing.company.name,
    // Signed once, drawn from what was stored: the same form is always the same bytes.
    madeAt: drawing.signature.signedAt,
    compress: drawing.compress,
  })
  const { doc, width } = pdf
  drawLetterhead(doc, drawing.company, drawing.logo, width)
  doc.font('bold').fontSize(13).text(title, { align: 'center', width })
  doc.font('regular').fontSize(9.5).fillColor(GREY).text(subtitle, { align: 'center', width })
  doc.fontSize(11).fillColor(INK)
  doc.moveDown(1)
  return pdf
}

/** A numbered part of the form: its heading, then label and value on each line. */
function part(doc: PDFKit.PDFDocument, width: number, heading: string, rows: Row[]) {
  doc.x = MARGIN
  doc.font('bold').fontSize(11).text(heading, { width })
  doc.moveDown(0.3)
  for (const [label, value] of rows) {
    doc.font('bold').text(`${label}: `, { continued: true, width })
    doc.font('regular').text(value)
  }
  doc.moveDown(0.8)
}

/** The e-signature, in words, and who recorded it. */
function signatureBlock(doc: PDFKit.PDFDocument, width: number, drawing: FormDrawing) {
  const { signature, company } = drawing
  doc.x = MARGIN
  doc.moveDown(0.6)
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke()
  doc.moveDown(0.6)
  doc.font('bold').text(electronicSignature(signature, company.name, signature.signedAt), { width })
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(
      "Signed in Internplace from the company's account. The employer may also stamp this form.",
      { width },
    )
  doc.fontSize(11).fillColor(INK)
}

const studentRows = (student: SiwesStudentPart): Row[] => [
  ['Name', student.studentName],
  ['Matriculation number', student.matricNumber],
  ['Institution', student.institution],
  ['Course of study', student.course],
  ['Programme', student.programme],
]

const period = (student: SiwesStudentPart) =>
  `${student.weeks} weeks (${formatDay(student.startDate)} to ${formatDay(student.endDate)})`

/** The SCAF on A4, under the company's letterhead, signed (decision 060). */
export async function drawScaf(drawing: ScafDrawing): Promise<Buffer> {
  const { form, company } = drawing
  const { doc, width, finish } = await openForm(
    drawing,
    "STUDENTS' COMMENCEMENT OF ATTACHMENT FORM (SCAF)",
    'Students Industrial Work Experience Scheme (SIWES) · Industrial Training Fund',
    form.studentName,
  )
  part(doc, width, 'A. The student', studentRows(form))
  part(doc, width, 'B. The employer', [
    ['Name', company.name],
    ['Address', company.address ?? ''],
  ])
  part(doc, width, 'C. The attachment', [
    ['Date of commencement', formatDay(form.startDate)],
    ['Period of attachment', period(form)],
  ])
  part(doc, width, 'D. The industry-based supervisor', [
    ['Name', form.supervisorName],
    ['Phone', formatNigerianMobile(form.supervisorPhone)],
  ])
  doc
    .font('regular')
    .text(
      `We confirm that the student named above has commenced industrial attachment with us on ${formatDay(form.startDate)}.`,
      { width, align: 'justify' },
    )
  doc.moveDown(0.5)
  doc.text(scafItfNote(scafDeadline(form.startDate)), { width })
  signatureBlock(doc, width, drawing)
  return finish()
}

/** ITF Form 8 on A4: Part A from the placement, Part B the employer's assessment, signed. */
export async function drawItfForm8(drawing: ItfForm8Drawing): Promise<Buffer> {
  const { partA, company } = drawing
  const { doc, width, finish } = await openForm(
    drawing,
    'ITF FORM 8',
    "Students Industrial Work Experience Scheme (SIWES) · the employer's assessment",
    partA.studentName,
  )
  part(doc, width, "Part A: The student's particulars", [
    ...studentRows(partA),
    ['Employer', [company.name, company.address].filter(Boolean).join(', ')],
    ['Period of attachment', period(partA)],
  ])
  part(doc, width, "Part B: The employer's assessment", [
    ['Overall grade', ITF_GRADE_LABELS[drawing.grade]],
    ['Attendance and punctuality', ITF_ATTENDANCE_LABELS[drawing.attendance]],
  ])
  doc.font('bold').text('Comments', { width })
  doc.font('regular').text(drawing.comments, { width, align: 'justify', lineGap: 2 })
  signatureBlock(doc, width, drawing)
  return finish()
}
