import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminNoteInputSchema,
  AdminReportSchema,
  AllowedSignUpSchema,
  AdminReportsQuerySchema,
  REPORT_MESSAGES,
  ReportCreatedSchema,
  ReportConversationSchema,
  ReportInputSchema,
  ResolvedReportSchema,
  ResolveReportInputSchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedIn, signedInAdmin } from '../../plugins/auth.js'
import { adminAction, adminRead } from '../admin/admin-route.js'
import { listReports, openReportConversation, resolveReport } from './admin-reports.service.js'
import { allowSignUpAgain } from './moderation-records.js'
import { createReport } from './reports.service.js'

const BODY_LIMIT = 8 * 1024

/** Reports by users, and the console's queue of them (decision 022). */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/reports',
    {
      onRequest: app.requireAccount('intern', 'company'),
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'reports' },
      schema: {
        tags: ['reports'],
        summary:
          'Report a role, a company or a message (interns), an applicant or a message (companies)',
        body: ReportInputSchema,
        response: { 201: successOf(ReportCreatedSchema) },
      },
    },
    async (request, reply) => {
      const data = await createReport(app.ctx, signedIn(request), request.body)
      return reply.status(201).send({ status: 'success', message: REPORT_MESSAGES.sent, data })
    },
  )

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
