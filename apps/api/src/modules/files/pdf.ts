import { FILE_MESSAGES } from '@app/domain'
import { AppError } from '../../lib/errors.js'

/**
 * Refuses a file that only starts like a PDF. The signature is five bytes anyone can type, so the
 * file is parsed for real (LIBRARIES.md §3): strict about broken objects, and it must have a page.
 * Encrypted PDFs are fine; we never read their content.
 */
export async function assertReadablePdf(bytes: Buffer): Promise<void> {
  if (!(await hasPages(bytes)))
    throw new AppError('UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.documentInvalid)
}

async function hasPages(bytes: Buffer): Promise<boolean> {
  // Loaded at the first upload, not at start: about 20 MB a process serving lists never needs
  // (decision 041).
  const { PDFDocument } = await import('pdf-lib')
  const restore = silenceWarnings()
  try {
    const document = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      ignoreEncryption: true,
      updateMetadata: false,
    })
    return document.getPageCount() > 0
  } catch {
    return false
  } finally {
    restore()
  }
}

let silenced = 0
let originalWarn: typeof console.warn = console.warn

/**
 * pdf-lib reports what it skips through console.warn: for an upload, noise in the log. Loads can
 * overlap, so the last one to finish puts the real console.warn back.
 */
function silenceWarnings(): () => void {
  if (silenced++ === 0) {
    originalWarn = console.warn
    console.warn = () => {}
  }
  return () => {
    if (--silenced === 0) console.warn = originalWarn
  }
}
