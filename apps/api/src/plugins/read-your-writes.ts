import fp from 'fastify-plugin'
import { noteSessionWrite } from '../lib/sessions.js'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Read-your-writes across processes (decision 074): once a signed-in request has written, its
 * session row records the primary's WAL position before the answer leaves, so the session's next
 * request, in whichever process nginx sends it to, reads from the primary until a replica has
 * replayed that far. Only when replicas serve reads: without them it costs nothing.
 */
export const readYourWritesPlugin = fp(
  async (app) => {
    if (!app.ctx.config.DATABASE_REPLICA_URLS) return
    app.addHook('onSend', async (request, reply) => {
      if (READS.has(request.method) || !request.account || reply.statusCode >= 400) return
      await noteSessionWrite(app.ctx.db, request.account.sessionId)
    })
  },
  { name: 'read-your-writes', dependencies: ['app-context', 'auth'] },
)
