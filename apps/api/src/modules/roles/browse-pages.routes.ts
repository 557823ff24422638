import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  BROWSE_WORDS,
  PLACEMENT_TYPES,
  PUBLIC_ROLES_PAGE_SIZE,
  PublicRolesQuerySchema,
  WEB_PAGES,
  browsePillOf,
  isBrowsePill,
  buttonClass,
  pageFromAddress,
  pillFilters,
  publicRoleTitle,
  type BrowseCriteria,
  type PlacementType,
} from '@app/domain'
import { AppError, validationFailed } from '../../lib/errors.js'
import { html } from '../../lib/html.js'
import { querySeedsHtml } from '../../lib/query-seeds-html.js'
import { emptyStateHtml } from '../../lib/page-parts-html.js'
import { browsePageHtml } from './browse-page-html.js'
import { companyPageHtml } from './company-page-html.js'
import { getRoleCompanyDetails } from './role-company-details.queries.js'
import { publicRolePageHtml } from './role-page-html.js'
import { getPublicRole, listPublicRoles } from './roles.service.js'

/*
 * The public browse, a role's own page and its company's page, written whole by the server so they
 * work without JavaScript (issue 33, decision 077), from the same services as the JSON routes. Each
 * page also carries the answers the app's queries would fetch (query seeds), so the app takes the
 * page over showing the same thing at once. These addresses win over the web app's catch-all.
 */

/** The address's criteria as the browse page reads them (useBrowseParams, decision 038). */
export function browseCriteriaOf(query: Record<string, unknown>): BrowseCriteria {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '')
  const raw = text('placementType')
  const placementType: PlacementType | '' = PLACEMENT_TYPES.includes(raw as PlacementType)
    ? (raw as PlacementType)
    : ''
  return {
    search: text('search').trim(),
    location: text('location').trim(),
    pill: browsePillOf(text('filter') || null, placementType),
    placementType,
  }
}

/**
 * The filters the app's list query sends for these criteria, keyed as it keys them (BrowseFilters
 * in apps/web/src/features/browse): its seed must hash to the same key.
 */
/** The address's `filter` parameter, kept as it is in links when it names a pill. */
const filterOf = (query: Record<string, unknown>) =>
  typeof query.filter === 'string' && isBrowsePill(query.filter) ? query.filter : ''

const browseFiltersOf = (criteria: BrowseCriteria, page: number) => ({
  page,
  search: criteria.search || undefined,
  location: criteria.location || undefined,
  placementType: criteria.placementType || undefined,
  ...pillFilters(criteria.pill),
})

/** A role's address part (Fastify leaves longer ones unrouted: maxParamLength is 100). */
const roleIdOf = (request: FastifyRequest) => (request.params as { roleId: string }).roleId

export async function browsePagesRoutes(app: FastifyInstance) {
  app.get(WEB_PAGES.findInternships.path, async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const criteria = browseCriteriaOf(query)
    const page = pageFromAddress(typeof query.page === 'string' ? query.page : null)
    const filters = browseFiltersOf(criteria, page)
    // The list route's own schema: an address it would refuse is refused here, with its words.
    const parsed = PublicRolesQuerySchema.safeParse({ ...filters, limit: PUBLIC_ROLES_PAGE_SIZE })
    if (!parsed.success) throw validationFailed(parsed.error)
    // Read-only: a replica serves it when one is up (decision 074), as the list route does.
    const result = await app.ctx.reads.run(null, (ctx) => listPublicRoles(ctx, parsed.data))
    return reply.sendPage({
      title: BROWSE_WORDS.title,
      main: html`${browsePageHtml({ address: { ...criteria, filter: filterOf(query) }, ...result })}
      ${querySeedsHtml([[['browse', 'roles', filters], result]])}`,
    })
  })

  app.get(WEB_PAGES.publicRole.path, async (request, reply) => {
    const roleId = roleIdOf(request)
    const role = await app.ctx.reads
      .run(null, (ctx) => getPublicRole(ctx, roleId))
      .catch(notFoundAs(null))
    if (!role) return reply.sendPage(roleNotFoundPage())
    return reply.sendPage({
      title: publicRoleTitle(role),
      main: html`${publicRolePageHtml(role)} ${querySeedsHtml([[['browse', 'role', roleId], role]])}`,
    })
  })

  app.get(WEB_PAGES.publicCompany.path, async (request, reply) => {
    const roleId = roleIdOf(request)
    const company = await app.ctx.reads
      .run(null, (ctx) => getRoleCompanyDetails(ctx, { kind: 'visitor' }, roleId))
      .catch(notFoundAs(null))
    return reply.sendPage({
      status: company ? 200 : 404,
      title: company ? `${company.companyName} — Internplace` : 'Company — Internplace',
      main: html`${companyPageHtml(company)}
      ${company && querySeedsHtml([[['public-company', roleId], company]])}`,
    })
  })
}

/** A not-found answer as `value`; any other failure goes on to the pages' error handler. */
const notFoundAs =
  <T>(value: T) =>
  (error: unknown): T => {
    if (error instanceof AppError && error.status === 404) return value
    throw error
  }

/** A role that is not open (closed, removed, never was), in the app's words, with a way on. */
function roleNotFoundPage() {
  return {
    status: 404,
    title: `${BROWSE_WORDS.roleNotFoundTitle} — Internplace`,
    main: html`<div class="mx-auto max-w-4xl px-4 py-8">
      <h1 class="sr-only">${BROWSE_WORDS.roleNotFoundTitle}</h1>
      ${emptyStateHtml(
        BROWSE_WORDS.roleNotFoundTitle,
        BROWSE_WORDS.roleNotFoundText,
        html`<a href="${WEB_PAGES.findInternships.href()}" class="${buttonClass('primary')}"
          >${BROWSE_WORDS.heading}</a
        >`,
      )}
    </div>`,
  }
}
