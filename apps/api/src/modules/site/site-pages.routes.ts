import type { FastifyInstance } from 'fastify'
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE, WEB_PAGES } from '@app/domain'
import { aboutPage, legalPage } from './site-pages-html.js'

/*
 * The site's reading pages for browsers without JavaScript (issue 33): about and the legal pages.
 * Nothing to post, nobody to check; the app takes each address over when its scripts run.
 */
export async function sitePagesRoutes(app: FastifyInstance) {
  const get = { schema: { hide: true } }
  app.get(WEB_PAGES.about.path, get, async (_request, reply) => reply.sendPage(aboutPage()))
  const legal = [
    [WEB_PAGES.termsOfService.path, TERMS_OF_SERVICE],
    [WEB_PAGES.privacyPolicy.path, PRIVACY_POLICY],
    [WEB_PAGES.cookies.path, COOKIE_POLICY],
  ] as const
  for (const [address, document] of legal) {
    app.get(address, get, async (_request, reply) => reply.sendPage(legalPage(document)))
  }
}
