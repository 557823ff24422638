import type { FastifyReply } from 'fastify'

/** A drawn document: its bytes and the name it downloads under (safe in a header). */
export interface PdfFile {
  fileName: string
  bytes: Buffer
}

/** Sends a PDF as a download that no cache keeps and no browser sniffs as something else. */
export const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Content-Length', file.bytes.length)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.bytes)
