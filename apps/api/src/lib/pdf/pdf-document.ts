import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * Every document's typeface, DejaVu Serif from an npm package, so it ships with node_modules and
 * needs no system fonts; it has '₦' and the other Nigerian-English glyphs pdfkit's standard
 * fonts lack (LIBRARIES.md §3). Read once, when the first document is drawn.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined
const fontsOf = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf')),
  })

export const INK = '#1a1a1a'
export const GREY = '#555555'
export const MARGIN = 64

export interface PdfOptions {
  title: string
  /** Who the document is from: the company's name on a letter or a form. */
  author: string
  /** When it was made or signed: the PDF's dates, so one document is always the same bytes. */
  madeAt: Date
  /** pdfkit compresses page streams by default; tests read the text plain. */
  compress?: boolean
}

export interface PdfDocument {
  doc: PDFKit.PDFDocument
  /** The width between the margins, in points. */
  width: number
  /** Ends the document and answers its bytes. */
  finish: () => Promise<Buffer>
}

/**
 * An A4 page with the house fonts registered as 'regular' and 'bold', for letters and forms alike.
 * pdfkit is loaded at the first document: it costs about 25 MB of memory that a process which
 * never draws one should not carry (decision 020).
 */
export async function openPdf(options: PdfOptions): Promise<PdfDocument> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: options.title,
      Author: options.author,
      Creator: 'Internplace',
      Producer: 'Internplace',
      CreationDate: options.madeAt,
      ModDate: options.madeAt,
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
  doc.font('regular').fontSize(11).fillColor(INK)
  return {
    doc,
    width: doc.page.width - 2 * MARGIN,
    finish: () => {
      doc.end()
      return done
    },
  }
}
