import {
  APPLICATIONS_PAGE_WORDS as WORDS,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  PROFILE_COACH_TEXTS,
  ROLE_TYPE_LABELS,
  WEB_PAGES,
  applicantRoleState,
  buttonClass,
  formatPhone,
  formatPlaceAndType,
  lagosDayLabel,
  roleDurationLabel,
  statusLabel,
  stipendLabel,
  type ApplicationStatus,
  type InternApplication,
} from '@app/domain'
import { html } from '../../lib/html.js'
import {
  roleCompanyLineHtml,
  roleDetailLayoutHtml,
  roleTextSectionsHtml,
} from '../../lib/role-detail-layout-html.js'
import {
  backLinkHtml,
  companyMarkHtml,
  detailListHtml,
  emptyStateHtml,
  noticeHtml,
  pagingLinksHtml,
  placementBadgeHtml,
  searchFieldHtml,
  statusBadgeHtml,
} from '../../lib/page-parts-html.js'
import type { ServerPage } from '../../plugins/server-pages.js'

/*
 * The intern's applications as the server writes them for browsers without JavaScript (issue 33,
 * decision 080): the markup and words of apps/web/src/features/intern-applications (ApplicationsPage,
 * ApplicationRow, ApplicationDetailPage). Withdrawing, interviews and letters need the app.
 */

export interface ApplicationsCriteria {
  page: number
  status: ApplicationStatus | undefined
  search: string
}

/** The list's address for these criteria (the app keeps them in the address too). */
export function applicationsHref(criteria: ApplicationsCriteria) {
  const query = new URLSearchParams()
  if (criteria.search) query.set('search', criteria.search)
  if (criteria.status) query.set('status', criteria.status)
  if (criteria.page > 1) query.set('page', String(criteria.page))
  const text = query.toString()
  return WEB_PAGES.internApplications.href() + (text ? `?${text}` : '')
}

/** RoleStateMarker: where the role stands, when that is news to its applicant. */
function roleStateHtml(application: InternApplication) {
  const shown = applicantRoleState(application.status, application.roleState)
  return shown
    ? html`<span
        data-role-state="${shown}"
        class="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
        >Role: ${statusLabel('role', shown)}</span
      >`
    : null
}

const placeOf = (application: InternApplication) =>
  formatPlaceAndType(application.location, ROLE_TYPE_LABELS[application.type])

/**
 * MenuButton's button: its menu (withdraw, letters, chat) needs the app, so only a browser that
 * runs scripts shows it, where it holds the place the app's button takes.
 */
const actionsButtonHtml = (application: InternApplication) =>
  html`<div class="needs-scripts relative">
    <button
    type="button"
    aria-label="Actions for ${application.roleTitle}"
    aria-haspopup="menu"
    aria-expanded="false"
    class="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-900"
  >
    <svg aria-hidden="true" viewBox="0 0 20 20" class="h-5 w-5" fill="currentColor">
      <circle cx="10" cy="4" r="1.75" />
      <circle cx="10" cy="10" r="1.75" />
      <circle cx="10" cy="16" r="1.75" />
    </svg>
  </button>
  </div>`

/** ApplicationRow: role, company, when, status; its menu's links as plain links. */
function applicationRowHtml(application: InternApplication) {
  const titleId = `application-${application.id}`
  return html`<li>
    <article
      aria-labelledby="${titleId}"
      class="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      ${companyMarkHtml(application.company)}
      <div class="min-w-0 flex-1">
        <h2 id="${titleId}" class="text-base font-semibold break-words text-brand-900">
          <a href="${WEB_PAGES.internApplication.href(application.id)}" class="hover:underline"
            >${application.roleTitle}</a
          >
        </h2>
        <p class="text-sm text-slate-700">${application.companyName}</p>
        <p class="text-sm text-slate-500">${placeOf(application)}</p>
        <div class="mt-2 flex flex-wrap items-center gap-2">
          ${placementBadgeHtml(application)} ${statusBadgeHtml(application.status)}
          ${roleStateHtml(application)}
          <span class="text-xs text-slate-500"
            >Applied ${lagosDayLabel(new Date(application.createdAt))}</span
          >
        </div>
      </div>
      ${actionsButtonHtml(application)}
    </article>
  </li>`
}

/** The search and status filter as a GET form (the app applies them as they change). */
function filtersHtml(criteria: ApplicationsCriteria) {
  return html`<form
    role="search"
    method="get"
    action="${WEB_PAGES.internApplications.href()}"
    class="flex flex-col gap-3 sm:flex-row"
  >
    ${searchFieldHtml({
      id: 'application-search',
      name: 'search',
      label: WORDS.searchLabel,
      placeholder: WORDS.searchPlaceholder,
      icon: 'search',
      value: criteria.search,
    })}
    <div class="sm:w-52">
      <label for="status-filter" class="sr-only">Status</label>
      <select
        id="status-filter"
        name="status"
        class="min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
      >
        <option value="">${WORDS.allStatuses}</option>
        ${APPLICATION_STATUSES.map(
          (status) =>
            html`<option value="${status}" ${status === criteria.status ? html`selected` : null}>
              ${APPLICATION_STATUS_LABELS[status]}
            </option>`,
        )}
      </select>
    </div>
    <noscript
      ><button type="submit" class="${buttonClass('secondary', 'min-h-12 w-full sm:w-auto')}">
        Search
      </button></noscript
    >
  </form>`
}

export interface ApplicationsPageInput {
  criteria: ApplicationsCriteria
  page: {
    docs: InternApplication[]
    meta: { page: number; totalPages: number; totalDocs: number }
  }
  /** What just happened (an application sent), said once. */
  notice?: string | undefined
  /** The profile coach's score, 0–100 (decision 067). */
  profileScore: number
}

/** ProfileScoreNote: the profile's score, and what it is for. */
const profileScoreHtml = (score: number) =>
  html`<section
    aria-labelledby="profile-score-note-title"
    class="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
  >
    <h2 id="profile-score-note-title" class="text-base font-semibold text-brand-900">
      ${PROFILE_COACH_TEXTS.applicationsTitle}
    </h2>
    <div class="mt-3 space-y-2 text-sm text-slate-700">
      <p class="font-medium text-slate-900">${PROFILE_COACH_TEXTS.applicationsScore(score)}</p>
      <p>${PROFILE_COACH_TEXTS.applicationsWhy}</p>
      <a
        href="${WEB_PAGES.internProfile.href()}"
        class="inline-flex min-h-11 items-center font-semibold text-brand-900 underline underline-offset-2"
        >${PROFILE_COACH_TEXTS.applicationsLink}</a
      >
    </div>
  </section>`

/** /intern/applications: every application with its status, a page at a time. */
export function applicationsPage({
  criteria,
  page,
  notice,
  profileScore,
}: ApplicationsPageInput): ServerPage {
  const findInternship = html`<a href="/intern/roles" class="${buttonClass('primary')}"
    >${WORDS.findInternship}</a
  >`
  const hasCriteria = !!(criteria.status || criteria.search)
  const list =
    page.docs.length === 0
      ? emptyStateHtml(
          hasCriteria || criteria.page > 1 ? WORDS.noneMatch : WORDS.noneFound,
          WORDS.emptyHint,
          findInternship,
        )
      : html`<p class="text-sm text-slate-600">
            ${page.meta.totalDocs} ${page.meta.totalDocs === 1 ? 'application' : 'applications'}
          </p>
          <ul aria-label="Applications" class="space-y-3">
            ${page.docs.map(applicationRowHtml)}
          </ul>
          ${pagingLinksHtml({
            page: page.meta.page,
            totalPages: page.meta.totalPages,
            label: WORDS.pages,
            href: (to) => applicationsHref({ ...criteria, page: to }),
          })}`
  return {
    title: 'My Applications — Internplace',
    main: html`<div class="space-y-5">
        <header class="flex flex-wrap items-end justify-between gap-3">
          <h1 class="text-2xl font-bold text-brand-900 sm:text-3xl">${WORDS.title}</h1>
          ${findInternship}
        </header>
        ${noticeHtml(notice)} ${profileScoreHtml(profileScore)} ${filtersHtml(criteria)} ${list}
      </div>`,
  }
}

/** Another intern's application, or none: the app's 'Application not found.' and the way back. */
export const applicationMissingPage = (): ServerPage => ({
  title: 'Application — Internplace',
  main: html`<div class="space-y-4">
    ${backLinkHtml(WEB_PAGES.internApplications.href(), WORDS.backToApplications)}
    ${emptyStateHtml(
      WORDS.notFound,
      null,
      html`<a href="${WEB_PAGES.internApplications.href()}" class="${buttonClass('primary')}"
        >${WORDS.seeApplications}</a
      >`,
    )}
  </div>`,
})

/** /intern/applications/:applicationId: one application and the role it was for. */
export function applicationPage(application: InternApplication): ServerPage {
  const { company, rejection, match } = application
  const resume = application.resumeUrl
    ? html`<a
        href="${application.resumeUrl}"
        target="_blank"
        rel="noopener noreferrer"
        class="font-semibold text-brand-700 underline hover:text-brand-900"
        >View resume<span class="sr-only"> (opens in a new tab)</span></a
      >`
    : null
  return {
    title: 'Application — Internplace',
    main: html`<div class="space-y-4">
        ${backLinkHtml(WEB_PAGES.internApplications.href(), WORDS.backToApplications)}
        ${roleDetailLayoutHtml(
          'application-title',
          match,
          html`<header class="space-y-3">
              ${roleCompanyLineHtml(company)}
              <h1
                id="application-title"
                class="text-2xl font-bold break-words text-brand-900 sm:text-3xl"
              >
                ${application.roleTitle}
              </h1>
              <p class="text-slate-600">${placeOf(application)}</p>
              <div class="flex flex-wrap items-center gap-2">
                ${placementBadgeHtml(application)} ${statusBadgeHtml(application.status)}
                ${roleStateHtml(application)}
              </div>
              ${
                rejection &&
                html`<section
                  aria-labelledby="rejection-title"
                  class="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-950"
                >
                  <h2 id="rejection-title" class="font-semibold">
                    Why ${application.companyName} did not move forward
                  </h2>
                  <p class="mt-1">${rejection.label}</p>
                  ${
                    rejection.note &&
                    html`<p class="mt-2 whitespace-pre-line"><span class="font-medium">Their note: </span>${rejection.note}</p>`
                  }
                </section>`
              }
            </header>
            ${detailListHtml([
              { label: 'Applied on', value: lagosDayLabel(new Date(application.createdAt)) },
              { label: 'Last updated', value: lagosDayLabel(new Date(application.updatedAt)) },
              {
                label: 'Phone',
                value: formatPhone(application.countryCode, application.phoneNumber) || null,
              },
              { label: 'Resume', value: resume },
              { label: 'Duration', value: roleDurationLabel(application) },
              {
                label: 'Stipend',
                value: stipendLabel(application.minimumSalary, application.maximumSalary),
              },
            ])}
            ${roleTextSectionsHtml(application)}
            <div class="flex flex-wrap gap-3">
              <a
                href="${WEB_PAGES.internCompanyDetails.href(application.role.id)}"
                class="${buttonClass('secondary')}"
                >${WORDS.viewCompany}</a
              >
              <a
                href="${WEB_PAGES.internChat.href(application.id)}"
                class="${buttonClass('secondary')}"
                >${WORDS.messageCompany}</a
              >
            </div>`,
        )}
      </div>`,
  }
}
