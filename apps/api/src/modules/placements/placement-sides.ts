import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PlacementSide } from '@app/domain'
import { signedIn } from '../../plugins/auth.js'

const SIDES = [
  { side: 'intern', base: '/users/placements', tags: ['intern placements'] },
  { side: 'company', base: '/company/placements', tags: ['company placements'] },
] as const satisfies { side: PlacementSide; base: string; tags: string[] }[]

/**
 * Both parties' routes of a placement are the same routes under their own base: each side with
 * its path, its OpenAPI tags, who may call it, and the viewer a request is read as.
 */
export const placementSides = (app: FastifyInstance) =>
  SIDES.map(({ side, base, tags }) => ({
    side,
    base,
    tags: [...tags],
    onRequest: app.requireAccount(side),
    viewerOf: (request: FastifyRequest) => ({ side, id: signedIn(request).id }),
  }))
