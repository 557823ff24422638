import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  NOTIFICATION_MESSAGES,
  NotificationSchema,
  NotificationsQuerySchema,
  NotificationsReadSchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })

/** Notifications (spec §7): a company reads /notifications/comps, an intern /notifications/users. */
export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['notifications']
  const list = {
    querystring: NotificationsQuerySchema,
    response: { 200: successOf(pageOf(NotificationSchema)) },
  }

  app.get(
    '/notifications/comps',
    { onRequest: app.requireAccount('company'), schema: { tags, ...list } },
    async (request) => ({
      status: 'success' as const,
      data: await listNotifications(app.ctx, signedIn(request), request.query),
    }),
  )

  app.get(
    '/notifications/users',
    { onRequest: app.requireAccount('intern'), schema: { tags, ...list } },
    async (request) => ({
      status: 'success' as const,
      data: await listNotifications(app.ctx, signedIn(request), request.query),
    }),
  )

  const either = app.requireAccount('company', 'intern')

  app.patch(
    '/notifications/read-all',
    { onRequest: either, schema: { tags, response: { 200: successOf(NotificationsReadSchema) } } },
    async (request) => ({
      status: 'success' as const,
      message: NOTIFICATION_MESSAGES.allRead,
      data: await markAllNotificationsRead(app.ctx, signedIn(request)),
    }),
  )

  app.patch(
    '/notifications/:id/read',
    {
      onRequest: either,
      schema: { tags, params: ParamsSchema, response: { 200: successOf(NotificationSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      message: NOTIFICATION_MESSAGES.read,
      data: await markNotificationRead(app.ctx, signedIn(request), request.params.id),
    }),
  )
}
