import type { FastifyInstance } from 'fastify'
import { LETTER_MESSAGES, LetterInputSchema, LetterSummarySchema } from '@app/domain'
import { issuedLetterRoutes } from '../issued-letter-routes.js'
import { issueLetter, letterPdf } from './letters.service.js'

/** Acceptance letters (issue 14, decision 031): the company issues one; both parties download it. */
export async function lettersRoutes(fastify: FastifyInstance) {
  issuedLetterRoutes(fastify, {
    path: 'letter',
    issueSummary: 'Issue (or issue again) the acceptance letter of an accepted application',
    body: LetterInputSchema,
    summary: LetterSummarySchema,
    issuedMessage: LETTER_MESSAGES.issued,
    issue: (ctx, company, applicationId, letter) =>
      issueLetter(ctx, company, { applicationId, letter }),
    pdfSummary: 'The acceptance letter as a PDF download (application/pdf).',
    pdf: letterPdf,
  })
}
