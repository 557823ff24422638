import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CompanyPlacementPatchSchema,
  InternPlacementPatchSchema,
  PLACEMENT_MESSAGES,
  PageQuerySchema,
  PlacementDocumentSchema,
  PlacementSchema,
  pageOf,
  successOf,
  type Placement,
  type PlacementSide,
} from '@app/domain'
import type { Actor, AppContext } from '../../lib/context.js'
import { placementSides } from './placement-sides.js'
import { signedIn } from '../../plugins/auth.js'
import {
  getPlacement,
  listPlacementDocuments,
  listPlacements,
  updateCompanyPlacement,
  updateInternPlacement,
} from './placements.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })
const BODY_LIMIT = 4 * 1024

/** Placements after the offer (DESIGN §11 Placements): each party's list, one, and its changes. */
export async function placementsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  for (const { base, tags, onRequest, viewerOf } of placementSides(app)) {
    app.get(
      base,
      {
        onRequest,
        schema: {
          tags,
          summary: 'My placements, newest first',
          querystring: PageQuerySchema,
          response: { 200: successOf(pageOf(PlacementSchema)) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listPlacements(app.ctx, viewerOf(request), request.query),
      }),
    )

    app.get(
      `${base}/:id`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'One placement, with its progress and what is due next',
          params: ParamsSchema,
          response: { 200: successOf(PlacementSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await getPlacement(app.ctx, viewerOf(request), request.params.id),
      }),
    )

    app.get(
      `${base}/:id/documents`,
      {
        onRequest,
        schema: {
          tags,
          summary: "The placement's papers, oldest first, each with where to download it",
          params: ParamsSchema,
          response: { 200: successOf(z.object({ docs: z.array(PlacementDocumentSchema) })) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: {
          docs: await listPlacementDocuments(app.ctx, viewerOf(request), request.params.id),
        },
      }),
    )
  }

  /** Each party completes its own part: one PATCH per side, with its schema and its rules. */
  const patchRoute = <Body extends z.ZodType>(
    side: PlacementSide,
    summary: string,
    body: Body,
    update: (
      ctx: AppContext,
      actor: Actor,
      id: string,
      patch: z.output<Body>,
    ) => Promise<Placement>,
  ) =>
    app.patch(
      `/${side === 'company' ? 'company' : 'users'}/placements/:id`,
      {
        onRequest: app.requireAccount(side),
        bodyLimit: BODY_LIMIT,
        config: { writeLimit: 'placements' },
        schema: {
          tags: [`${side} placements`],
          summary,
          params: ParamsSchema,
          body,
          response: { 200: successOf(PlacementSchema) },
        },
      },
      // The type provider cannot narrow a generic schema's output; the body was parsed by `body`.
      async (request) => ({
        status: 'success' as const,
        message: PLACEMENT_MESSAGES.saved,
        data: await update(
          app.ctx,
          signedIn(request),
          request.params.id,
          request.body as z.output<Body>,
        ),
      }),
    )

  patchRoute(
    'company',
    'Give the dates and the industry supervisor',
    CompanyPlacementPatchSchema,
    updateCompanyPlacement,
  )
  patchRoute(
    'intern',
    "A SIWES/IT student's matriculation number, institution, course and programme",
    InternPlacementPatchSchema,
    updateInternPlacement,
  )
}
