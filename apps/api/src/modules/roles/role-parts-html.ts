import {
  APPLICANT_CAP_MESSAGES,
  GUIDE_LINKS,
  NO_FEE_POLICY,
  PAYS_ON_TIME_LABEL,
  PERK_LABELS,
  PERKS,
  PLACEMENT_TYPE_LABELS,
  placementBadgeDetail,
  ROLE_FRESHNESS_MESSAGES,
  ROLE_TYPE_LABELS,
  WEB_PAGES,
  BROWSE_WORDS,
  deadlineToneClass,
  isRoleActive,
  isRoleFull,
  isUnpaid,
  placesLeftLabel,
  postedAgoLabel,
  responseTimeLabel,
  roleDeadlineNote,
  roleDurationLabel,
  roleState,
  signInToApplyHref,
  stipendLabel,
  buttonClass,
  type PublicRole,
  type RolePerks,
  type RoleStateFacts,
} from '@app/domain'
import { html, type Html } from '../../lib/html.js'
import { companyMarkHtml, placementBadgeHtml, strokeIconHtml } from '../../lib/page-parts-html.js'

/*
 * The parts of a role as the web app draws them (components/roles/*, features/browse/RoleCard and
 * RoleDetail), written by the server for browsers without JavaScript (issue 33, decision 077). The
 * class names and words are the app's, so the app takes the page over without a visible change;
 * links stand where the app has buttons (a card opens the role's own page).
 */

export const verifiedBadgeHtml = () =>
  html`<span
    class="inline-flex items-center gap-1 rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-semibold text-green-800"
    ><svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      class="h-3.5 w-3.5"
      fill="none"
      stroke="currentColor"
      stroke-width="2.5"
    >
      <path d="M3.5 8.5l3 3 6-7" stroke-linecap="round" stroke-linejoin="round" /></svg
    >Verified</span
  >`

/** What a role's signals read: its state, deadline, places, company's record and freshness. */
type SignalFacts = RoleStateFacts & {
  placesLeft: number | null
  postedAt: string
  activelyReviewing: boolean
  company: { medianResponseDays: number | null; paysOnTime: boolean | null }
}

/** DeadlineLabel: 'Closes 14 May 2026 · in 3 days', in the tone of how near it is. */
export function deadlineHtml(role: SignalFacts, className: string) {
  const state = roleState(role)
  const label = roleDeadlineNote(state, role.applicationDeadline)
  if (!label) return ''
  const tone = deadlineToneClass(isRoleActive(state), label)
  return html`<p class="text-sm font-medium ${tone} ${className}">${label}</p>`
}

export function placesLeftHtml(placesLeft: number | null, className: string) {
  const label = placesLeftLabel(placesLeft)
  return (
    label &&
    html`<p data-testid="places-left" class="text-sm font-medium text-amber-800 ${className}">
      ${label}
    </p>`
  )
}

export function responseTimeHtml(days: number | null, className: string) {
  return (
    days !== null &&
    html`<p class="text-sm text-slate-600 ${className}">${responseTimeLabel(days)}</p>`
  )
}

export function paysOnTimeHtml(paysOnTime: boolean | null, className: string) {
  return (
    paysOnTime === true &&
    html`<p
      class="inline-flex items-center gap-1 rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ${className}"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" class="h-3.5 w-3.5" fill="currentColor">
        <path d="M6.5 11.2 3.3 8l-1 1 4.2 4.2 8-8-1-1z" /></svg
      >${PAYS_ON_TIME_LABEL}
    </p>`
  )
}

/** ActivelyReviewingBadge: the company is answering applicants this week. */
export const activelyReviewingHtml = (className = '') =>
  html`<span
    class="inline-flex items-center gap-1 rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ${className}"
    ><span aria-hidden="true" class="h-1.5 w-1.5 rounded-full bg-sky-600"></span
    >${ROLE_FRESHNESS_MESSAGES.activelyReviewing}</span
  >`

/** RoleFreshness: 'Posted 3 days ago' and, while true, 'Actively reviewing'. */
function freshnessHtml(role: SignalFacts, className: string) {
  return html`<p
    class="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 ${className}"
  >
    <span>${postedAgoLabel(role.postedAt)}</span>${
      role.activelyReviewing && activelyReviewingHtml()
    }
  </p>`
}

export function perksHtml(perks: RolePerks, className = '') {
  const offered = PERKS.filter((perk) => perks[perk])
  return (
    offered.length > 0 &&
    html`<ul aria-label="Perks" class="flex flex-wrap gap-1.5 ${className}">
      ${offered.map(
        (perk) =>
          html`<li
            class="rounded-md border border-slate-200 bg-white px-2 py-0.5 text-xs text-slate-700"
          >
            ${PERK_LABELS[perk]}
          </li>`,
      )}
    </ul>`
  )
}

/** RolePlacementFacts: the placement badge, the stipend (NGN 50,000) and the perks. */
export function placementFactsHtml(role: PublicRole, className: string) {
  const unpaid = isUnpaid(role.minimumSalary, role.maximumSalary)
  return html`<div class="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm ${className}">
    ${placementBadgeHtml(role)}
    <span class="${unpaid ? 'text-amber-800' : 'text-slate-900'} font-semibold"
      ><span class="sr-only">Stipend: </span
      >${stipendLabel(role.minimumSalary, role.maximumSalary)}</span
    >
    ${perksHtml(role.perks)}
  </div>`
}

/**
 * RoleSignals: what a role's own page says under its title, for visitors and interns alike: its
 * deadline, the places left, how fast the company answers, whether it pays on time, its freshness.
 */
export function roleSignalsHtml(role: SignalFacts) {
  return html`${deadlineHtml(role, 'mt-1')} ${placesLeftHtml(role.placesLeft, 'mt-1')}
  ${responseTimeHtml(role.company.medianResponseDays, 'mt-1')}
  ${paysOnTimeHtml(role.company.paysOnTime, 'mt-1')} ${freshnessHtml(role, 'mt-2')}`
}

const REQUIREMENTS_SHOWN = 3

/**
 * The room of the app's Save button, which keeps a role for this visit only (useSavedRoles) and so
 * does nothing without JavaScript: kept empty, so titles wrap as they will when the app shows it.
 */
const saveRoomHtml = html`<span
  aria-hidden="true"
  class="invisible relative z-10 min-h-9 rounded-full border px-3 text-xs font-semibold"
  >Save</span
>`

/** RoleCard, its title a link to the role's own page (the app's selects it beside the list). */
export function roleCardHtml(role: PublicRole, isSelected: boolean): Html {
  const shown = role.requirements.slice(0, REQUIREMENTS_SHOWN)
  const hidden = role.requirements.length - shown.length
  return html`<article
    ${isSelected && html`aria-current="true"`}
    class="relative rounded-xl border bg-white p-4 shadow-sm transition-colors has-[button:hover]:border-brand-500 ${
      isSelected
        ? 'border-slate-200 lg:border-brand-900 lg:ring-1 lg:ring-brand-900'
        : 'border-slate-200'
    }"
  >
    <div class="flex items-start gap-3">
      ${companyMarkHtml(role.company)}
      <div class="min-w-0 flex-1">
        <p class="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span class="truncate">${role.company.companyName}</span>${
            role.company.verified && verifiedBadgeHtml()
          }
        </p>
        <h3 class="mt-0.5 text-base font-semibold text-brand-900">
          <a
            id="role-card-${role.id}"
            href="${WEB_PAGES.publicRole.href(role.id)}"
            class="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-brand-500"
            >${role.title}</a
          >
        </h3>
        <p class="mt-0.5 text-sm text-slate-600">${role.location}</p>
        ${deadlineHtml(role, 'mt-0.5')} ${placesLeftHtml(role.placesLeft, 'mt-0.5')}
        ${responseTimeHtml(role.company.medianResponseDays, 'mt-0.5')}
        ${paysOnTimeHtml(role.company.paysOnTime, 'mt-1')}
      </div>
      ${saveRoomHtml}
    </div>
    ${placementFactsHtml(role, 'mt-3')}
    ${
      shown.length > 0 &&
      html`<ul aria-label="Requirements" class="mt-3 flex flex-wrap gap-1.5">
        ${shown.map(
          (requirement) =>
            html`<li
              class="max-w-full truncate rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700"
            >
              ${requirement}
            </li>`,
        )}${hidden > 0 && html`<li class="px-1 py-1 text-xs text-slate-500">+${hidden} more</li>`}
      </ul>`
    }
    ${freshnessHtml(role, 'mt-3')}
  </article>`
}

function factHtml(label: string, value: string) {
  return html`<div class="rounded-lg bg-slate-50 px-3 py-2">
    <dt class="text-xs text-slate-500">${label}</dt>
    <dd class="text-sm font-medium text-slate-900">${value}</dd>
  </div>`
}

/** A section's heading: one level below the role's title (h2 on its own page, h3 beside the list). */
function sectionHeadingHtml(level: 'h2' | 'h3', title: string) {
  return level === 'h2'
    ? html`<h2 class="font-semibold text-brand-900">${title}</h2>`
    : html`<h3 class="font-semibold text-brand-900">${title}</h3>`
}

function listSectionHtml(level: 'h2' | 'h3', title: string, items: readonly string[]) {
  return html`<section>
    ${sectionHeadingHtml(level, title)}
    <ul class="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
      ${items.map((item) => html`<li>${item}</li>`)}
    </ul>
  </section>`
}

/** GuideLink: a plain link to one of our guides. */
export function guideLinkHtml(guide: keyof typeof GUIDE_LINKS) {
  const { slug, text } = GUIDE_LINKS[guide]
  return html`<a
    href="${WEB_PAGES.guides.href(slug)}"
    class="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    ><svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      stroke-width="1.8"
      aria-hidden="true"
      class="h-4 w-4 shrink-0"
    >
      <path
        stroke-linejoin="round"
        d="M3 4.5C5.5 3.5 8 3.5 10 5v11c-2-1.5-4.5-1.5-7-.5zM17 4.5c-2.5-1-5-1-7 .5v11c2-1.5 4.5-1.5 7-.5z"
      /></svg
    >${text}</a
  >`
}

export function noFeePolicyHtml() {
  return html`<aside
    aria-label="No-fee policy"
    class="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
  >
    ${strokeIconHtml(
      html`<path stroke-linejoin="round" d="M10 2 4 4.5v5c0 3.6 2.5 6.9 6 8 3.5-1.1 6-4.4 6-8v-5z" />
        <path stroke-linecap="round" stroke-linejoin="round" d="m7.5 10 2 2 3.5-4" />`,
      'mt-0.5 h-5 w-5 shrink-0',
    )}
    <div class="space-y-2">
      <p><strong class="font-semibold">${NO_FEE_POLICY.title}</strong> ${NO_FEE_POLICY.intern}</p>
    </div>
  </aside>`
}

/**
 * RoleDetail, a visitor's view of the whole role with 'Apply', which signs the intern in and
 * comes back to the application. `heading` is h1 on the role's own page, h2 beside the list.
 */
export function roleDetailHtml(role: PublicRole, heading: 'h1' | 'h2'): Html {
  const placement = [PLACEMENT_TYPE_LABELS[role.placementType], placementBadgeDetail(role)]
    .filter(Boolean)
    .join(' · ')
  const section = heading === 'h1' ? 'h2' : 'h3'
  const title = html`id="role-title-${role.id}" tabindex="-1" class="text-2xl font-bold
  text-brand-900 focus:outline-none"`
  return html`<article
    aria-labelledby="role-title-${role.id}"
    class="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
  >
    <div class="flex flex-wrap items-center justify-between gap-4">
      <div class="flex min-w-0 items-center gap-3">
        ${companyMarkHtml(role.company, 'h-12 w-12')}
        <div class="min-w-0">
          <p class="truncate font-semibold text-slate-800">${role.company.companyName}</p>
          ${role.company.verified && verifiedBadgeHtml()}
          ${
            role.company.profilePublic &&
            html`<a
              href="${WEB_PAGES.publicCompany.href(role.id)}"
              class="block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >About ${role.company.companyName}</a
            >`
          }
        </div>
      </div>
      ${
        isRoleFull(role.placesLeft)
          ? html`<p role="note" class="text-sm font-medium text-red-700">
              ${APPLICANT_CAP_MESSAGES.fullNotice}
            </p>`
          : html`<a
              href="${signInToApplyHref(role.id)}"
              class="${buttonClass('primary', 'w-full sm:w-auto')}"
              >${BROWSE_WORDS.apply}</a
            >`
      }
    </div>
    <div>
      ${heading === 'h1' ? html`<h1 ${title}>${role.title}</h1>` : html`<h2 ${title}>${role.title}</h2>`}
      <p class="mt-1 text-slate-600">${role.location}</p>
      ${roleSignalsHtml(role)}
    </div>
    <dl class="grid grid-cols-1 gap-2 sm:grid-cols-2">
      ${factHtml('Placement type', placement)} ${factHtml('Work type', ROLE_TYPE_LABELS[role.type])}
      ${factHtml('Stipend', stipendLabel(role.minimumSalary, role.maximumSalary))}
      ${factHtml('Duration', roleDurationLabel(role))}
    </dl>
    ${perksHtml(role.perks)} ${role.placementType === 'siwes' && guideLinkHtml('siwesProcess')}
    ${noFeePolicyHtml()}
    <section>
      ${sectionHeadingHtml(section, 'Role Summary')}
      <p class="mt-2 whitespace-pre-line text-slate-700">${role.roleSummary}</p>
    </section>
    ${listSectionHtml(section, 'Responsibilities', role.responsibilities)}
    ${role.requirements.length > 0 && listSectionHtml(section, 'Requirements', role.requirements)}
  </article>`
}
