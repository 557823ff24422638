import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  INTERVIEW_MESSAGES,
  InterviewAttendanceInputSchema,
  InterviewCancelSchema,
  InterviewChoiceSchema,
  InterviewDeclineSchema,
  InterviewListSchema,
  InterviewOtherTimesSchema,
  InterviewProposalSchema,
  InterviewRescheduleSchema,
  InterviewSchema,
  UpcomingInterviewListSchema,
  WaitingInterviewListSchema,
  successOf,
  type Interview,
  type MemberKind,
} from '@app/domain'
import { signedIn } from '../../../plugins/auth.js'
import { chooseInterviewSlot, declineInterview, requestOtherTimes } from './choose-interview.js'
import { answerAttendance } from './attend-interview.js'
import {
  interviewInviteIcs,
  listInterviews,
  upcomingInterviews,
  waitingInterviews,
} from './interview-reads.js'
import { cancelInterview, rescheduleInterview } from './move-interview.js'
import { proposeInterview } from './propose-interview.js'

const ParamsSchema = z.object({ id: z.string().max(100) })

/**
 * Interviews (issue 14, decisions 030 and 045): the company proposes, reschedules and cancels; the
 * intern chooses a time, asks for others or declines; both read them, their upcoming ones and the
 * .ics; the intern also reads the proposals waiting for a choice.
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

  app.get(
    '/users/interviews/waiting',
    {
      onRequest: asIntern,
      schema: { tags, response: { 200: successOf(WaitingInterviewListSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await waitingInterviews(app.ctx, party('intern', request)),
    }),
  )

  /** An interview step by one side: its route, and the message it answers with on success. */
  const step = <B extends z.ZodType>(
    side: MemberKind,
    url: string,
    body: B,
    bodyLimit: number | undefined,
    message: string,
    run: (actor: ReturnType<typeof party>, id: string, body: z.output<B>) => Promise<Interview>,
  ) =>
    app.post(url, interviewAction(side, { body, response: answer }, bodyLimit), async (request) => {
      // The body passed `body` (the route's schema): the generic leaves its type to us.
      const input = request.body as z.output<B>
      return done(message, await run(party(side, request), request.params.id, input))
    })

  step(
    'intern',
    '/users/interviews/:id/choose',
    InterviewChoiceSchema,
    undefined,
    INTERVIEW_MESSAGES.chosen,
    (intern, id, body) => chooseInterviewSlot(app.ctx, intern, id, body.slotId),
  )
  step(
    'intern',
    '/users/interviews/:id/attendance',
    InterviewAttendanceInputSchema,
    undefined,
    INTERVIEW_MESSAGES.attendanceSaved,
    (intern, id, body) => answerAttendance(app.ctx, intern, id, body.attendance),
  )
  step(
    'intern',
    '/users/interviews/:id/request-other-times',
    InterviewOtherTimesSchema,
    8 * 1024,
    INTERVIEW_MESSAGES.otherTimesRequested,
    (intern, id, body) => requestOtherTimes(app.ctx, intern, id, body.note),
  )
  step(
    'intern',
    '/users/interviews/:id/decline',
    InterviewDeclineSchema.nullish(),
    8 * 1024,
    INTERVIEW_MESSAGES.declinedDone,
    (intern, id, body) => declineInterview(app.ctx, intern, id, body?.note ?? null),
  )
  step(
    'company',
    '/company/interviews/:id/reschedule',
    InterviewRescheduleSchema,
    16 * 1024,
    INTERVIEW_MESSAGES.rescheduled,
    (company, id, body) => rescheduleInterview(app.ctx, company, id, body),
  )
  step(
    'company',
    '/company/interviews/:id/cancel',
    InterviewCancelSchema.nullish(),
    8 * 1024,
    INTERVIEW_MESSAGES.cancelledDone,
    (company, id, body) => cancelInterview(app.ctx, company, id, body?.note ?? null),
  )
}
