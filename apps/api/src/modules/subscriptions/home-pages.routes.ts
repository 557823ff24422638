import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HOME_PAGE, SubscriptionInputSchema, WEB_PAGES, subscribedNotice } from '@app/domain'
import { AppError } from '../../lib/errors.js'
import { homePage, type EmailBoxState } from './home-page-html.js'
import { subscribe } from './subscriptions.service.js'

/*
 * The home page for browsers without JavaScript (issue 33), and its email box as a form post: the
 * same service, schema and write limit as the app's POST /api/v1/subscriptions (double opt-in,
 * decision 025). The answer is the home page again with the box's notice, as the app shows it.
 */

const BODY_LIMIT = 4 * 1024

const emailOf = (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.email
  return typeof value === 'string' ? value : ''
}

export async function homePagesRoutes(app: FastifyInstance) {
  app.get(WEB_PAGES.home.path, { schema: { hide: true } }, async (_request, reply) =>
    reply.sendPage(homePage({ csrfField: reply.csrfField(), withSplash: true })),
  )

  app.post(
    HOME_PAGE.updates.action,
    { bodyLimit: BODY_LIMIT, config: { writeLimit: 'subscriptions' }, schema: { hide: true } },
    async (request, reply) => {
      const email = emailOf(request)
      const answer = (emailBox: EmailBoxState, status: number) =>
        reply.sendPage({
          ...homePage({ csrfField: reply.csrfField(), emailBox, withSplash: false }),
          status,
        })
      const refused = (text: string, status: number) =>
        answer({ email, notice: { kind: 'error', text } }, status)

      if (!email.trim()) return refused(HOME_PAGE.updates.emailRequired, 400)
      const input = SubscriptionInputSchema.safeParse({ email })
      if (!input.success) return refused(input.error.issues[0]?.message ?? '', 400)
      try {
        await subscribe(app.ctx, input.data)
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error
        if (error.details.retryAfterSeconds !== undefined) {
          reply.header('Retry-After', String(error.details.retryAfterSeconds))
        }
        return refused(error.message, error.status)
      }
      const sent = input.data.email as string
      return answer({ notice: { kind: 'sent', text: subscribedNotice(sent) } }, 200)
    },
  )
}
