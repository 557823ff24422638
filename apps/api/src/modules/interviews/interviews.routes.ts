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
  type Interview,
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
  /**
   * The options of an interview step by one side (`…/:id/<step>`): that side's guard, the
   * `interviews` write limit, the id parameter and the caller's body and answer; a body limit when
   * the step takes free text.
   */
  const interviewAction = <S extends object>(side: MemberKind, schema: S, bodyLimit?: number) => ({
    onRequest: side === 'company' ? asCompany : asIntern,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    config: { writeLimit: 'interviews' as const },
    schema: { tags, params: ParamsSchema, ...schema },
  })
  const answer = { 200: successOf(InterviewSchema) }
  const done = (message: string, data: Interview) => ({ status: 'success' as const, message, data })

  app.post(
    '/company/applications/:id/interviews',
    interviewAction(
      'company',
      { body: InterviewProposalSchema, response: { 201: successOf(InterviewSchema) } },
      16 * 1024,
    ),
    async (request, reply) => {
      const data = await proposeInterview(
        app.ctx,
        party('company', request),
        request.params.id,
        request.body,
      )
      return reply.status(201).send(done(INTERVIEW_MESSAGES.proposed, data))
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
    interviewAction('intern', { body: InterviewChoiceSchema, response: answer }),
    async (request) =>
      done(
        INTERVIEW_MESSAGES.chosen,
        await chooseInterviewSlot(
          app.ctx,
          party('intern', request),
          request.params.id,
          request.body.slotId,
        ),
      ),
  )

  app.post(
    '/users/interviews/:id/request-other-times',
    interviewAction('intern', { body: InterviewOtherTimesSchema, response: answer }, 8 * 1024),
    async (request) =>
      done(
        INTERVIEW_MESSAGES.otherTimesRequested,
        await requestOtherTimes(
          app.ctx,
          party('intern', request),
          request.params.id,
          request.body.note,
        ),
      ),
  )

  app.post(
    '/company/interviews/:id/reschedule',
    interviewAction('company', { body: InterviewRescheduleSchema, response: answer }, 16 * 1024),
    async (request) =>
      done(
        INTERVIEW_MESSAGES.rescheduled,
        await rescheduleInterview(
          app.ctx,
          party('company', request),
          request.params.id,
          request.body,
        ),
      ),
  )

  app.post(
    '/company/interviews/:id/cancel',
    interviewAction(
      'company',
      { body: InterviewCancelSchema.nullish(), response: answer },
      8 * 1024,
    ),
    async (request) =>
      done(
        INTERVIEW_MESSAGES.cancelledDone,
        await cancelInterview(
          app.ctx,
          party('company', request),
          request.params.id,
          request.body?.note ?? null,
        ),
      ),
  )
}
