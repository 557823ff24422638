import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  INTERVIEW_MESSAGES,
  InterviewCancelSchema,
  InterviewChoiceSchema,
  InterviewListSchema,
  InterviewOtherTimesSchema,
  InterviewProposalSchema,
  InterviewRescheduleSchema,
  InterviewSchema,
  UpcomingInterviewListSchema,
  successOf,
  type MemberKind,
} from '@app/domain'
import { signedIn } from '../../lib/auth.plugin.js'
import {
  cancelInterview,
  chooseInterviewSlot,
  interviewInviteIcs,
  listInterviews,
  proposeInterview,
  requestOtherTimes,
  rescheduleInterview,
  upcomingInterviews,
} from './interviews.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })

/**
 * Interviews (issue 14, decision 030): the company proposes, reschedules and cancels; the intern
 * chooses a time or asks for others; both read them, their upcoming ones and the .ics.
 */
export async function interviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['interviews']
  const asCompany = app.requireAccount('company')
  const asIntern = app.requireAccount('intern')
  const party = (kind: MemberKind, request: Parameters<typeof signedIn>[0]) => ({
    kind,
    id: signedIn(request).id,
  })
  const write = { writeLimit: 'interviews' } as const

  app.post(
    '/company/applications/:id/interviews',
    {
      onRequest: asCompany,
      bodyLimit: 16 * 1024,
      config: write,
      schema: {
        tags,
        params: ParamsSchema,
        body: InterviewProposalSchema,
        response: { 201: successOf(InterviewSchema) },
      },
    },
    async (request, reply) => {
      const data = await proposeInterview(
        app.ctx,
        party('company', request),
        request.params.id,
        request.body,
      )
      return reply
        .status(201)
        .send({ status: 'success', message: INTERVIEW_MESSAGES.proposed, data })
    },
  )

  for (const kind of ['company', 'intern'] as const) {
    const prefix = kind === 'company' ? '/company' : '/users'
    const onRequest = kind === 'company' ? asCompany : asIntern
    app.get(
      `${prefix}/applications/:id/interviews`,
      {
        onRequest,
        schema: { tags, params: ParamsSchema, response: { 200: successOf(InterviewListSchema) } },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listInterviews(app.ctx, party(kind, request), request.params.id),
      }),
    )
    app.get(
      `${prefix}/interviews/upcoming`,
      { onRequest, schema: { tags, response: { 200: successOf(UpcomingInterviewListSchema) } } },
      async (request) => ({
        status: 'success' as const,
        data: await upcomingInterviews(app.ctx, party(kind, request)),
      }),
    )
    app.get(
      `${prefix}/interviews/:id/invite.ics`,
      {
        onRequest,
        schema: {
          tags,
          params: ParamsSchema,
          description: 'The scheduled interview as an iCalendar file (text/calendar).',
        },
      },
      async (request, reply) => {
        const ics = await interviewInviteIcs(app.ctx, party(kind, request), request.params.id)
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="interview.ics"')
          .header('cache-control', 'no-store')
          .send(ics)
      },
    )
  }

  app.post(
    '/users/interviews/:id/choose',
    {
      onRequest: asIntern,
      config: write,
      schema: {
        tags,
        params: ParamsSchema,
        body: InterviewChoiceSchema,
        response: { 200: successOf(InterviewSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: INTERVIEW_MESSAGES.chosen,
      data: await chooseInterviewSlot(
        app.ctx,
        party('intern', request),
        request.params.id,
        request.body.slotId,
      ),
    }),
  )

  app.post(
    '/users/interviews/:id/request-other-times',
    {
      onRequest: asIntern,
      bodyLimit: 8 * 1024,
      config: write,
      schema: {
        tags,
        params: ParamsSchema,
        body: InterviewOtherTimesSchema,
        response: { 200: successOf(InterviewSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: INTERVIEW_MESSAGES.otherTimesRequested,
      data: await requestOtherTimes(
        app.ctx,
        party('intern', request),
        request.params.id,
        request.body.note,
      ),
    }),
  )

  app.post(
    '/company/interviews/:id/reschedule',
    {
      onRequest: asCompany,
      bodyLimit: 16 * 1024,
      config: write,
      schema: {
        tags,
        params: ParamsSchema,
        body: InterviewRescheduleSchema,
        response: { 200: successOf(InterviewSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: INTERVIEW_MESSAGES.rescheduled,
      data: await rescheduleInterview(
        app.ctx,
        party('company', request),
        request.params.id,
        request.body,
      ),
    }),
  )

  app.post(
    '/company/interviews/:id/cancel',
    {
      onRequest: asCompany,
      bodyLimit: 8 * 1024,
      config: write,
      schema: {
        tags,
        params: ParamsSchema,
        body: InterviewCancelSchema.nullish(),
        response: { 200: successOf(InterviewSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: INTERVIEW_MESSAGES.cancelledDone,
      data: await cancelInterview(
        app.ctx,
        party('company', request),
        request.params.id,
        request.body?.note ?? null,
      ),
    }),
  )
}
