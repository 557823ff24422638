import {
  PLACEMENT_TYPES,
  PUBLIC_ROLES_PAGE_SIZE,
  PublicRolesQuerySchema,
  browsePillOf,
  escapeHtml,
  firstRoleListHtml,
  noMatchSentence,
  pillFilters,
  rolesFoundText,
  type BrowseCriteria,
  type PlacementType,
} from '@app/domain'
import type { AppContext } from '../../lib/context.js'
import type { PublishingRule } from './roles.queries.js'
import { listPublicRoles, type PublicRolesFilter } from './roles.service.js'

/*
 * The first page of public roles, written by the server into index.html for /find-internships,
 * so a visitor on a slow network reads roles before the scripts arrive (decision 032). React
 * replaces it when it loads. The same service and filters as the page's own request.
 */

/** The address's criteria as the browse page reads them (useBrowseParams, decision 038). */
export function browseCriteriaOf(params: URLSearchParams): BrowseCriteria {
  const raw = params.get('placementType')
  const placementType: PlacementType | '' = PLACEMENT_TYPES.includes(raw as PlacementType)
    ? (raw as PlacementType)
    : ''
  return {
    search: params.get('search') ?? '',
    location: params.get('location') ?? '',
    pill: browsePillOf(params.get('filter'), placementType),
    placementType,
  }
}

/**
 * The filters the browse page asks for with this address: Remote by default, every work type
 * once a placement type is chosen (decision 038).
 */
export function browseFilterOf(params: URLSearchParams): PublicRolesFilter | null {
  const criteria = browseCriteriaOf(params)
  const parsed = PublicRolesQuerySchema.safeParse({
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    limit: PUBLIC_ROLES_PAGE_SIZE,
    search: criteria.search || undefined,
    location: criteria.location || undefined,
    placementType: criteria.placementType || undefined,
    ...pillFilters(criteria.pill),
  })
  return parsed.success ? parsed.data : null
}

/** 'No roles match Remote + SIWES/IT.', as the page's empty list names its filters. */
function noMatchHtml(params: URLSearchParams) {
  const sentence = noMatchSentence(browseCriteriaOf(params))
  return sentence ? `<p>${escapeHtml(sentence)}.</p>` : ''
}

/** The shell's main part with the first page of roles; null when the address is not valid. */
export async function firstRolesHtml(
  ctx: Pick<AppContext, 'db'> & { config: PublishingRule },
  params: URLSearchParams,
): Promise<string | null> {
  const filter = browseFilterOf(params)
  if (!filter) return null
  const { docs, meta } = await listPublicRoles(ctx, filter)
  const found = rolesFoundText(meta.totalDocs, meta.totalDocsCapped)
  return (
    `<div class="shell-main"><h1 class="fr-hero">Find your next internship</h1><h2>${found}</h2>` +
    (docs.length
      ? firstRoleListHtml(docs, 'Roles')
      : `<p>No jobs match your criteria</p>${noMatchHtml(params)}`) +
    `<p role="status">Loading filters…</p></div>`
  )
}

const SHELL_MAIN = /<!--shell-main-->[\s\S]*<!--\/shell-main-->/

/** index.html with its skeleton blocks replaced by the roles; as it is without the markers. */
export const withFirstRoles = (indexHtml: string, rolesHtml: string) =>
  indexHtml.replace(SHELL_MAIN, () => rolesHtml)
