import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AccountChannelsPatchSchema,
  AccountChannelsSchema,
  AddPhoneInputSchema,
  CHANNEL_MESSAGES,
  PendingPhoneSchema,
  VerifiedPhoneSchema,
  VerifyPhoneInputSchema,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import {
  addPhone,
  getChannels,
  removePhone,
  saveChannels,
  verifyPhone,
} from './phone-channels.service.js'

const BODY_LIMIT = 1024

/** The account's mobile number and its phone channel choices (DESIGN §11 Channels). */
export async function phoneChannelsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['account']
  const onRequest = app.requireAccount('company', 'intern')
  const config = { writeLimit: 'phoneChanges' } as const

  app.post(
    '/account/phone',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config,
      schema: {
        tags,
        body: AddPhoneInputSchema,
        response: { 200: successOf(PendingPhoneSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: CHANNEL_MESSAGES.phoneCodeSent,
      data: await addPhone(app.ctx, signedIn(request), request.body.phone),
    }),
  )

  app.post(
    '/account/phone/verify',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config,
      schema: {
        tags,
        body: VerifyPhoneInputSchema,
        response: { 200: successOf(VerifiedPhoneSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: CHANNEL_MESSAGES.phoneVerified,
      data: await verifyPhone(app.ctx, signedIn(request), request.body.code, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    }),
  )

  app.delete(
    '/account/phone',
    {
      onRequest,
      config,
      schema: { tags, response: { 200: successOf(z.object({ phone: z.null() })) } },
    },
    async (request) => ({
      status: 'success' as const,
      message: CHANNEL_MESSAGES.phoneRemoved,
      data: await removePhone(app.ctx, signedIn(request)),
    }),
  )

  app.get(
    '/account/channels',
    { onRequest, schema: { tags, response: { 200: successOf(AccountChannelsSchema) } } },
    async (request) => ({
      status: 'success' as const,
      data: await getChannels(app.ctx, signedIn(request)),
    }),
  )

  app.patch(
    '/account/channels',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config,
      schema: {
        tags,
        body: AccountChannelsPatchSchema,
        response: { 200: successOf(AccountChannelsSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: CHANNEL_MESSAGES.channelsSaved,
      data: await saveChannels(app.ctx, signedIn(request), request.body),
    }),
  )
}
