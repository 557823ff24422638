import {
  BROWSE_PILLS,
  BROWSE_WORDS,
  PLACEMENT_TYPE_LABELS,
  PLACEMENT_TYPES,
  WEB_PAGES,
  buttonClass,
  defaultBrowsePill,
  narrowingFilters,
  noMatchSentence,
  pastLastPageText,
  rolesFoundText,
  turnOffLabel,
  type BrowseCriteria,
  type BrowseFilterKey,
  type BrowsePill,
  type PublicRole,
} from '@app/domain'
import { html, type Html } from '../../lib/html.js'
import {
  addressWith,
  emptyStateHtml,
  pagingLinksHtml,
  pillLinksHtml,
  searchFieldHtml,
} from '../../lib/page-parts-html.js'
import { roleCardHtml, roleDetailHtml } from './role-parts-html.js'

/*
 * /find-internships as the server writes it (issue 33, decision 077): FindInternshipsPage's markup
 * and words, with a GET form for the search, links for the pills, the pages and the filters an
 * empty list turns off, each an address the app reads the same way (useBrowseParams, decision 038).
 */

/**
 * The browse's criteria with its `filter` parameter as the address writes it: the app keeps that
 * parameter as it is when the placement type or words change, so a link must too (decision 038).
 */
export type BrowseAddress = BrowseCriteria & { filter: string }

export interface BrowsePage {
  address: BrowseAddress
  docs: PublicRole[]
  meta: { totalDocs: number; totalDocsCapped?: boolean; page: number; totalPages: number }
}

/**
 * The `filter` parameter the app writes for a pill (useRoleSearchParams' pillParam): none for the
 * pill that is the default with and without the placement type, so it stays when that changes.
 */
const pillParam = (pill: BrowsePill, placementType: BrowseCriteria['placementType']) =>
  pill === defaultBrowsePill(placementType) && pill === defaultBrowsePill('') ? '' : pill

/** The address of the browse with these criteria, in the app's order (useAddressParams). */
export function browseHref(address: BrowseAddress, page = 1) {
  return addressWith(WEB_PAGES.findInternships.href(), [
    ['search', address.search],
    ['location', address.location],
    ['filter', address.filter],
    ['placementType', address.placementType],
    ['page', page > 1 ? String(page) : ''],
  ])
}

/** The address with another pill chosen, as the app's setPill writes it. */
const withPill = (address: BrowseAddress, pill: BrowsePill): BrowseAddress => ({
  ...address,
  pill,
  filter: pillParam(pill, address.placementType),
})

function heroHtml(criteria: BrowseAddress) {
  const pill = browseHref({ ...criteria, search: '', location: '' })
  const kept = new URL(pill, 'http://x').searchParams
  return html`<div class="surface-dark bg-brand-900">
    <div class="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 class="text-3xl font-bold text-white sm:text-4xl">${BROWSE_WORDS.heading}</h1>
      <p class="mt-2 text-brand-100">${BROWSE_WORDS.intro}</p>
      <form
        role="search"
        method="get"
        action="${WEB_PAGES.findInternships.href()}"
        class="mt-6 flex flex-col gap-3 sm:flex-row"
      >
        ${[...kept].map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
        ${searchFieldHtml({ id: 'browse-search', name: 'search', label: BROWSE_WORDS.searchLabel, placeholder: BROWSE_WORDS.searchPlaceholder, icon: 'search', value: criteria.search })}
        ${searchFieldHtml({ id: 'browse-location', name: 'location', label: BROWSE_WORDS.locationLabel, placeholder: BROWSE_WORDS.locationPlaceholder, icon: 'place', value: criteria.location })}
        <noscript
          ><button type="submit" class="${buttonClass('secondary', 'min-h-12 w-full sm:w-auto')}">
            ${BROWSE_WORDS.searchButton}
          </button></noscript
        >
      </form>
    </div>
  </div>`
}

function filtersHtml(criteria: BrowseAddress) {
  const placements = [
    { id: '' as const, label: BROWSE_WORDS.allPlacements },
    ...PLACEMENT_TYPES.map((id) => ({ id, label: PLACEMENT_TYPE_LABELS[id] })),
  ]
  return html`<div class="space-y-3">
    ${pillLinksHtml(
      BROWSE_WORDS.placementLabel,
      placements.map((placement) => ({
        label: placement.label,
        href: browseHref({ ...criteria, placementType: placement.id }),
        isActive: placement.id === criteria.placementType,
      })),
    )}
    ${pillLinksHtml(
      BROWSE_WORDS.pillsLabel,
      BROWSE_PILLS.map((pill) => ({
        label: pill.label,
        href: browseHref(withPill(criteria, pill.id)),
        isActive: pill.id === criteria.pill,
      })),
    )}
  </div>`
}

/** The criteria without one filter: what the empty list's 'Turn off …' links to. */
const withoutFilter = (criteria: BrowseAddress, key: BrowseFilterKey): BrowseAddress =>
  key === 'pill' ? withPill(criteria, 'relevant') : { ...criteria, [key]: '' }

/** NoMatchingRoles: names the filters that emptied the list, each with a link turning it off. */
function noMatchHtml(criteria: BrowseAddress) {
  const filters = narrowingFilters(criteria)
  if (filters.length === 0) {
    return emptyStateHtml(BROWSE_WORDS.noMatchTitle, html`<p>${BROWSE_WORDS.noMatchOtherPage}</p>`)
  }
  const cleared = withPill(
    { search: '', location: '', placementType: '', pill: 'relevant', filter: '' },
    'relevant',
  )
  return emptyStateHtml(
    BROWSE_WORDS.noMatchTitle,
    html`<p>${noMatchSentence(criteria)}.</p>`,
    html`<div
      role="group"
      aria-label="${BROWSE_WORDS.turnOffLabel}"
      class="flex flex-wrap justify-center gap-2"
    >
      ${filters.map(
        (filter) =>
          html`<a
            href="${browseHref(withoutFilter(criteria, filter.key))}"
            class="${buttonClass('secondary', 'px-3')}"
            ><span aria-hidden="true">×</span> ${turnOffLabel(filter.label)}</a
          >`,
      )}
      ${
        filters.length > 1 &&
        html`<a href="${browseHref(cleared)}" class="${buttonClass('primary', 'px-3')}"
          >${BROWSE_WORDS.clearFilters}</a
        >`
      }
    </div>`,
  )
}

function resultsHtml({ address: criteria, docs, meta }: BrowsePage) {
  // Sorting hides no role: only words, a place, a work type and a placement type count.
  const hasCriteria = narrowingFilters(criteria).length > 0
  const selected = docs[0]
  return html`<div class="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
    <section aria-labelledby="results-title">
      <h2 id="results-title" class="mb-3 scroll-mt-20 text-sm text-slate-600" aria-live="polite">
        ${rolesFoundText(meta.totalDocs, meta.totalDocsCapped)}
      </h2>
      ${
        docs.length === 0 &&
        (meta.totalDocs > 0
          ? emptyStateHtml(
              BROWSE_WORDS.pastLastPageTitle,
              pastLastPageText(meta.totalPages),
              html`<a href="${browseHref(criteria)}" class="${buttonClass('primary')}"
                >${BROWSE_WORDS.firstPage}</a
              >`,
            )
          : hasCriteria || meta.page > 1
            ? noMatchHtml(criteria)
            : emptyStateHtml(BROWSE_WORDS.noRolesTitle, BROWSE_WORDS.noRolesText))
      }
      <ul aria-label="${BROWSE_WORDS.rolesLabel}" class="space-y-3 transition-opacity">
        ${docs.map((role) => html`<li>${roleCardHtml(role, role === selected)}</li>`)}
      </ul>
      <div class="mt-6">${pagingLinksHtml({
        page: meta.page,
        totalPages: meta.totalPages,
        label: BROWSE_WORDS.pagesLabel,
        href: (target) => browseHref(criteria, target),
      })}</div>
    </section>
    <div
      class="hidden lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
    >
      ${
        selected
          ? roleDetailHtml(selected, 'h2')
          : html`<p
              class="hidden rounded-xl border border-dashed border-slate-300 py-16 text-center text-slate-600 lg:block"
            >
              ${BROWSE_WORDS.selectRole}
            </p>`
      }
    </div>
  </div>`
}

/** The whole page's own part (the frame is the server pages' own). */
export function browsePageHtml(page: BrowsePage): Html {
  return html`${heroHtml(page.address)}
    <div class="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      ${filtersHtml(page.address)} ${resultsHtml(page)}
    </div>`
}
