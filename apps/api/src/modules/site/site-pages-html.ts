import {
  ABOUT_PAGE,
  LEGAL_LAST_UPDATED,
  WEB_PAGES,
  buttonClass,
  hasLegalContents,
  initialsOf,
  type LegalDocument,
} from '@app/domain'
import { html } from '../../lib/html.js'
import { pageIntroHtml, siteTextHtml } from '../../lib/site-text-html.js'
import type { ServerPage } from '../../plugins/server-pages.js'

/*
 * The about and legal pages as the server writes them for browsers without JavaScript (issue 33):
 * the words are the domain's (packages/domain/src/site), the markup and class names those of the
 * web app's AboutPage.tsx and LegalDocumentPage.tsx.
 */

export function aboutPage(): ServerPage {
  return {
    title: ABOUT_PAGE.title,
    main: html`${pageIntroHtml({
      eyebrow: ABOUT_PAGE.eyebrow,
      title: ABOUT_PAGE.heading,
      text: ABOUT_PAGE.intro,
    })}
      <div class="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="about-title" class="grid gap-6 md:grid-cols-2">
          <h2 id="about-title" class="text-3xl font-bold text-brand-900">
            ${ABOUT_PAGE.storyHeading}
          </h2>
          <div class="space-y-4 text-slate-700">
            ${ABOUT_PAGE.story.map((text) => html`<p>${text}</p>`)}
          </div>
        </section>
        <section aria-labelledby="team-title">
          <h2 id="team-title" class="text-3xl font-bold text-brand-900">
            ${ABOUT_PAGE.foundersHeading}
          </h2>
          <ul class="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            ${ABOUT_PAGE.founders.map(
              (founder) =>
                html`<li class="rounded-2xl border border-slate-200 p-6 text-center shadow-sm">
                  <span
                    aria-hidden="true"
                    class="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-900 text-2xl font-bold text-accent-500"
                    >${initialsOf(founder.name)}</span
                  >
                  <h3 class="mt-4 text-lg font-bold text-brand-900">${founder.name}</h3>
                  <p class="text-sm font-semibold text-green-700">
                    <abbr title="${founder.role}" class="no-underline">${founder.short}</abbr> ·
                    ${ABOUT_PAGE.founderNote}
                  </p>
                  <p class="mt-3 text-sm text-slate-600">${founder.bio}</p>
                </li>`,
            )}
          </ul>
        </section>
        <section
          aria-label="Get started"
          class="flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <p class="text-xl font-bold text-brand-900">${ABOUT_PAGE.closing}</p>
          <div class="flex flex-col gap-3 sm:flex-row">
            <a href="${WEB_PAGES.onboarding.href()}" class="${buttonClass('primary')}"
              >${ABOUT_PAGE.joinAsIntern}</a
            >
            <a href="${WEB_PAGES.onboarding.href()}" class="${buttonClass('secondary')}"
              >${ABOUT_PAGE.hireWithUs}</a
            >
          </div>
        </section>
      </div>`,
  }
}

export function legalPage(document: LegalDocument): ServerPage {
  const { title, intro, sections } = document
  return {
    title: `${title} — Internplace`,
    main: html`<article class="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 class="text-3xl font-bold text-brand-900 sm:text-4xl">${title}</h1>
      <p class="mt-2 text-sm text-slate-500">Last updated ${LEGAL_LAST_UPDATED}</p>
      <div class="mt-6 space-y-4 leading-relaxed text-slate-700">${siteTextHtml(intro)}</div>
      ${
        hasLegalContents(document) &&
        html`<nav aria-label="Contents" class="mt-8 rounded-xl bg-slate-50 p-5">
          <h2 class="text-sm font-semibold tracking-wide text-slate-600 uppercase">Contents</h2>
          <ol class="mt-3 list-decimal space-y-1 pl-5 text-sm">
            ${sections.map(
              (section) =>
                html`<li>
                  <a href="#${section.id}" class="text-brand-700 hover:underline"
                    >${section.heading}</a
                  >
                </li>`,
            )}
          </ol>
        </nav>`
      }
      ${sections.map(
        (section, index) =>
          html`<section
            id="${section.id}"
            aria-labelledby="${section.id}-title"
            class="mt-10 scroll-mt-20"
          >
            <h2 id="${section.id}-title" class="text-xl font-bold text-brand-900">
              ${index + 1}. ${section.heading}
            </h2>
            <div
              class="mt-3 space-y-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5"
            >
              ${siteTextHtml(section.blocks)}
            </div>
          </section>`,
      )}
    </article>`,
  }
}
