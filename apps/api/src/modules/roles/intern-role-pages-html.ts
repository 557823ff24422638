import {
  APPLICATION_MESSAGES,
  BROWSE_WORDS,
  INTERN_ROLE_PILLS,
  PLACEMENT_TYPES,
  PLACEMENT_TYPE_LABELS,
  INTERN_ROLES_WORDS as WORDS,
  ROLE_TYPE_LABELS,
  WEB_PAGES,
  buttonClass,
  postedAgoLabel,
  resultsText,
  roleDurationLabel,
  savedRolesText,
  type BrowsePill,
  type InternRole,
  type PageMeta,
  type PlacementType,
} from '@app/domain'
import { html, type Html } from '../../lib/html.js'
import {
  backLinkHtml,
  companyMarkHtml,
  emptyStateHtml,
  formErrorHtml,
  pagingLinksHtml,
  pillLinksHtml,
  searchFieldHtml,
} from '../../lib/page-parts-html.js'
import type { ServerPage } from '../../plugins/server-pages.js'
import {
  activelyReviewingHtml,
  deadlineHtml,
  paysOnTimeHtml,
  placementFactsHtml,
  placesLeftHtml,
  responseTimeHtml,
  verifiedBadgeHtml,
} from './role-parts-html.js'

/*
 * The intern's recommended and saved roles as server pages, for browsers without JavaScript
 * (issue 33, decision 079): the web app's markup and words (features/intern-roles:
 * RecommendedRolesPage, SavedRolesPage, InternRoleCard, components/ui/Pagination), with saving as
 * a form post on each card. Everything a company wrote is escaped by `html`.
 */

/** Where each card's save / unsave form posts. */
export const SAVED_ROLES_FORM = WEB_PAGES.internSavedRoles.href()

interface CardContext {
  csrfField: Html
  /** This page's address: the save form comes back to it. */
  returnTo: string
}

function saveControl(role: InternRole, context: CardContext) {
  const form = (action: 'save' | 'unsave', button: Html) =>
    html`<form method="post" action="${SAVED_ROLES_FORM}" class="inline">
      ${context.csrfField}
      <input type="hidden" name="roleId" value="${role.id}" />
      <input type="hidden" name="action" value="${action}" />
      <input type="hidden" name="returnTo" value="${context.returnTo}" />
      ${button}
    </form>`
  if (!role.isSaved) {
    return form(
      'save',
      html`<button type="submit" class="${buttonClass('ghost', 'px-3')}">
        ${WORDS.save}<span class="sr-only">: ${role.title}</span>
      </button>`,
    )
  }
  return html`<span class="inline-flex items-center gap-1">
    <span
      class="inline-flex min-h-9 items-center gap-1 rounded-full bg-accent-500/15 px-3 text-xs font-semibold text-green-800"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" class="h-3.5 w-3.5" fill="currentColor">
        <path d="M4 1.5h8a1 1 0 0 1 1 1v12l-5-3-5 3v-12a1 1 0 0 1 1-1z" />
      </svg>
      ${WORDS.saved}
    </span>
    ${form(
      'unsave',
      html`<button
        type="submit"
        class="min-h-11 rounded-lg px-2 text-xs font-semibold text-slate-600 underline hover:text-brand-900"
      >
        ${WORDS.unsave}<span class="sr-only">: ${role.title}</span>
      </button>`,
    )}
  </span>`
}

const fact = (label: string, value: string) =>
  html`<div class="min-w-0">
    <dt class="sr-only">${label}</dt>
    <dd class="truncate">${value}</dd>
  </div>`

/**
 * InternRoleCard's markup: who, what, where, pay, and the ways forward. The title links to the
 * role, as the early cards' do: without a script a bigger target than 'Learn More' alone.
 */
export function internRoleCardHtml(role: InternRole, context: CardContext): Html {
  const titleId = `intern-role-${role.id}`
  const typeLabel = ROLE_TYPE_LABELS[role.type]
  return html`<article
    aria-labelledby="${titleId}"
    class="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
  >
    <div class="flex items-start gap-3">
      ${companyMarkHtml(role.company)}
      <div class="min-w-0 flex-1">
        <p class="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-800">
          <span class="break-words">${role.company.companyName}</span>
          ${role.company.verified && verifiedBadgeHtml()}
        </p>
        <p class="text-xs text-slate-500">${role.company.industryType ?? 'Industry not specified'}</p>
      </div>
      ${
        role.match &&
        html`<span
          class="flex-none rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-900"
          >${role.match.score}%<span class="sr-only"> match score</span
          ><span aria-hidden="true"> match</span></span
        >`
      }
    </div>
    <h2 id="${titleId}" class="mt-3 text-lg font-semibold break-words text-brand-900">
      <a href="${WEB_PAGES.internRole.href(role.id)}" class="hover:underline">${role.title}</a>
    </h2>
    <dl class="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-600">
      ${fact('Location', role.location)}
      ${
        role.location.trim().toLowerCase() !== typeLabel.toLowerCase() &&
        fact('Work type', typeLabel)
      }
      ${fact('Duration', roleDurationLabel(role))} ${fact('Posted', postedAgoLabel(role.postedAt))}
    </dl>
    ${deadlineHtml(role, 'mt-2')} ${placesLeftHtml(role.placesLeft, 'mt-1')}
    ${responseTimeHtml(role.company.medianResponseDays, 'mt-1')}
    ${paysOnTimeHtml(role.company.paysOnTime, 'mt-1')}
    ${role.activelyReviewing && activelyReviewingHtml('mt-1 self-start')}
    ${placementFactsHtml(role, 'mt-2')}
    <div aria-hidden="true" class="min-h-4 flex-1"></div>
    <div class="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
      ${
        role.applicationId
          ? html`<a
              href="${WEB_PAGES.internApplication.href(role.applicationId)}"
              class="${buttonClass('secondary', 'px-4')}"
              >${WORDS.applied}<span class="sr-only"
                >: view your application for ${role.title}</span
              ></a
            >`
          : html`<a href="/roles/apply/${role.id}" class="${buttonClass('primary', 'px-4')}"
              >${WORDS.apply}<span class="sr-only"> for ${role.title}</span></a
            >`
      }
      <a href="${WEB_PAGES.internRole.href(role.id)}" class="${buttonClass('ghost', 'px-3')}"
        >${WORDS.learnMore}<span class="sr-only"> about ${role.title}</span></a
      >
      <span class="ml-auto">${saveControl(role, context)}</span>
    </div>
  </article>`
}

function cardList(
  roles: { docs: InternRole[]; meta: PageMeta },
  label: string,
  context: CardContext,
  pageHref: (page: number) => string,
) {
  return html`<div class="space-y-6">
    <ul aria-label="${label}" class="grid gap-4 md:grid-cols-2">
      ${roles.docs.map((role) => html`<li>${internRoleCardHtml(role, context)}</li>`)}
    </ul>
    ${pagingLinksHtml({
      page: roles.meta.page,
      totalPages: roles.meta.totalPages,
      label: `${label} pages`,
      href: pageHref,
    })}
  </div>`
}

/** ProfileIncompleteNotice's markup: the app's words, with the way to finish the profile. */
const profileIncompleteNotice = html`<div
  role="status"
  class="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
>
  <p>${APPLICATION_MESSAGES.profileIncomplete}</p>
  <a
    href="${WEB_PAGES.internProfileWizard.href()}"
    class="mt-2 inline-flex min-h-11 items-center font-semibold underline"
    >${WORDS.completeProfile}</a
  >
</div>`

/** The page's column, as the app's pages start (the account frame's <main> gives the margins). */
const pageShell = (content: Html) => html`<div class="space-y-5">${content}</div>`

/** The intern's roles' address as the app reads it (useRoleParams): words, place, pill, type. */
export interface InternRolesAddress {
  search: string
  location: string
  pill: BrowsePill
  placementType: PlacementType | ''
  /** The `filter` parameter as the app writes it: none for the default pill. */
  filter: string
}

export interface RecommendedRolesPageInput extends CardContext {
  roles: { docs: InternRole[]; meta: PageMeta } | null
  address: InternRolesAddress
  /** The address with other criteria, on its first page (the pills' links). */
  hrefOf: (criteria: Omit<InternRolesAddress, 'filter'>) => string
  isProfileComplete: boolean
  /** A search the form could not read, or a save that was refused: said above the list. */
  message?: string | undefined
  pageHref: (page: number) => string
}

export function recommendedRolesPage(input: RecommendedRolesPageInput): ServerPage {
  const { roles } = input
  return {
    title: `${WORDS.recommendedTitle} — Internplace`,
    main: pageShell(
      html`<header class="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 class="text-2xl font-bold text-brand-900 sm:text-3xl">${WORDS.recommendedTitle}</h1>
            <p class="text-sm text-slate-600">
              ${
                roles &&
                html`<span class="font-semibold text-slate-900"
                    >${resultsText(roles.meta.totalDocs)}</span
                  ><span aria-hidden="true"> · </span>`
              }${WORDS.basedOnPreference}
            </p>
          </div>
          <a
            href="${WEB_PAGES.internSavedRoles.href()}"
            class="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
            >${WORDS.savedLink}</a
          >
        </header>
        ${!input.isProfileComplete && profileIncompleteNotice}
        <form
          role="search"
          method="get"
          action="${WEB_PAGES.internRoles.href()}"
          class="flex flex-col gap-3 sm:flex-row"
        >
          ${input.address.filter && html`<input type="hidden" name="filter" value="${input.address.filter}" />`}
          ${input.address.placementType && html`<input type="hidden" name="placementType" value="${input.address.placementType}" />`}
          ${searchFieldHtml({ id: 'search', name: 'search', label: WORDS.searchLabel, placeholder: WORDS.searchLabel, icon: 'search', value: input.address.search })}
          <div class="sm:max-w-xs sm:flex-1">
            ${searchFieldHtml({ id: 'location', name: 'location', label: WORDS.locationLabel, placeholder: WORDS.locationPlaceholder, icon: 'place', value: input.address.location })}
          </div>
          <noscript
            ><button type="submit" class="${buttonClass('primary', 'min-h-12 w-full sm:w-auto')}">
              ${BROWSE_WORDS.searchButton}
            </button></noscript
          >
        </form>
        ${pillLinksHtml(
          BROWSE_WORDS.placementLabel,
          [
            { id: '' as const, label: BROWSE_WORDS.allPlacements },
            ...PLACEMENT_TYPES.map((id) => ({ id, label: PLACEMENT_TYPE_LABELS[id] })),
          ].map((placement) => ({
            label: placement.label,
            href: input.hrefOf({ ...input.address, placementType: placement.id }),
            isActive: placement.id === input.address.placementType,
          })),
        )}
        <div class="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          ${pillLinksHtml(
            BROWSE_WORDS.pillsLabel,
            INTERN_ROLE_PILLS.map((pill) => ({
              label: pill.label,
              href: input.hrefOf({ ...input.address, pill: pill.id }),
              isActive: pill.id === input.address.pill,
            })),
          )}
          <button type="button" class="${buttonClass('secondary', 'needs-scripts')}">
            ${WORDS.alertMe}
          </button>
        </div>
        ${formErrorHtml(input.message)}
        ${
          roles &&
          (roles.docs.length === 0
            ? emptyStateHtml(WORDS.noRoles, WORDS.noRolesHint)
            : cardList(roles, 'Recommended roles', input, input.pageHref))
        }`,
    ),
  }
}

export function savedRolesPage(
  input: CardContext & {
    roles: { docs: InternRole[]; meta: PageMeta }
    pageHref: (page: number) => string
    /** A save that was refused (a role closed since the list was read). */
    message?: string | undefined
  },
): ServerPage {
  const { roles } = input
  return {
    title: `${WORDS.savedTitle} — Internplace`,
    main: pageShell(
      html`${backLinkHtml(WEB_PAGES.internRoles.href(), WORDS.backToRecommended)}
        <header>
          <h1 class="text-2xl font-bold text-brand-900 sm:text-3xl">${WORDS.savedTitle}</h1>
          <p class="text-sm text-slate-600">${savedRolesText(roles.meta.totalDocs)}</p>
        </header>
        ${formErrorHtml(input.message)}
        ${
          roles.docs.length === 0
            ? emptyStateHtml(
                WORDS.noSaved,
                WORDS.noSavedHint,
                html`<a href="${WEB_PAGES.internRoles.href()}" class="${buttonClass('primary')}"
                  >${WORDS.browseRecommended}</a
                >`,
              )
            : cardList(roles, 'Saved roles', input, input.pageHref)
        }`,
    ),
  }
}
