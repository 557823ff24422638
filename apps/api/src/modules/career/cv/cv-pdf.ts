import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { shortenedCv, type CvDocument, type CvLook } from '@app/domain'
import { GREY, INK, openPdf } from '../../../lib/pdf/pdf-document.js'

const require = createRequire(import.meta.url)

/** The modern look's face: DejaVu Sans, from the same package as the house serif. */
let sans: { regular: Buffer; bold: Buffer } | undefined
const sansFonts = () =>
  (sans ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  })

/** A CV's margins are narrower than a letter's: more of the page for the intern's words. */
const SIDE = 54
const TOP = 48
/** pdfkit breaks pages by itself past its bottom margin; the CV stops short of it first. */
const PAGE_BOTTOM = 30
const BOTTOM = 48
/** A CV is one or two pages (decision 064): what would run onto a third is left off. */
export const CV_MAX_PAGES = 2
const PHOTO_SIZE = 72
const BULLET_INDENT = 12

interface Look {
  regular: string
  bold: string
  accent: string
  rule: number
  nameAlign: 'left' | 'center'
  headingCase: (heading: string) => string
}

const LOOKS: Record<CvLook, Look> = {
  classic: {
    regular: 'regular',
    bold: 'bold',
    accent: INK,
    rule: 0.6,
    nameAlign: 'center',
    headingCase: (heading) => heading.toUpperCase(),
  },
  modern: {
    regular: 'sans',
    bold: 'sans-bold',
    accent: '#0b6e4f',
    rule: 1.2,
    nameAlign: 'left',
    headingCase: (heading) => heading,
  },
}

export interface CvDrawing {
  cv: CvDocument
  look: CvLook
  /** PNG or JPEG bytes of the profile photo, only when the intern chose to show it. */
  photo: Buffer | null
  madeAt: Date
  compress?: boolean
}

/** A run of text as the CV lays it out. */
interface Line {
  text: string
  font: string
  size: number
  colour: string
  isBullet?: boolean
  align?: 'left' | 'center'
  width: number
  /** Space above it. */
  before: number
}

/** A group that moves to the next page whole: a heading with its first entry, an entry's head. */
interface Block {
  lines: Line[]
  /** The section heading's rule goes under its first line. */
  isHeading?: boolean
  /** The header is at least as tall as the photo beside it. */
  minHeight?: number
}

/**
 * The CV as blocks of lines in reading order: the name, the contact line, then each section's
 * heading and entries. One column, so a parser or an applicant tracking system reads it as a
 * person does.
 */
function blocksOf(cv: CvDocument, look: Look, hasPhoto: boolean, width: number): Block[] {
  const headerWidth = hasPhoto ? width - PHOTO_SIZE - 16 : width
  const line = (text: string, font: string, size: number, colour = INK, before = 0): Line => ({
    text,
    font,
    size,
    colour,
    width,
    before,
  })
  const blocks: Block[] = [
    {
      lines: [
        { ...line(cv.name, look.bold, 20, look.accent), width: headerWidth, align: look.nameAlign },
        {
          ...line(cv.contact.join('  |  '), look.regular, 9.5, GREY, 3),
          width: headerWidth,
          align: look.nameAlign,
        },
      ],
      minHeight: hasPhoto ? PHOTO_SIZE : 0,
    },
  ]
  for (const section of cv.sections) {
    section.items.forEach((item, index) => {
      const title = [item.title, item.subtitle].filter(Boolean).join(' — ')
      const head: Line[] = []
      if (title) head.push(line(title, look.bold, 10, INK, index === 0 ? 0 : 5))
      if (item.dates) head.push(line(item.dates, look.regular, 9, GREY))
      const body: Line[] = []
      if (item.text) body.push(line(item.text, look.regular, 10, INK, head.length ? 1 : 0))
      for (const bullet of item.bullets ?? []) {
        body.push({
          ...line(bullet, look.regular, 10),
          isBullet: true,
          width: width - BULLET_INDENT,
        })
      }
      // An entry's title stays with its dates and first line; the heading with its first entry.
      const [first, ...rest] = body
      const lead = first ? [...head, first] : head
      if (index === 0) {
        const heading = line(look.headingCase(section.heading), look.bold, 11, look.accent, 12)
        blocks.push({ isHeading: true, lines: [heading, ...lead] })
      } else {
        blocks.push({ lines: lead })
      }
      for (const next of rest) blocks.push({ lines: [next] })
    })
  }
  return blocks
}

const RULE_GAP = 6

/**
 * Lays the blocks out on at most two pages, drawing them when `paint` (else only measuring);
 * whether something was left off the end. Each block is measured before it is placed.
 */
function layOut(doc: PDFKit.PDFDocument, blocks: Block[], look: Look, paint: boolean) {
  const bottom = doc.page.height - BOTTOM
  let page = 1
  let y = TOP
  const heightOf = (line: Line) =>
    doc.font(line.font).fontSize(line.size).heightOfString(line.text, { width: line.width })
  for (const [index, block] of blocks.entries()) {
    const heights = block.lines.map(
      (line, n) => line.before + heightOf(line) + (block.isHeading && n === 0 ? RULE_GAP : 0),
    )
    const total = Math.max(
      heights.reduce((sum, height) => sum + height, 0),
      block.minHeight ?? 0,
    )
    if (y + total > bottom) {
      if (page === CV_MAX_PAGES || index === 0) return { isCut: true }
      page += 1
      y = TOP
      if (paint) doc.addPage({ size: 'A4', margins: doc.page.margins })
    }
    const top0 = y
    block.lines.forEach((line, n) => {
      const top = y + line.before
      if (paint) {
        doc.font(line.font).fontSize(line.size).fillColor(line.colour)
        const x = SIDE + (line.isBullet ? BULLET_INDENT : 0)
        if (line.isBullet) doc.text('•', SIDE + 2, top, { lineBreak: false })
        doc.text(line.text, x, top, { width: line.width, align: line.align ?? 'left' })
        if (block.isHeading && n === 0) {
          const ruleY = top + heightOf(line) + 1
          doc
            .moveTo(SIDE, ruleY)
            .lineTo(doc.page.width - SIDE, ruleY)
            .lineWidth(look.rule)
            .strokeColor(look.accent)
            .stroke()
        }
      }
      y += heights[n] ?? 0
    })
    y = Math.max(y, top0 + (block.minHeight ?? 0))
  }
  return { isCut: false }
}

/**
 * The CV as an A4 PDF of one or two pages. When the CV as written would run past two pages it is
 * shortened step by step (fewer lines under each job first, shortenedCv) until it fits, measured
 * before anything is drawn; past the last step the second page ends where it ends. `step` says
 * how far it was shortened (0: not at all).
 */
export async function drawCvPdf(drawing: CvDrawing) {
  const look = LOOKS[drawing.look]
  const { doc, finish } = await openPdf({
    title: `${drawing.cv.name}: CV`,
    author: drawing.cv.name,
    madeAt: drawing.madeAt,
    compress: drawing.compress,
  })
  doc.page.margins = { top: TOP, bottom: PAGE_BOTTOM, left: SIDE, right: SIDE }
  if (drawing.look === 'modern') {
    const { regular, bold } = sansFonts()
    doc.registerFont('sans', regular)
    doc.registerFont('sans-bold', bold)
  }
  const width = doc.page.width - 2 * SIDE
  const hasPhoto = drawing.photo !== null
  let step = 0
  let blocks = blocksOf(drawing.cv, look, hasPhoto, width)
  for (;;) {
    const shorter = shortenedCv(drawing.cv, step + 1)
    if (!layOut(doc, blocks, look, false).isCut || !shorter) break
    step += 1
    blocks = blocksOf(shorter, look, hasPhoto, width)
  }
  if (drawing.photo) {
    try {
      doc.image(drawing.photo, SIDE + width - PHOTO_SIZE, TOP, { fit: [PHOTO_SIZE, PHOTO_SIZE] })
    } catch {
      // An unreadable image leaves the CV without a photo, never without a CV.
    }
  }
  const { isCut } = layOut(doc, blocks, look, true)
  return { bytes: await finish(), step, isCut }
}
