import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { successOf } from '@app/domain'
import type { Actor, AppContext } from '../../lib/context.js'
import { sendPdf, type PdfFile } from '../../lib/pdf/pdf-reply.js'
import { signedIn } from '../../plugins/auth.js'
import { requireCompleteCompany, type ApplicationParty } from './application-access.queries.js'

const BODY_LIMIT = 8 * 1024
const ParamsSchema = z.object({ id: z.string().max(100) })
type Params = z.output<typeof ParamsSchema>

/**
 * A letter a company issues on one of its applications, on its letterhead, and both parties
 * download as a PDF: the acceptance letter (decision 031), the NYSC rejection letter (decision 062).
 */
export interface IssuedLetter<Input extends z.ZodType, Summary extends z.ZodType> {
  /** The addresses' last part: `/company/applications/:id/<path>`, `/users/applications/:id/<path>`. */
  path: string
  issueSummary: string
  body: Input
  summary: Summary
  /** What the company is told once it is issued. */
  issuedMessage: string
  issue: (
    ctx: AppContext,
    company: Actor,
    applicationId: string,
    input: z.output<Input>,
  ) => Promise<z.input<Summary>>
  pdfSummary: string
  pdf: (ctx: AppContext, viewer: ApplicationParty, applicationId: string) => Promise<PdfFile>
}

/**
 * The letter's three routes: the company (with a complete profile) issues it, or issues it again;
 * the company and the applicant each download it. Issuing shares the `letters` write limit, the
 * downloads `letterDownloads`.
 */
export function issuedLetterRoutes<Input extends z.ZodType, Summary extends z.ZodType>(
  app: FastifyInstance,
  letter: IssuedLetter<Input, Summary>,
) {
  const company = app.requireAccount('company')
  const completeCompany = async (request: Parameters<typeof signedIn>[0]) => {
    await requireCompleteCompany(app.ctx.db, signedIn(request).id)
  }

  // The params are typed by the route's generic, not the zod provider, which cannot read a schema
  // that is itself a type parameter; so the body, checked by `letter.body` before the handler
  // runs, is cast once.
  app.post<{ Params: Params }>(
    `/company/applications/:id/${letter.path}`,
    {
      onRequest: company,
      preHandler: completeCompany,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'letters' },
      schema: {
        tags: ['company applications'],
        summary: letter.issueSummary,
        params: ParamsSchema,
        body: letter.body,
        response: { 201: successOf(letter.summary) },
      },
    },
    async (request, reply) => {
      const data = await letter.issue(
        app.ctx,
        signedIn(request),
        request.params.id,
        request.body as z.output<Input>,
      )
      return reply.status(201).send({ status: 'success', message: letter.issuedMessage, data })
    },
  )

  const downloaders = [
    { kind: 'company', base: '/company/applications', tag: 'company applications' },
    { kind: 'intern', base: '/users/applications', tag: 'intern applications' },
  ] as const
  for (const { kind, base, tag } of downloaders) {
    app.get<{ Params: Params }>(
      `${base}/:id/${letter.path}`,
      {
        ...(kind === 'company'
          ? { onRequest: company, preHandler: completeCompany }
          : { onRequest: app.requireAccount('intern') }),
        config: { writeLimit: 'letterDownloads' },
        schema: { tags: [tag], summary: letter.pdfSummary, params: ParamsSchema },
      },
      async (request, reply) => {
        const viewer = { kind, id: signedIn(request).id }
        return sendPdf(reply, await letter.pdf(app.ctx, viewer, request.params.id))
      },
    )
  }
}
