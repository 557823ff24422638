import {
  BACK_ARROW_PATH,
  EMPTY_STATE_DRAWING,
  PLACEMENT_BADGE_CLASS,
  PLACEMENT_TYPE_LABELS,
  ROLE_SEARCH_MAX_LENGTH,
  applicationStatusClass,
  backControlClass,
  companyInitials,
  placementBadgeDetail,
  sizedImage,
  statusLabel,
  type PlacementBadgeFacts,
} from '@app/domain'
import { html, trustedHtml, type Html } from './html.js'

/*
 * Parts the server's member pages share (issue 33), each the markup of a web app component with
 * its class names (Tailwind finds them in files named *-html.ts): the pages look as the app does,
 * and nothing moves when the app takes the same address over.
 */

/** '← Back to …', as the app's pages start. */
export const backLinkHtml = (href: string, label: string) =>
  html`<a
    href="${href}"
    class="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
    ><span aria-hidden="true">←</span> ${label}</a
  >`

/**
 * The app's BackButton as a link: it goes back in the app's history there; here, with no history
 * of the app's to go back to, it goes where the app's button falls back to.
 */
export const backButtonHtml = (fallback: string) =>
  html`<a href="${fallback}" class="${backControlClass}"
    >${strokeIconHtml(
      html`<path stroke-linecap="round" stroke-linejoin="round" d="${BACK_ARROW_PATH}" />`,
      'h-5 w-5',
      '2',
    )}Back</a
  >`

/**
 * A page's address with these query parameters, in this order (the app's, so the server's links
 * are the addresses the app writes), leaving out the empty ones.
 */
export function addressWith(path: string, params: [name: string, value: string][]) {
  const query = new URLSearchParams(params.filter(([, value]) => value !== '')).toString()
  return query ? `${path}?${query}` : path
}

/** A refusal the person can act on, above the form it is about. */
export const formErrorHtml = (message: string | undefined) =>
  message
    ? html`<p
        role="alert"
        id="form-error"
        class="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        ${message}
      </p>`
    : null

/** What just happened (a sent application), where the app shows a toast. */
export const noticeHtml = (message: string | undefined) =>
  message
    ? html`<p
        role="status"
        class="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-800"
      >
        ${message}
      </p>`
    : null

/** EmptyState's drawing: a card with lines (the domain's, as the app draws it). */
const EMPTY_ICON = html`<svg
  aria-hidden="true"
  viewBox="${EMPTY_STATE_DRAWING.viewBox}"
  class="h-12 w-12 text-brand-500"
>
  ${trustedHtml(EMPTY_STATE_DRAWING.inner)}
</svg>`

/** EmptyState: a list with nothing to show, and a way forward. */
export function emptyStateHtml(
  title: string,
  description?: Html | string | null,
  action?: Html | false | null,
) {
  return html`<div
    class="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center"
  >
    ${EMPTY_ICON}
    <p class="text-base font-semibold text-brand-900">${title}</p>
    ${description && html`<div class="max-w-sm text-sm text-slate-600">${description}</div>`}
    ${action}
  </div>`
}

const pageLinkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50'
const pageStubClass =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-400'

/**
 * Pagination as links (the app's buttons change the address's `page`; here the address is the
 * page): Previous, 'Page X of Y', Next; nothing when everything fits on one page.
 */
export function pagingLinksHtml(input: {
  page: number
  totalPages: number
  label: string
  href: (page: number) => string
}) {
  const { page, totalPages } = input
  if (totalPages <= 1) return null
  const step = (to: number, text: string, isOpen: boolean) =>
    isOpen
      ? html`<a href="${input.href(to)}" rel="${to < page ? 'prev' : 'next'}" class="${pageLinkClass}">${text}</a>`
      : html`<span aria-disabled="true" class="${pageStubClass}">${text}</span>`
  return html`<nav aria-label="${input.label}" class="flex items-center justify-between gap-3">
    ${step(page - 1, 'Previous', page > 1)}
    <p class="text-sm text-slate-700">Page ${page} of ${totalPages}</p>
    ${step(page + 1, 'Next', page < totalPages)}
  </nav>`
}

/** ApplicationStatusBadge. */
export const statusBadgeHtml = (status: string) =>
  html`<span data-status="${status}" class="${applicationStatusClass(status)}"
    ><span class="sr-only">Status: </span>${statusLabel('application', status)}</span
  >`

const FILES = '/api/v1/files/'

/** A stored photo or logo shown `shownPx` wide, with its thumbnails (the web's sizedImage). */
export function sizedImageHtml(url: string, shownPx: number, className: string): Html {
  const image = sizedImage(url, shownPx, FILES)
  return html`<img
    src="${image.src}"
    ${'srcSet' in image ? html`srcset="${image.srcSet}" sizes="${image.sizes}"` : ''}
    alt=""
    loading="lazy"
    decoding="async"
    width="${shownPx}"
    height="${shownPx}"
    class="${className}"
  />`
}

/** CompanyMark: the logo at its size, or the name's initials; decorative (the name is beside it). */
export function companyMarkHtml(
  company: { companyName: string; logoUrl: string | null },
  size = 'h-10 w-10',
): Html {
  if (company.logoUrl) {
    return sizedImageHtml(
      company.logoUrl,
      40,
      `${size} flex-none rounded-lg border border-slate-200 bg-white object-contain`,
    )
  }
  return html`<span
    aria-hidden="true"
    class="${size} flex flex-none items-center justify-center rounded-lg bg-brand-100 text-sm font-bold text-brand-900"
    >${companyInitials(company.companyName)}</span
  >`
}

/** DetailList: label and value pairs; an empty value says 'Not specified'. */
export function detailListHtml(items: { label: string; value: Html | string | null }[]) {
  return html`<dl class="divide-y divide-slate-100">
    ${items.map(
      ({ label, value }) =>
        html`<div class="grid gap-0.5 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt class="text-sm font-medium text-slate-500">${label}</dt>
          <dd class="min-w-0 text-sm break-words whitespace-pre-line text-slate-900">${value || html`<span class="text-slate-500">Not specified</span>`}</dd>
        </div>`,
    )}
  </dl>`
}

const FIELD_ICONS = {
  search: html`<svg viewBox="0 0 20 20" class="h-5 w-5" fill="none" stroke="currentColor" stroke-width="2">
    <circle cx="9" cy="9" r="6" />
    <path d="M14 14l4 4" stroke-linecap="round" />
  </svg>`,
  place: html`<svg viewBox="0 0 20 20" class="h-5 w-5" fill="none" stroke="currentColor" stroke-width="2">
    <path d="M10 18s6-5.5 6-10a6 6 0 0 0-12 0c0 4.5 6 10 6 10z" />
    <circle cx="10" cy="8" r="2" />
  </svg>`,
}

/** DebouncedSearchField as a named field of a GET form: the role and application lists' search. */
export function searchFieldHtml(field: {
  id: string
  name: string
  label: string
  placeholder: string
  icon: keyof typeof FIELD_ICONS
  value: string
}) {
  return html`<div class="relative flex-1">
    <label for="${field.id}" class="sr-only">${field.label}</label>
    <span
      aria-hidden="true"
      class="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400"
      >${FIELD_ICONS[field.icon]}</span
    >
    <input
      id="${field.id}"
      name="${field.name}"
      type="search"
      value="${field.value}"
      placeholder="${field.placeholder}"
      maxlength="${ROLE_SEARCH_MAX_LENGTH}"
      class="min-h-12 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500"
    />
  </div>`
}

const pillClass = (isActive: boolean) =>
  `inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive
      ? 'border-brand-900 bg-brand-900 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-900'
  }`

/** FilterPills as links: each an address with that choice (the app's buttons set the same). */
export function pillLinksHtml(
  label: string,
  pills: { label: string; href: string; isActive: boolean }[],
) {
  return html`<div role="group" aria-label="${label}" class="flex flex-wrap gap-2">
    ${pills.map(
      (pill) =>
        html`<a
          href="${pill.href}"
          class="${pillClass(pill.isActive)}"
          ${pill.isActive && html`aria-current="true"`}
          >${pill.label}</a
        >`,
    )}
  </div>`
}

/** PlacementBadge: the placement type, with its SIWES weeks and programmes or NYSC state. */
export function placementBadgeHtml(role: PlacementBadgeFacts) {
  const detail = placementBadgeDetail(role)
  return html`<span
    class="inline-flex max-w-full items-center rounded-full px-2 py-0.5 text-xs font-semibold ${
      PLACEMENT_BADGE_CLASS[role.placementType]
    }"
    ><span class="sr-only">Placement type: </span
    ><span class="truncate"
      >${PLACEMENT_TYPE_LABELS[role.placementType]}${
        detail && html`<span class="font-normal"> · ${detail}</span>`
      }</span
    ></span
  >`
}

/** StrokeIcon: an outline icon on a 20 × 20 grid in the text's colour, hidden from screen readers. */
export const strokeIconHtml = (paths: Html, className = 'h-5 w-5', strokeWidth = '1.8') =>
  html`<svg
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    stroke-width="${strokeWidth}"
    aria-hidden="true"
    class="${className}"
  >
    ${paths}
  </svg>`
