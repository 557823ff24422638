import { PDFDocument } from 'pdf-lib'
import type { TestContext } from './test-app.js'

/** A file the API sends only with the bearer token (a PDF), as the raw response. */
export const downloadAs = (t: TestContext, path: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${path}`,
    headers: { authorization: `Bearer ${token}` },
  })

/** The PDF loads with pdf-lib's strict options (LIBRARIES.md §3); its text, read by pdf.js. */
export async function readPdf(bytes: Buffer) {
  const strict = await PDFDocument.load(bytes, {
    throwOnInvalidObject: true,
    ignoreEncryption: true,
    updateMetadata: false,
  })
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const lines: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    for (const item of content.items) if ('str' in item) lines.push(item.str)
  }
  await pdf.destroy()
  return { pages: strict.getPageCount(), text: lines.join(' ').replace(/\s+/g, ' ') }
}
