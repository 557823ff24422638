import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { NOT_FOUND_BODY } from '../lib/error-handler.js'

export interface WebAppOptions {
  /** The built web app's folder (WEB_DIST); the default is apps/web/dist. */
  webDist?: string
  apiPrefix: string
}

/** The built web app's folder: WEB_DIST, or apps/web/dist. */
export const webAppFolder = (given: string | undefined) =>
  path.resolve(given ?? path.join(import.meta.dirname, '../../../web/dist'))

/** In production the API also serves the built web app, when it has been built. */
export const webAppPlugin = fp(
  async (app, { webDist: given, apiPrefix }: WebAppOptions) => {
    const webDist = webAppFolder(given)
    if (!fs.existsSync(path.join(webDist, 'index.html'))) return

    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // The build writes a Brotli (quality 11) and a gzip copy of each file: sent as they are,
      // they are smaller than compression made per request, and cost no CPU (decision 032).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets are immutable; everything else must be revalidated.
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'no-cache')
        }
      },
    })
    // Any page path gets the app, so deep links work. A route rather than the not-found handler,
    // because compression hooks attach to routes.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith(apiPrefix)) return reply.status(404).send(NOT_FOUND_BODY)
      reply.header('Cache-Control', 'no-cache')
      return reply.type('text/html').sendFile('index.html')
    })
  },
  { name: 'web-app', dependencies: ['compression'] },
)
