import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import {
  COMPANY_SUCCESS_MESSAGES,
  CompanyBasicInfoInputSchema,
  CompanyLogoInputSchema,
  CompanyMeSchema,
  CompanyOperationsInputSchema,
  CompanySocialMediaInputSchema,
  MediaInputSchema,
  VerificationDocumentInputSchema,
  successOf,
  type CompanyMe,
} from '@app/domain'
import type { Actor, AppContext } from '../../lib/context.js'
import { signedIn } from '../../plugins/auth.js'
import { getOwnCompanyProfile } from './companies.queries.js'
import {
  setCompanyBasicInfo,
  setCompanyLogo,
  setCompanyMedia,
  setCompanyOperations,
  setCompanySocialMedia,
  setCompanyVerificationDocument,
} from './company-profile.service.js'

const BODY_LIMIT = 16 * 1024
const answer = { 200: successOf(CompanyMeSchema) }

/** The company's own profile: the wizard's five steps and the editor's sections (spec §2, §7). */
export async function companiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['company profile']
  // On request, before the body is read: a caller without a session gets 401, not a validation answer.
  const onRequest = app.requireAccount('company')

  /** Every profile write answers with the saved profile and the spec's message for that write. */
  function profileWrite<Body extends z.ZodType>(
    method: 'PATCH' | 'PUT',
    url: string,
    body: Body,
    message: string,
    save: (ctx: AppContext, company: Actor, input: z.output<Body>) => Promise<CompanyMe>,
  ) {
    app.route({
      method,
      url,
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: { tags, body, response: answer },
      handler: async (request) => ({
        status: 'success' as const,
        message,
        // Validated against `body`; the type provider cannot resolve a schema that is a type parameter.
        data: await save(app.ctx, signedIn(request), request.body as z.output<Body>),
      }),
    })
  }

  app.get('/company/me', { onRequest, schema: { tags, response: answer } }, async (request) => ({
    status: 'success' as const,
    data: await getOwnCompanyProfile(app.ctx, signedIn(request)),
  }))

  profileWrite(
    'PATCH',
    '/company/set-basic-info',
    CompanyBasicInfoInputSchema,
    COMPANY_SUCCESS_MESSAGES.basicInfo,
    setCompanyBasicInfo,
  )
  profileWrite(
    'PATCH',
    '/company/update-logo',
    CompanyLogoInputSchema,
    COMPANY_SUCCESS_MESSAGES.logo,
    (ctx, company, { logoUrl }) => setCompanyLogo(ctx, company, logoUrl),
  )
  profileWrite(
    'PATCH',
    '/company/set-operations',
    CompanyOperationsInputSchema,
    COMPANY_SUCCESS_MESSAGES.operations,
    setCompanyOperations,
  )
  // The spec's wizard and editor call two paths for the same change.
  for (const path of ['/company/set-socials', '/company/update-socials']) {
    profileWrite(
      'PATCH',
      path,
      CompanySocialMediaInputSchema,
      COMPANY_SUCCESS_MESSAGES.socialMedia,
      setCompanySocialMedia,
    )
  }
  profileWrite(
    'PATCH',
    '/company/set-medias',
    MediaInputSchema,
    COMPANY_SUCCESS_MESSAGES.media,
    setCompanyMedia,
  )
  profileWrite(
    'PUT',
    '/company/set-documents',
    VerificationDocumentInputSchema,
    COMPANY_SUCCESS_MESSAGES.verificationDocument,
    setCompanyVerificationDocument,
  )
}
