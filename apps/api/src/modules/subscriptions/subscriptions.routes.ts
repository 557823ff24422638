import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ALERT_MESSAGES,
  ConfirmSubscriptionInputSchema,
  SubscriptionInputSchema,
  UnsubscribeInputSchema,
  successOf,
} from '@app/domain'
import { AppError } from '../../lib/errors.js'
import { confirmSubscription, subscribe, unsubscribe } from './subscriptions.service.js'

const BODY_LIMIT = 4 * 1024

/**
 * The home page's weekly mail (double opt-in) and the one-click links of every alert, digest and
 * weekly mail; none needs a session, each link carries its own token (decision 025).
 */
export async function subscriptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['alerts']
  // Mail apps post RFC 8058's 'List-Unsubscribe=One-Click' as a form; its content does not matter.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, _body, done) => done(null, undefined),
  )

  app.post(
    '/subscriptions',
    {
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'subscriptions' },
      schema: { tags, body: SubscriptionInputSchema, response: { 201: successOf(z.null()) } },
    },
    async (request, reply) => {
      await subscribe(app.ctx, request.body)
      return reply
        .status(201)
        .send({ status: 'success', message: ALERT_MESSAGES.subscribed, data: null })
    },
  )

  app.post(
    '/subscriptions/confirm',
    {
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'mailLinks' },
      schema: {
        tags,
        body: ConfirmSubscriptionInputSchema,
        response: { 200: successOf(z.null()) },
      },
    },
    async (request) => {
      await confirmSubscription(app.ctx, request.body)
      return { status: 'success' as const, message: ALERT_MESSAGES.confirmed, data: null }
    },
  )

  // The page's button sends JSON; a mail app's one-click POST carries the link in the query.
  app.post(
    '/unsubscribe',
    {
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'mailLinks' },
      schema: {
        tags,
        querystring: UnsubscribeInputSchema.partial(),
        body: UnsubscribeInputSchema.partial().nullish(),
        response: { 200: successOf(z.null()) },
      },
    },
    async (request) => {
      const input = UnsubscribeInputSchema.safeParse({ ...request.query, ...(request.body ?? {}) })
      if (!input.success) throw new AppError('VALIDATION_FAILED', ALERT_MESSAGES.linkInvalid)
      await unsubscribe(app.ctx, input.data)
      return { status: 'success' as const, message: ALERT_MESSAGES.unsubscribed, data: null }
    },
  )
}
