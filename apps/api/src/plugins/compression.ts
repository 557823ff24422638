import zlib from 'node:zlib'
import compress from '@fastify/compress'
import fp from 'fastify-plugin'

/**
 * The API's answers are a few kilobytes of JSON made anew for each request: Brotli's quality 1
 * compresses them in a third of the time of the default quality 4, for about a tenth more bytes
 * (decision 020). The web app's files keep the default: they are larger and cached for a year.
 */
const COMPRESSION_THRESHOLD = 1024
const API_COMPRESSION = {
  threshold: COMPRESSION_THRESHOLD,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
}

export const compressionPlugin = fp(
  async (app, { apiPrefix }: { apiPrefix: string }) => {
    // Before compress adds its own onRoute hook, which reads the route's `compress`.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(apiPrefix) && route.compress === undefined) {
        route.compress = API_COMPRESSION
      }
    })
    await app.register(compress, { threshold: COMPRESSION_THRESHOLD })
  },
  { name: 'compression' },
)
