import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { WEB_PAGES } from '@app/domain'
import { guideLink } from '../../lib/web-links.js'
import {
  GUIDE_PAGE_CSP,
  guideNotFoundHtml,
  guidePageHtml,
  guidesListHtml,
  type PageSite,
} from './guide-html.js'
import { guideLibrary } from './guides.service.js'

/** Short, so a corrected guide reaches readers within minutes; shared caches may keep it. */
const GUIDE_CACHE_CONTROL = 'public, max-age=600'

interface MadePage {
  html: string
  etag: string
}

const made = (html: string): MadePage => ({
  html,
  etag: `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
})

/**
 * `/guides` and `/guides/{slug}`: whole HTML pages, outside /api/v1 and ahead of the web app's
 * catch-all, served whether or not the web app is built (decision 066). Each page is made once
 * at start-up; a reader's browser revalidates it with its ETag.
 */
export async function guidePagesRoutes(app: FastifyInstance) {
  const guides = await guideLibrary()
  const site: PageSite = {
    canonicalOf: (slug) => guideLink(app.ctx.config, slug),
    guides,
    year: new Date().getFullYear(),
  }
  const list = made(guidesListHtml(site))
  const pages = new Map(guides.map((guide) => [guide.slug, made(guidePageHtml(site, guide))]))
  const notFound = guideNotFoundHtml(site)

  const send = (request: FastifyRequest, reply: FastifyReply, page: MadePage) => {
    reply
      .header('Content-Security-Policy', GUIDE_PAGE_CSP)
      .header('Cache-Control', GUIDE_CACHE_CONTROL)
      .header('ETag', page.etag)
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
    return reply.type('text/html; charset=utf-8').send(page.html)
  }

  app.get(WEB_PAGES.guides.href(), { schema: { hide: true } }, (request, reply) =>
    send(request, reply, list),
  )
  app.get<{ Params: { slug: string } }>(
    '/guides/:slug',
    { schema: { hide: true } },
    (request, reply) => {
      const { slug } = request.params
      if (slug === '') return reply.redirect(WEB_PAGES.guides.href(), 301)
      const page = pages.get(slug)
      if (page) return send(request, reply, page)
      return reply
        .status(404)
        .header('Content-Security-Policy', GUIDE_PAGE_CSP)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(notFound)
    },
  )
}
