import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
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
import { signedIn } from '../auth/auth.plugin.js'
import {
  getOwnCompanyProfile,
  setCompanyBasicInfo,
  setCompanyLogo,
  setCompanyMedia,
  setCompanyOperations,
  setCompanySocialMedia,
  setCompanyVerificationDocument,
} from './company-profile.service.js'

const BODY_LIMIT = 16 * 1024
const answer = { 200: successOf(CompanyMeSchema) }
const saved = (message: string, data: CompanyMe) => ({ status: 'success' as const, message, data })

/** The company's own profile: the wizard's five steps and the editor's sections (spec §2, §7). */
export async function companiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['company profile']
  // On request, before the body is read: a caller without a session gets 401, not a validation answer.
  const onRequest = app.requireAccount('company')

  app.get('/company/me', { onRequest, schema: { tags, response: answer } }, async (request) => ({
    status: 'success' as const,
    data: await getOwnCompanyProfile(app.ctx, signedIn(request).id),
  }))

  app.patch(
    '/company/set-basic-info',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: CompanyBasicInfoInputSchema, response: answer },
    },
    async (request) =>
      saved(
        COMPANY_SUCCESS_MESSAGES.basicInfo,
        await setCompanyBasicInfo(app.ctx, signedIn(request).id, request.body),
      ),
  )

  app.patch(
    '/company/update-logo',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: CompanyLogoInputSchema, response: answer },
    },
    async (request) =>
      saved(
        COMPANY_SUCCESS_MESSAGES.logo,
        await setCompanyLogo(app.ctx, signedIn(request).id, request.body.logoUrl),
      ),
  )

  app.patch(
    '/company/set-operations',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: CompanyOperationsInputSchema, response: answer },
    },
    async (request) =>
      saved(
        COMPANY_SUCCESS_MESSAGES.operations,
        await setCompanyOperations(app.ctx, signedIn(request).id, request.body),
      ),
  )

  // The spec's wizard and editor call two paths for the same change.
  for (const path of ['/company/set-socials', '/company/update-socials']) {
    app.patch(
      path,
      {
        onRequest,
        bodyLimit: BODY_LIMIT,
        schema: { tags, body: CompanySocialMediaInputSchema, response: answer },
      },
      async (request) =>
        saved(
          COMPANY_SUCCESS_MESSAGES.socialMedia,
          await setCompanySocialMedia(app.ctx, signedIn(request).id, request.body),
        ),
    )
  }

  app.patch(
    '/company/set-medias',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: MediaInputSchema, response: answer },
    },
    async (request) =>
      saved(
        COMPANY_SUCCESS_MESSAGES.media,
        await setCompanyMedia(app.ctx, signedIn(request).id, request.body),
      ),
  )

  app.put(
    '/company/set-documents',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: VerificationDocumentInputSchema, response: answer },
    },
    async (request) =>
      saved(
        COMPANY_SUCCESS_MESSAGES.verificationDocument,
        await setCompanyVerificationDocument(app.ctx, signedIn(request).id, request.body),
      ),
  )
}
