import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  APPLICATION_MESSAGES,
  DEFAULT_INTERN_ROLE_PILL,
  InternRolesQuerySchema,
  PLACEMENT_TYPES,
  PageQuerySchema,
  WEB_PAGES,
  internRolePillQuery,
  isBrowsePill,
  ownPageAddress,
  type BrowsePill,
  type PlacementType,
} from '@app/domain'
import { AppError } from '../../lib/errors.js'
import { leaveNotice, seeOther, takeNotice } from '../../lib/form-posts.js'
import { addressWith } from '../../lib/page-parts-html.js'
import { signedIn } from '../../plugins/auth.js'
import { getInternProfile } from '../interns/interns.queries.js'
import { listInternRoles, listSavedRoles, saveRole, unsaveRole } from './intern-roles.service.js'
import { getInternRole } from './intern-role.queries.js'
import { roleDetailsPage, roleMissingPage } from './role-details-page-html.js'
import {
  recommendedRolesPage,
  savedRolesPage,
  type InternRolesAddress,
} from './intern-role-pages-html.js'

/*
 * The intern's recommended roles, saved roles and saving a role, as server pages for browsers
 * without JavaScript (issue 33, decision 079): the same services, authorization and write limit
 * as the JSON routes (intern-roles.routes.ts); the app takes each page over at the same address.
 * Registered in the server pages' scope, which checks the CSRF token of every post.
 */

const BODY_LIMIT = 4 * 1024

/** A card's save / unsave form. Any role id: an unknown one is the service's 404. */
const SaveFormSchema = z.object({
  roleId: z.string().max(100),
  action: z.enum(['save', 'unsave'], { message: 'Choose to save or unsave the role.' }),
  returnTo: z.string().optional(),
})

/**
 * The intern's roles' address as the app reads it (useRoleParams): a pill it does not know is the
 * default one, a placement type it does not know is every type.
 */
function addressOf(raw: Record<string, unknown>): InternRolesAddress {
  const pill = text(raw.filter)
  const placementType = text(raw.placementType) as PlacementType
  const criteria = {
    search: text(raw.search).trim(),
    location: text(raw.location).trim(),
    pill: isBrowsePill(pill) ? pill : DEFAULT_INTERN_ROLE_PILL,
    placementType: PLACEMENT_TYPES.includes(placementType) ? placementType : ('' as const),
  }
  return { ...criteria, filter: filterParam(criteria.pill) }
}

/** The app writes no `filter` for the default pill (useRoleSearchParams' pillParam). */
const filterParam = (pill: BrowsePill) => (pill === DEFAULT_INTERN_ROLE_PILL ? '' : pill)

/** The address of the list with these criteria, in the app's order (useAddressParams). */
function internRolesHref(criteria: Omit<InternRolesAddress, 'filter'>) {
  return addressWith(WEB_PAGES.internRoles.href(), [
    ['search', criteria.search],
    ['location', criteria.location],
    ['filter', filterParam(criteria.pill)],
    ['placementType', criteria.placementType],
  ])
}

/** This page's address with another page number (the other query parameters kept). */
function pageHrefOf(request: FastifyRequest) {
  const url = new URL(request.url, 'http://here')
  return (page: number) => {
    if (page > 1) url.searchParams.set('page', String(page))
    else url.searchParams.delete('page')
    const query = url.searchParams.toString()
    return query ? `${url.pathname}?${query}` : url.pathname
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Why a card's save came back undone: said on the page the card was on, after the 303. */
const SAVE_NOTICES = { roleClosed: APPLICATION_MESSAGES.roleClosed }

export async function internRolesPagesRoutes(app: FastifyInstance) {
  const preHandler = app.requirePageAccount('intern')
  const get = { preHandler, schema: { hide: true } }

  app.get(WEB_PAGES.internRoles.path, get, async (request, reply) => {
    const intern = signedIn(request)
    const raw = request.query as Record<string, unknown>
    const address = addressOf(raw)
    const page = {
      csrfField: reply.csrfField(),
      returnTo: request.url,
      address,
      hrefOf: internRolesHref,
      pageHref: pageHrefOf(request),
    }
    // What the app's list asks the API for this address (useRoleParams): the pill's work type or
    // order; the page (and a page size) as the address gives them.
    const query = InternRolesQuerySchema.safeParse({
      page: raw.page,
      limit: raw.limit,
      search: address.search || undefined,
      location: address.location || undefined,
      placementType: address.placementType || undefined,
      ...internRolePillQuery(address.pill),
    })
    const { profileComplete } = await getInternProfile(app.ctx.db, intern.id)
    const refusal = takeNotice(request, reply, SAVE_NOTICES)
    if (!query.success) {
      return reply.sendPage({
        ...recommendedRolesPage({
          ...page,
          roles: null,
          isProfileComplete: profileComplete,
          message: query.error.issues[0]?.message,
        }),
        status: 400,
      })
    }
    // Read-only: a replica that has the intern's own last write serves it (decision 074).
    const roles = await app.ctx.reads.run(request.account, (ctx) =>
      listInternRoles(ctx, intern, query.data),
    )
    return reply.sendPage(
      recommendedRolesPage({
        ...page,
        roles,
        isProfileComplete: profileComplete,
        message: refusal,
      }),
    )
  })

  app.get(WEB_PAGES.internSavedRoles.path, get, async (request, reply) => {
    const query = PageQuerySchema.safeParse(request.query)
    // A page number the form never writes: the first page, as the app reads a bad one.
    const roles = await listSavedRoles(
      app.ctx,
      signedIn(request),
      query.success ? query.data : PageQuerySchema.parse({}),
    )
    return reply.sendPage(
      savedRolesPage({
        roles,
        csrfField: reply.csrfField(),
        returnTo: request.url,
        pageHref: pageHrefOf(request),
        message: takeNotice(request, reply, SAVE_NOTICES),
      }),
    )
  })

  // A role's own page (cards' 'Learn More'): the whole role beside the intern's match score,
  // 'Apply' or their application. A role the intern may not see is the app's 'Role not found.'
  app.get<{ Params: { roleId: string } }>(
    WEB_PAGES.internRole.path,
    { ...get, config: { missingPage: roleMissingPage } },
    async (request, reply) => {
      const role = await getInternRole(app.ctx, signedIn(request), request.params.roleId)
      return reply.sendPage(roleDetailsPage(role))
    },
  )

  // Save or unsave, then back to the page the card was on.
  app.post(
    WEB_PAGES.internSavedRoles.path,
    {
      preHandler,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'savedRoles' },
      schema: { hide: true },
    },
    async (request, reply) => {
      const form = SaveFormSchema.safeParse(request.body)
      // Only a hand-made post gets here (the cards write these fields): the scope's error page.
      if (!form.success)
        throw new AppError('VALIDATION_FAILED', form.error.issues[0]?.message ?? '')
      const intern = signedIn(request)
      const { roleId, action, returnTo } = form.data
      const back = ownPageAddress(returnTo) ?? WEB_PAGES.internRoles.href()
      try {
        if (action === 'save') await saveRole(app.ctx, intern, roleId)
        else await unsaveRole(app.ctx, intern, roleId)
      } catch (error) {
        // A role closed since the list was read: back to the list, which says so.
        if (!(error instanceof AppError && error.code === 'ROLE_CLOSED')) throw error
        leaveNotice(reply, 'roleClosed' satisfies keyof typeof SAVE_NOTICES)
      }
      return seeOther(reply, back)
    },
  )
}
