import type { FastifyReply } from 'fastify'

/** A document made for one reader: its file name and its bytes. */
export interface PdfFile {
  fileName: string
  bytes: Buffer
}

/** Sends a PDF as a download that no cache keeps and no browser sniffs into something else. */
export const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Content-Length', file.bytes.length)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.bytes)
