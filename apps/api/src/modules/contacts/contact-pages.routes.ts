import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CONTACT_FIELDS, CONTACT_PAGE, ContactInputSchema, WEB_PAGES } from '@app/domain'
import { AppError } from '../../lib/errors.js'
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

  app.post(
    address,
    { bodyLimit: BODY_LIMIT, config: { writeLimit: 'contact' }, schema: { hide: true } },
    async (request, reply) => {
      const values = typedValues(request)
      const again = (state: ContactFormState, status: number) =>
        reply.sendPage({ ...contactPage({ values, ...state }, reply.csrfField()), status })

      const input = ContactInputSchema.safeParse(values)
      if (!input.success) {
        const errors: ContactFormState['errors'] = {}
        for (const issue of input.error.issues) {
          const name = issue.path[0] as ContactFieldName
          errors[name] ??= issue.message
        }
        return again({ errors }, 400)
      }
      try {
        await sendContactMessage(app.ctx.db, input.data)
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error
        return again({ alert: error.message }, error.status)
      }
      return reply.header('Location', `${address}?${SENT}=1`).status(303).send()
    },
  )
}
