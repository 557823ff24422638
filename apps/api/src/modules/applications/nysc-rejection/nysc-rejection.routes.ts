import type { FastifyInstance } from 'fastify'
import { NYSC_MESSAGES, NyscRejectionInputSchema, NyscRejectionSummarySchema } from '@app/domain'
import { issuedLetterRoutes } from '../issued-letter-routes.js'
import { issueNyscRejection, nyscRejectionPdf } from './nysc-rejection.service.js'

/**
 * A PPA's rejection letter of a corps member (DESIGN §11 Placements, decision 062): the company
 * issues it for a rejected NYSC application; both parties download it.
 */
export async function nyscRejectionRoutes(fastify: FastifyInstance) {
  issuedLetterRoutes(fastify, {
    path: 'nysc-rejection',
    issueSummary: 'Issue (or issue again) the NYSC rejection letter of a rejected corps member',
    body: NyscRejectionInputSchema,
    summary: NyscRejectionSummarySchema,
    issuedMessage: NYSC_MESSAGES.rejectionIssued,
    issue: (ctx, company, applicationId, input) =>
      issueNyscRejection(ctx, company, applicationId, input),
    pdfSummary: "The PPA's NYSC rejection letter as a PDF download (application/pdf)",
    pdf: nyscRejectionPdf,
  })
}
