import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AtDeliveryReportSchema,
  AtInboundSmsSchema,
  AtUssdStepSchema,
  CallbackSecretQuerySchema,
  WhatsAppVerifyQuerySchema,
  WhatsAppWebhookSchema,
  successOf,
} from '@app/domain'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import {
  africasTalkingDelivery,
  africasTalkingInbound,
  whatsAppWebhook,
} from './provider-callbacks.js'
import { ussdAnswer } from './ussd.js'

/**
 * What Africa's Talking and the WhatsApp Cloud API post to us (DESIGN §11 Channels): delivery
 * reports, replies and USSD steps. No account: each is authenticated by the provider's secret — a
 * secret in Africa's Talking's callback URLs, Meta's signature of the raw body — and a callback
 * whose setting is missing is off (404). The providers retry until they get a 2xx, so every
 * callback is idempotent.
 */

const BODY_LIMIT = 16 * 1024
/** Meta batches statuses and messages in one post. */
const WEBHOOK_BODY_LIMIT = 64 * 1024

const config = { writeLimit: 'providerCallbacks' } as const
const tags = ['channels']

/** Equal strings, compared in constant time whatever their lengths. */
function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

const unauthenticated = (what: string) => new AppError('UNAUTHENTICATED', what)

const ok = { 200: successOf(z.null()) }
const done = { status: 'success' as const, data: null }

export async function phoneRoutes(app: FastifyInstance) {
  await app.register(africasTalkingRoutes)
  await app.register(whatsAppRoutes)
}

async function africasTalkingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Africa's Talking posts forms; this scope reads them as plain objects for the schemas.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, finish) => {
      finish(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )
  // Checked before the body is read: an unknown caller gets nothing parsed nor written.
  app.addHook('onRequest', async (request) => {
    const secret = app.ctx.config.AT_CALLBACK_SECRET
    if (!secret) throw notFound()
    const { secret: given } = request.query as Record<string, unknown>
    if (!sameSecret(given, secret)) throw unauthenticated('The callback secret is wrong.')
  })
  const querystring = CallbackSecretQuerySchema

  // Delivery reports and replies: read, acted on once, answered with an empty success.
  const callback = <Body extends z.ZodType>(
    path: string,
    body: Body,
    handle: (ctx: AppContext, body: z.output<Body>) => Promise<unknown>,
  ) =>
    app.post(
      `/channels/africastalking/${path}`,
      { bodyLimit: BODY_LIMIT, config, schema: { tags, querystring, body, response: ok } },
      // The type provider cannot narrow a generic schema's output; the body was parsed by `body`.
      async (request) => {
        await handle(app.ctx, request.body as z.output<Body>)
        return done
      },
    )
  callback('delivery', AtDeliveryReportSchema, africasTalkingDelivery)
  callback('inbound', AtInboundSmsSchema, africasTalkingInbound)

  app.post(
    '/channels/africastalking/ussd',
    {
      bodyLimit: BODY_LIMIT,
      config,
      schema: {
        tags,
        querystring,
        body: AtUssdStepSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(await ussdAnswer(app.ctx, request.body)),
  )
}

async function whatsAppRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const signed = new WeakSet<FastifyRequest>()
  const json = app.getDefaultJsonParser('error', 'error')
  // Meta signs the bytes it sent, so the signature is checked on the raw body, before parsing
  // (re-serialising the parsed body does not give them back, LIBRARIES.md §12); the default
  // parser then reads it, keeping its __proto__ guard.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, finish) => {
      const secret = app.ctx.config.WHATSAPP_APP_SECRET
      const header = request.headers['x-hub-signature-256']
      const got = Buffer.from(
        typeof header === 'string' && header.startsWith('sha256=') ? header.slice(7) : '',
        'hex',
      )
      const want = secret
        ? createHmac('sha256', secret)
            .update(body as Buffer)
            .digest()
        : Buffer.alloc(0)
      if (want.length === 0 || got.length !== want.length || !timingSafeEqual(got, want)) {
        finish(unauthenticated('The signature of the webhook is wrong.'))
        return
      }
      signed.add(request)
      json(request, (body as Buffer).toString('utf8'), finish)
    },
  )
  const isOn =
    (setting: 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN'): onRequestAsyncHookHandler =>
    async () => {
      if (!app.ctx.config[setting]) throw notFound()
    }

  app.get(
    '/channels/whatsapp/webhook',
    {
      onRequest: isOn('WHATSAPP_VERIFY_TOKEN'),
      config,
      schema: { tags, querystring: WhatsAppVerifyQuerySchema, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const query = request.query
      const token = app.ctx.config.WHATSAPP_VERIFY_TOKEN ?? ''
      if (query['hub.mode'] !== 'subscribe' || !sameSecret(query['hub.verify_token'], token)) {
        throw new AppError('VERIFY_TOKEN_WRONG', 'The verify token is wrong.')
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'])
    },
  )

  app.post(
    '/channels/whatsapp/webhook',
    {
      onRequest: isOn('WHATSAPP_APP_SECRET'),
      // A post without a body (or not JSON) never met the signature check in the parser.
      preValidation: async (request) => {
        if (!signed.has(request)) throw unauthenticated('The webhook is not signed.')
      },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config,
      schema: { tags, body: WhatsAppWebhookSchema, response: ok },
    },
    async (request) => {
      await whatsAppWebhook(app.ctx, request.body)
      return done
    },
  )
}
