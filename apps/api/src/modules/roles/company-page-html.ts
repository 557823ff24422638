import {
  BROWSE_WORDS,
  WEB_PAGES,
  WEEKDAYS,
  buttonClass,
  formatMonthYear,
  socialNetworkLabel,
  type CompanyDetails,
} from '@app/domain'
import { html, type Html, type HtmlValue } from '../../lib/html.js'
import { backLinkHtml } from './role-page-html.js'
import { companyMarkHtml, emptyStateHtml } from '../../lib/page-parts-html.js'
import { verifiedBadgeHtml } from './role-parts-html.js'
import { responseTimeLabel, PAYS_ON_TIME_LABEL } from '@app/domain'

/*
 * A company's public page (/find-internships/:roleId/company, decision 009) as the app's
 * PublicCompanyDetailsPage draws it (issue 33, decision 077): the profile's details tab open, as
 * the app opens it; without JavaScript the Media tab is a list of its pictures below.
 */

const NOT_SPECIFIED = 'Not specified'
const dayOrder = (day: string) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])

function workHoursHtml(hours: CompanyDetails['workHours']): HtmlValue {
  if (!hours?.length) return NOT_SPECIFIED
  const sorted = [...hours].sort((a, b) => dayOrder(a.day) - dayOrder(b.day))
  return html`<ul class="space-y-0.5">
    ${sorted.map((row) => html`<li>${row.day}: ${row.start} - ${row.end}</li>`)}
  </ul>`
}

function socialLinksHtml(links: CompanyDetails['socialMedia']): HtmlValue {
  const entries = Object.entries(links ?? {}).filter(([, url]) => url)
  if (entries.length === 0) return NOT_SPECIFIED
  return html`<ul class="space-y-1">
    ${entries.map(
      ([platform, url]) =>
        html`<li class="min-w-0">
          <span class="font-medium">${socialNetworkLabel(platform)}: </span
          ><a
            href="${url}"
            target="_blank"
            rel="noopener noreferrer"
            class="break-all text-brand-700 underline hover:text-brand-900"
            >${url}</a
          >
        </li>`,
    )}
  </ul>`
}

/** DetailList. */
function detailListHtml(items: { label: string; value: HtmlValue }[]) {
  return html`<dl class="divide-y divide-slate-100">
    ${items.map(
      ({ label, value }) =>
        html`<div class="grid gap-0.5 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt class="text-sm font-medium text-slate-500">${label}</dt>
          <dd class="min-w-0 text-sm break-words whitespace-pre-line text-slate-900">${value}</dd>
        </div>`,
    )}
  </dl>`
}

function mediaHtml(company: CompanyDetails) {
  if (company.media.length === 0) return ''
  return html`<h2 class="mt-6 text-sm font-semibold text-brand-900">Media</h2>
    <ul class="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
      ${company.media.map(
        (url, index) =>
          html`<li>
            <a href="${url}" target="_blank" rel="noopener noreferrer" class="block"
              ><img
                src="${url}"
                alt="${company.companyName} image ${index + 1}"
                loading="lazy"
                class="aspect-[4/3] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
            /></a>
          </li>`,
      )}
    </ul>`
}

const tabClass = (isSelected: boolean) =>
  `-mb-px min-h-11 flex-initial border-b-2 px-3 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:px-4 ${
    isSelected
      ? 'border-brand-900 text-brand-900'
      : 'border-transparent text-slate-500 hover:text-brand-900'
  }`

function profileHtml(company: CompanyDetails) {
  return html`<article class="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
    <header class="flex flex-wrap items-center gap-4">
      ${companyMarkHtml(company, 'h-16 w-16 text-lg')}
      <div class="min-w-0 flex-1">
        <h1 class="text-2xl font-bold break-words text-brand-900">${company.companyName}</h1>
        <p class="text-sm text-slate-600">${company.industryType || NOT_SPECIFIED}</p>
        ${company.verified && verifiedBadgeHtml()}
        ${
          company.medianResponseDays !== null &&
          html`<p class="text-sm text-slate-600 mt-1">
            ${responseTimeLabel(company.medianResponseDays)}
          </p>`
        }
        ${
          company.paysOnTime === true &&
          html`<p
            class="inline-flex items-center gap-1 rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 mt-1"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" class="h-3.5 w-3.5" fill="currentColor">
              <path d="M6.5 11.2 3.3 8l-1 1 4.2 4.2 8-8-1-1z" /></svg
            >${PAYS_ON_TIME_LABEL}
          </p>`
        }
      </div>
    </header>
    <div class="mt-6">
      <div role="tablist" aria-label="Company profile" class="flex gap-1 border-b border-slate-200">
        <span role="tab" aria-selected="true" class="${tabClass(true)} inline-flex items-center"
          >Company Details</span
        ><span role="tab" aria-selected="false" class="${tabClass(false)} inline-flex items-center"
          >Media</span
        >
      </div>
      <div role="tabpanel" aria-label="Company Details" class="pt-5 focus-visible:outline-offset-4">
        ${detailListHtml([
          { label: 'About', value: company.bio || NOT_SPECIFIED },
          {
            label: 'Established',
            value: formatMonthYear(company.establishedDate) || NOT_SPECIFIED,
          },
          { label: 'Industry', value: company.industryType || NOT_SPECIFIED },
          { label: 'Work hours', value: workHoursHtml(company.workHours) },
          {
            label: 'Active weekdays',
            value: company.activeWeekDays?.length
              ? company.activeWeekDays.join(', ')
              : NOT_SPECIFIED,
          },
          { label: 'Social media', value: socialLinksHtml(company.socialMedia) },
        ])}
      </div>
      ${mediaHtml(company)}
    </div>
  </article>`
}

/** The page's own part: the profile, or the app's 'Company not found.' with a way to sign in. */
export function companyPageHtml(company: CompanyDetails | null): Html {
  return html`<div class="mx-auto max-w-4xl px-4 py-8">
    <div class="space-y-4">
      ${backLinkHtml(WEB_PAGES.findInternships.href())}
      ${
        company
          ? profileHtml(company)
          : html`<h1 class="sr-only">${BROWSE_WORDS.companyNotFoundTitle}</h1>
              ${emptyStateHtml(
                BROWSE_WORDS.companyNotFoundTitle,
                BROWSE_WORDS.companyNotFoundText,
                html`<a href="${WEB_PAGES.internSignIn.href()}" class="${buttonClass('primary')}"
                  >Sign in</a
                >`,
              )}`
      }
    </div>
  </div>`
}
