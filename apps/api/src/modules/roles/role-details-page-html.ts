import {
  APPLICANT_CAP_MESSAGES,
  APPLICATION_LETTER_LABELS,
  INTERN_ROLES_WORDS as WORDS,
  PLACEMENT_TYPE_LABELS,
  ROLE_TYPE_LABELS,
  WEB_PAGES,
  buttonClass,
  formatPlaceAndType,
  lagosDayLabel,
  placementBadgeDetail,
  roleDurationLabel,
  roleState,
  stipendLabel,
  type InternRole,
  REPORT_FLAG_PATH,
} from '@app/domain'
import { html, type Html } from '../../lib/html.js'
import { backButtonHtml, strokeIconHtml } from '../../lib/page-parts-html.js'
import {
  roleCompanyLineHtml,
  roleDetailLayoutHtml,
  roleMissingHtml,
  roleTextSectionsHtml,
} from '../../lib/role-detail-layout-html.js'
import type { ServerPage } from '../../plugins/server-pages.js'
import {
  guideLinkHtml,
  noFeePolicyHtml,
  perksHtml,
  roleSignalsHtml,
  verifiedBadgeHtml,
} from './role-parts-html.js'

/*
 * /roles/:roleId for a signed-in intern, as features/intern-roles/RoleDetailsPage draws it, for
 * browsers without JavaScript (issue 33): the role beside the intern's match score, 'Apply' or
 * their application, and the same boxes, so the app takes the page over without a shift.
 */

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline'

/** Apply, the application once applied, or why the role takes no more applications. */
function applyActionHtml(role: InternRole): Html {
  if (role.applicationId) {
    return html`<a
      href="${WEB_PAGES.internApplication.href(role.applicationId)}"
      class="${buttonClass('secondary', 'w-full sm:w-auto')}"
      >${WORDS.appliedViewApplication}</a
    >`
  }
  const state = roleState(role)
  if (state === 'open') {
    return html`<a
      href="${WEB_PAGES.internApply.href(role.id)}"
      class="${buttonClass('primary', 'w-full sm:w-auto')}"
      >${WORDS.apply}</a
    >`
  }
  return html`<p role="note" class="text-sm font-medium text-red-700">
    ${
      role.closedAt
        ? WORDS.closedEarly(role.company.companyName, lagosDayLabel(new Date(role.closedAt)))
        : state === 'full'
          ? APPLICANT_CAP_MESSAGES.fullNotice
          : WORDS.deadlinePassed
    }
  </p>`
}

/** ReportButton: its dialog is the app's, so without JavaScript the `<noscript>` style hides it. */
const reportButtonHtml = html`<button
  type="button"
  class="needs-scripts inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-red-50 hover:text-red-800"
>
  ${strokeIconHtml(
    html`<path stroke-linecap="round" stroke-linejoin="round" d="${REPORT_FLAG_PATH}" />`,
    'h-4 w-4',
  )}${WORDS.reportRole}
</button>`

const factHtml = (term: string, detail: Html | string) =>
  html`<div class="rounded-lg bg-slate-50 p-3">
    <dt class="text-sm text-slate-500">${term}</dt>
    ${detail}
  </div>`

function roleFactsHtml(role: InternRole) {
  const badgeDetail = placementBadgeDetail(role)
  const perks = perksHtml(role.perks)
  return html`<dl class="grid gap-3 sm:grid-cols-2">
    ${factHtml(
      'Duration',
      html`<dd class="font-semibold text-slate-900">${roleDurationLabel(role)}</dd>`,
    )}
    ${factHtml(
      'Stipend',
      html`<dd class="font-semibold text-slate-900">
        ${stipendLabel(role.minimumSalary, role.maximumSalary)}
      </dd>`,
    )}
    ${factHtml(
      'Placement type',
      html`<dd class="font-semibold text-slate-900">
        ${PLACEMENT_TYPE_LABELS[role.placementType]}${
          badgeDetail && html`<span class="font-normal text-slate-600"> · ${badgeDetail}</span>`
        }${
          role.placementType === 'siwes' &&
          html`<span class="block">${guideLinkHtml('siwesProcess')}</span>`
        }
      </dd>`,
    )}
    ${factHtml('Perks', html`<dd class="mt-1 text-slate-900">${perks || WORDS.noPerks}</dd>`)}
  </dl>`
}

function roleDetailsHtml(role: InternRole) {
  const { company } = role
  return roleDetailLayoutHtml(
    'role-title',
    role.match,
    html`<header class="space-y-4">
        ${roleCompanyLineHtml(company, company.verified && verifiedBadgeHtml())}
        <a href="${WEB_PAGES.internCompanyDetails.href(role.id)}" class="${linkClass}"
          >About ${company.companyName}</a
        >
        <div>
          <h1 id="role-title" class="text-2xl font-bold break-words text-brand-900 sm:text-3xl">
            ${role.title}
          </h1>
          <p class="mt-1 text-slate-600">
            ${formatPlaceAndType(role.location, ROLE_TYPE_LABELS[role.type])}
          </p>
          ${roleSignalsHtml(role)}
        </div>
        <div class="flex flex-wrap items-center gap-2">
          ${applyActionHtml(role)} ${reportButtonHtml}
        </div>
        ${
          role.placementType === 'siwes' &&
          html`<a href="${WEB_PAGES.internLetters.href(role.id)}" class="${linkClass}"
            >${APPLICATION_LETTER_LABELS.siwesRoleLink}</a
          >`
        }
      </header>
      ${noFeePolicyHtml()}
      ${roleTextSectionsHtml({
        summary: role.roleSummary,
        responsibilities: role.responsibilities,
        requirements: role.requirements,
      })}
      ${roleFactsHtml(role)}`,
  )
}

const pageOf = (title: string, content: Html): ServerPage => ({
  title: `${title} — Internplace`,
  main: html`<div class="space-y-4">
    ${backButtonHtml(WEB_PAGES.internRoles.href())} ${content}
  </div>`,
})

/** /roles/:roleId for a signed-in intern: the whole role and how well they fit it. */
export const roleDetailsPage = (role: InternRole) => pageOf(role.title, roleDetailsHtml(role))

/** RoleMissing: the role the intern opened is gone (closed, removed, or never there). */
export const roleMissingPage = () => pageOf(WORDS.roleDetailsTitle, roleMissingHtml())
