import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CONTACT_FIELDS, CONTACT_PAGE, ContactInputSchema, WEB_PAGES } from '@app/domain'
import { answerFormAgain, refusalStatus, seeOther } from '../../lib/form-posts.js'
import { contactPage, type ContactFieldName, type ContactFormState } from './contact-page-html.js'
import { sendContactMessage } from './contacts.service.js'

/*
 * The contact page for browsers without JavaScript (issue 33), and its form as a post: the same
 * service, schema and write limit as the app's PUT /api/v1/contacts, so the message lands in the
 * admin console's contacts list as the app's does. A refused form comes back with each field's
 * error and what was typed; a sent one is a 303 to the page's thank-you state (?sent), so a reload
 * does not send it again.
 */

const BODY_LIMIT = 16 * 1024
/** The query of the page's state after a message was sent; the app's ContactForm reads it too. */
const SENT = CONTACT_PAGE.sentQuery

function typedValues(request: FastifyRequest) {
  const body = (request.body ?? {}) as Record<string, unknown>
  const values: Partial<Record<ContactFieldName, string>> = {}
  for (const { name } of CONTACT_FIELDS) {
    const value = body[name]
    if (typeof value === 'string') values[name] = value
  }
  return values
}

export async function contactPagesRoutes(app: FastifyInstance) {
  const address = WEB_PAGES.contact.path

  app.get(address, { schema: { hide: true } }, async (request, reply) => {
    const isSent = (request.query as Record<string, unknown>)[SENT] !== undefined
    return reply.sendPage(contactPage({ isSent }, reply.csrfField()))
  })

  /** The form again with what was typed: each field's error, or one about the whole message. */
  const again = (
    request: FastifyRequest,
    reply: FastifyReply,
    state: ContactFormState,
    status: number,
  ) =>
    reply.sendPage({
      ...contactPage({ values: typedValues(request), ...state }, reply.csrfField()),
      status,
    })

  app.post(
    address,
    {
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'contact' },
      schema: { hide: true },
      // The limit refuses before the handler: the message typed must not be lost with it.
      errorHandler: answerFormAgain((request, reply, error) =>
        again(request, reply, { alert: error.message }, refusalStatus(reply, error)),
      ),
    },
    async (request, reply) => {
      const input = ContactInputSchema.safeParse(typedValues(request))
      if (!input.success) {
        const errors: ContactFormState['errors'] = {}
        for (const issue of input.error.issues) {
          const name = issue.path[0] as ContactFieldName
          errors[name] ??= issue.message
        }
        return again(request, reply, { errors }, 400)
      }
      await sendContactMessage(app.ctx.db, input.data)
      return seeOther(reply, `${address}?${SENT}=1`)
    },
  )
}
