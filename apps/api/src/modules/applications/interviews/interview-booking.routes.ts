import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BOOKING_MESSAGES,
  BookingInviteSchema,
  BookInterviewInputSchema,
  FreeTimesSchema,
  InterviewAvailabilityInputSchema,
  InterviewAvailabilitySchema,
  InterviewSchema,
  successOf,
} from '@app/domain'
import { signedIn } from '../../../plugins/auth.js'
import {
  bookInterview,
  listFreeTimes,
  readBookingInvite,
  sendBookingInvite,
} from './book-interview.js'
import { readAvailability, saveAvailability } from './interview-availability.js'

const ParamsSchema = z.object({ id: z.string().max(100) })

/**
 * Interviews the intern books (issue 31, decision 072): the company's weekly availability and its
 * invitation to book; the applicant's free times and booking.
 */
export async function interviewBookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['interviews']
  const asCompany = app.requireAccount('company')
  const asIntern = app.requireAccount('intern')
  const write = { config: { writeLimit: 'interviewBooking' as const }, bodyLimit: 8 * 1024 }
  const company = (request: Parameters<typeof signedIn>[0]) => ({
    kind: 'company' as const,
    id: signedIn(request).id,
  })
  const intern = (request: Parameters<typeof signedIn>[0]) => ({
    kind: 'intern' as const,
    id: signedIn(request).id,
  })

  app.get(
    '/company/interview-availability',
    {
      onRequest: asCompany,
      schema: { tags, response: { 200: successOf(InterviewAvailabilitySchema.nullable()) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readAvailability(app.ctx, company(request)),
    }),
  )
  app.put(
    '/company/interview-availability',
    {
      onRequest: asCompany,
      ...write,
      schema: {
        tags,
        body: InterviewAvailabilityInputSchema,
        response: { 200: successOf(InterviewAvailabilitySchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: BOOKING_MESSAGES.saved,
      data: await saveAvailability(app.ctx, company(request), request.body),
    }),
  )

  app.get(
    '/company/applications/:id/booking-invite',
    {
      onRequest: asCompany,
      schema: { tags, params: ParamsSchema, response: { 200: successOf(BookingInviteSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readBookingInvite(app.ctx, company(request), request.params.id),
    }),
  )
  app.post(
    '/company/applications/:id/booking-invite',
    {
      onRequest: asCompany,
      ...write,
      schema: { tags, params: ParamsSchema, response: { 201: successOf(BookingInviteSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        message: BOOKING_MESSAGES.invited,
        data: await sendBookingInvite(app.ctx, company(request), request.params.id),
      }),
  )

  app.get(
    '/users/applications/:id/free-times',
    {
      onRequest: asIntern,
      schema: { tags, params: ParamsSchema, response: { 200: successOf(FreeTimesSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listFreeTimes(app.ctx, intern(request), request.params.id),
    }),
  )
  app.post(
    '/users/applications/:id/book',
    {
      onRequest: asIntern,
      ...write,
      schema: {
        tags,
        params: ParamsSchema,
        body: BookInterviewInputSchema,
        response: { 201: successOf(InterviewSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        message: BOOKING_MESSAGES.booked,
        data: await bookInterview(
          app.ctx,
          intern(request),
          request.params.id,
          request.body.startsAt,
        ),
      }),
  )
}
