import {
  EDIT_PROFILE_LINK,
  INTERN_ROLES_WORDS,
  MATCH_SCORE_TITLE,
  MATCH_RING_RADIUS,
  NO_MATCH_SCORE_TEXT,
  WEB_PAGES,
  buttonClass,
  matchRing,
  matchPreferences,
  requirementsMetText,
  type MatchScore,
} from '@app/domain'
import { html, type Html } from './html.js'
import { companyMarkHtml, emptyStateHtml } from './page-parts-html.js'

/*
 * The intern's full view of one role, as components/roles/RoleDetailLayout and MatchScore draw it,
 * for the server's pages of a role and of an application (issue 33): the same boxes, so nothing
 * moves when the app takes the page over.
 */

const ringHtml = (attributes: Html) =>
  html`<circle cx="50" cy="50" r="${MATCH_RING_RADIUS}" fill="none" stroke-width="10" ${attributes} />`

/** MatchScoreRing: a ring filled to the score, named by the words it stands for. */
function matchScoreRingHtml(score: number) {
  const { percent, dashArray, caption } = matchRing(score)
  return html`<figure aria-labelledby="match-score-text" class="flex items-center gap-4">
    <div class="relative h-24 w-24 flex-none">
      <svg viewBox="0 0 100 100" aria-hidden="true" class="h-full w-full -rotate-90">
        ${ringHtml(html`class="stroke-slate-200"`)}
        ${ringHtml(
          html`stroke-linecap="round" stroke-dasharray="${dashArray}"
          class="stroke-accent-500 transition-[stroke-dasharray] duration-700"`,
        )}
      </svg>
      <span
        aria-hidden="true"
        class="absolute inset-0 flex items-center justify-center text-xl font-bold text-brand-900"
        >${percent}%</span
      >
    </div>
    <figcaption id="match-score-text" class="text-sm font-medium text-slate-700">
      ${caption}
    </figcaption>
  </figure>`
}

function requirementListHtml(label: string, items: string[], mark: string) {
  return (
    items.length > 0 &&
    html`<ul aria-label="${label}" class="mt-1 space-y-0.5 pl-1">
      ${items.map(
        (item) =>
          html`<li class="flex gap-2 text-slate-600">
            <span aria-hidden="true">${mark}</span><span class="min-w-0 break-words">${item}</span>
          </li>`,
      )}
    </ul>`
  )
}

/** MatchScoreParts: the requirements by name, then each preference's verdict. */
function matchScorePartsHtml(match: MatchScore) {
  return html`<ul aria-label="Parts of the match score" class="space-y-3 text-sm">
    <li>
      <p class="font-medium text-slate-900">${requirementsMetText(match)}</p>
      ${requirementListHtml('Requirements you meet', match.requirementsMet, '✓')}
      ${requirementListHtml('Requirements not met', match.requirementsMissing, '✗')}
    </li>
    ${matchPreferences(match).map(
      ({ label, tone, mark, text }) =>
        html`<li class="flex items-baseline justify-between gap-3">
          <span class="font-medium text-slate-900">${label}</span>
          <span class="text-right ${tone}"
            ><span aria-hidden="true">${mark} </span><span data-verdict>${text}</span></span
          >
        </li>`,
    )}
  </ul>`
}

/** RoleDetailLayout: the role (or application) as an article, beside how well the intern fits it. */
export function roleDetailLayoutHtml(titleId: string, match: MatchScore | null, article: Html) {
  return html`<div class="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
    <article
      aria-labelledby="${titleId}"
      class="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      ${article}
    </article>
    <aside
      aria-labelledby="fit-title"
      class="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-20"
    >
      <h2 id="fit-title" class="text-lg font-semibold text-brand-900">${MATCH_SCORE_TITLE}</h2>
      ${
        match
          ? html`${matchScoreRingHtml(match.score)} ${matchScorePartsHtml(match)}`
          : html`<p class="text-sm text-slate-600">${NO_MATCH_SCORE_TEXT}</p>`
      }
      <a href="${WEB_PAGES.internProfile.href()}" class="${buttonClass('secondary', 'w-full')}"
        >${EDIT_PROFILE_LINK}</a
      >
    </aside>
  </div>`
}

/** RoleCompanyLine: the company's mark, name and industry, and 'Verified' when it is. */
export function roleCompanyLineHtml(
  company: { companyName: string; logoUrl: string | null; industryType: string | null },
  verified: Html | false = false,
) {
  return html`<div class="flex items-center gap-3">
    ${companyMarkHtml(company, 'h-12 w-12')}
    <div class="min-w-0">
      <p class="font-semibold break-words text-slate-800">${company.companyName}</p>
      <p class="text-sm text-slate-500">${company.industryType ?? ''}</p>
    </div>
    ${verified}
  </div>`
}

function listSectionHtml(title: string, items: string[]) {
  return html`<section>
    <h2 class="text-lg font-semibold text-brand-900">${title}</h2>
    ${
      items.length === 0
        ? html`<p class="mt-2 text-sm text-slate-500">Not specified</p>`
        : html`<ul class="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
            ${items.map((item) => html`<li>${item}</li>`)}
          </ul>`
    }
  </section>`
}

/** RoleTextSections: the role's summary, responsibilities and requirements. */
export function roleTextSectionsHtml(role: {
  summary: string
  responsibilities: string[]
  requirements: string[]
}) {
  return html`<section>
      <h2 class="text-lg font-semibold text-brand-900">Role Summary</h2>
      <p class="mt-2 whitespace-pre-line text-slate-700">${role.summary}</p>
    </section>
    ${listSectionHtml('Responsibilities', role.responsibilities)}
    ${listSectionHtml('Requirements', role.requirements)}`
}

/** RoleMissing: 'Role not found.' and the way to the intern's roles (the apply pages say it too). */
export const roleMissingHtml = () =>
  emptyStateHtml(
    INTERN_ROLES_WORDS.roleMissing,
    INTERN_ROLES_WORDS.roleMissingHint,
    html`<a href="${WEB_PAGES.internRoles.href()}" class="${buttonClass('primary')}"
      >${INTERN_ROLES_WORDS.seeRecommended}</a
    >`,
  )
