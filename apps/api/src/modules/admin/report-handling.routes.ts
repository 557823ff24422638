import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminNoteInputSchema,
  AdminReportSchema,
  AllowedSignUpSchema,
  AdminReportsQuerySchema,
  REPORT_MESSAGES,
  ReportConversationSchema,
  ResolvedReportSchema,
  ResolveReportInputSchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../plugins/auth.js'
import { adminAction, adminRead } from './admin-route.js'
import { allowSignUpAgain } from './departed-accounts.service.js'
import { listReports, openReportConversation, resolveReport } from './report-handling.service.js'

/** The console's queue of reports, and the sign-up blocks kept of departed accounts (decision 022). */
export async function reportHandlingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/admin/reports',
    adminRead(app, {
      querystring: AdminReportsQuerySchema,
      response: { 200: successOf(pageOf(AdminReportSchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listReports(app.ctx, request.query),
    }),
  )

  app.post(
    '/admin/reports/:id/resolve',
    adminAction(app, {
      body: ResolveReportInputSchema,
      response: { 200: successOf(ResolvedReportSchema) },
    }),
    async (request) => ({
      status: 'success' as const,
      message: REPORT_MESSAGES.resolved,
      data: await resolveReport(app.ctx, signedInAdmin(request), {
        ...request.body,
        reportId: request.params.id,
      }),
    }),
  )

  // A read that writes an audit line: the admin write limit counts it (decision 049).
  app.get(
    '/admin/reports/:id/conversation',
    adminAction(app, { response: { 200: successOf(ReportConversationSchema) } }),
    async (request) => ({
      status: 'success' as const,
      data: await openReportConversation(app.ctx, signedInAdmin(request), request.params.id),
    }),
  )

  app.post(
    '/admin/departed-accounts/:id/allow-sign-up',
    adminAction(app, {
      body: AdminNoteInputSchema,
      response: { 200: successOf(AllowedSignUpSchema) },
    }),
    async (request) => ({
      status: 'success' as const,
      message: REPORT_MESSAGES.signUpAllowed,
      data: await allowSignUpAgain(app.ctx, signedInAdmin(request), {
        departedId: request.params.id,
        note: request.body.note,
      }),
    }),
  )
}
