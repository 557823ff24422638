import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ALERT_MESSAGES, HOME_PAGE, SubscriptionInputSchema, WEB_PAGES } from '@app/domain'
import {
  answerFormAgain,
  formField,
  leaveNotice,
  refusalStatus,
  seeOther,
  takeNotice,
} from '../../lib/form-posts.js'
import { homePage } from './home-page-html.js'
import { subscribe } from './subscriptions.service.js'

/*
 * The home page for browsers without JavaScript (issue 33), and its email box as a form post: the
 * same service, schema and write limit as the app's POST /api/v1/subscriptions (double opt-in,
 * decision 025). A refusal is the home page again with the box's message and what was typed; a
 * subscription is a 303 back to the box, which says to check the inbox (a reload sends nothing).
 */

const BODY_LIMIT = 4 * 1024

/** The box's notice after the 303 (a key in the cookie, never the address typed). */
const HOME_NOTICES = { subscribed: ALERT_MESSAGES.subscribed }

export async function homePagesRoutes(app: FastifyInstance) {
  app.get(WEB_PAGES.home.path, { schema: { hide: true } }, async (request, reply) => {
    const sent = takeNotice(request, reply, HOME_NOTICES)
    return reply.sendPage(
      homePage({
        csrfField: reply.csrfField(),
        ...(sent && { emailBox: { notice: { kind: 'sent', text: sent } } }),
        withSplash: true,
      }),
    )
  })

  /** The home page again with the box's refusal and the address as typed. */
  const refused = (request: FastifyRequest, reply: FastifyReply, text: string, status: number) =>
    reply.sendPage({
      ...homePage({
        csrfField: reply.csrfField(),
        emailBox: { email: formField(request, 'email') ?? '', notice: { kind: 'error', text } },
        withSplash: false,
      }),
      status,
    })

  app.post(
    HOME_PAGE.updates.action,
    {
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'subscriptions' },
      schema: { hide: true },
      errorHandler: answerFormAgain((request, reply, error) =>
        refused(request, reply, error.message, refusalStatus(reply, error)),
      ),
    },
    async (request, reply) => {
      const email = formField(request, 'email') ?? ''
      if (!email.trim()) return refused(request, reply, HOME_PAGE.updates.emailRequired, 400)
      const input = SubscriptionInputSchema.safeParse({ email })
      if (!input.success) {
        return refused(request, reply, input.error.issues[0]?.message ?? '', 400)
      }
      await subscribe(app.ctx, input.data)
      leaveNotice(reply, 'subscribed' satisfies keyof typeof HOME_NOTICES)
      return seeOther(reply, `${WEB_PAGES.home.href()}#updates`)
    },
  )
}
