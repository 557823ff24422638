import {
  ACCENT_CTA_CLASS,
  CHECK_ICON_PATH,
  HERO_ILLUSTRATION,
  HOME_FIELD_ROWS,
  HOME_PAGE,
  HOME_SEARCH_CLASSES,
  OUTLINE_LIGHT_CTA_CLASS,
  SHELL_SPLASH_HTML,
  buttonClass,
} from '@app/domain'
import { html, trustedHtml, type Html } from '../../lib/html.js'
import type { ServerPage } from '../../plugins/server-pages.js'

/*
 * The home page as the server writes it (issue 33): the sections of the web app's HomePage.tsx with
 * its words (the domain's HOME_PAGE) and class names, the hero's search as a GET form to the browse
 * page, and the email box as a form that posts (home-pages.routes.ts).
 */

const { hero, search, updates } = HOME_PAGE

export interface EmailBoxState {
  /** What was typed, kept when the address is refused. */
  email?: string | undefined
  notice?: { kind: 'error' | 'sent'; text: string } | undefined
}

function heroHtml() {
  const field = (name: string, type: string, label: string, placeholder: string, extra = '') =>
    html`<label class="${HOME_SEARCH_CLASSES.field}"
      ><span class="${HOME_SEARCH_CLASSES.label}">${label}</span
      ><input
        name="${name}"
        type="${type}"
        placeholder="${placeholder}"
        ${trustedHtml(extra)}
        class="${HOME_SEARCH_CLASSES.input}"
    /></label>`
  return html`<section aria-labelledby="hero-title" class="surface-dark bg-brand-900 text-white">
    <div
      class="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20"
    >
      <div class="space-y-6">
        <p
          class="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-500 uppercase"
        >
          ${hero.badge}
        </p>
        <h1 id="hero-title" class="text-4xl leading-tight font-bold sm:text-5xl">
          ${hero.heading}
        </h1>
        <p class="max-w-xl text-lg text-brand-100">${hero.text}</p>
        <form
          method="get"
          action="${search.action}"
          role="search"
          aria-label="${search.label}"
          class="${HOME_SEARCH_CLASSES.form}"
        >
          ${field('search', 'search', search.searchLabel, search.searchPlaceholder)}
          ${field(
            'location',
            'text',
            search.locationLabel,
            search.locationPlaceholder,
            'autocomplete="address-level2"',
          )}
          <button type="submit" class="${HOME_SEARCH_CLASSES.button}">${search.submit}</button>
        </form>
        <div class="flex flex-col gap-3 sm:flex-row">
          <a href="${hero.findCta.href}" class="${ACCENT_CTA_CLASS}">${hero.findCta.label}</a>
          <a href="${hero.hireCta.href}" class="${OUTLINE_LIGHT_CTA_CLASS}"
            >${hero.hireCta.label}</a
          >
        </div>
      </div>
      <svg
        viewBox="${HERO_ILLUSTRATION.viewBox}"
        aria-hidden="true"
        class="mx-auto w-full max-w-md"
      >
        ${trustedHtml(HERO_ILLUSTRATION.inner)}
      </svg>
    </div>
  </section>`
}

function benefitsHtml() {
  return html`<section
    aria-labelledby="benefits-title"
    class="mx-auto max-w-6xl px-4 py-16 sm:px-6"
  >
    <h2 id="benefits-title" class="text-center text-3xl font-bold text-brand-900">
      ${HOME_PAGE.benefitsHeading}
    </h2>
    <ul class="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      ${HOME_PAGE.benefits.map(
        (benefit) =>
          html`<li class="rounded-xl border border-slate-200 p-5 shadow-sm">
            <span
              aria-hidden="true"
              class="mb-3 inline-flex h-9 w-9 items-center justify-center rounded-full bg-accent-500/15 text-accent-600"
              ><svg
                viewBox="0 0 20 20"
                class="h-5 w-5"
                fill="none"
                stroke="currentColor"
                stroke-width="2.5"
              >
                <path d="${CHECK_ICON_PATH}" stroke-linecap="round" stroke-linejoin="round" /></svg
            ></span>
            <h3 class="font-semibold text-brand-900">${benefit.title}</h3>
            <p class="mt-1 text-sm text-slate-600">${benefit.text}</p>
            ${
              benefit.link &&
              html`<a
                href="${benefit.link.href}"
                class="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >${benefit.link.label}</a
              >`
            }
          </li>`,
      )}
    </ul>
  </section>`
}

/** The track holds its fields four times, as FieldsBanner.tsx does, for a seamless loop. */
function fieldsHtml() {
  const row = (items: readonly string[], isReversed: boolean) =>
    html`<div class="overflow-hidden">
      <ul
        class="fields-track flex w-max gap-3 py-1.5"
        data-direction="${isReversed ? 'reverse' : 'forward'}"
      >
        ${[...items, ...items, ...items, ...items].map(
          (field, index) =>
            html`<li
              ${index >= items.length && html`data-copy=""`}
              class="rounded-full border border-brand-100 bg-white px-5 py-2 text-sm font-medium whitespace-nowrap text-brand-900 shadow-sm"
            >
              ${field}
            </li>`,
        )}
      </ul>
    </div>`
  return html`<section aria-labelledby="fields-title" class="fields-banner bg-brand-50 py-12">
    <h2 id="fields-title" class="mb-6 px-4 text-center text-2xl font-bold text-brand-900">
      ${HOME_PAGE.fieldsHeading}
    </h2>
    <p class="sr-only">${HOME_PAGE.fields.join(', ')}</p>
    <div aria-hidden="true" class="space-y-2">
      ${HOME_FIELD_ROWS.map((items, index) => row(items, index === 1))}
    </div>
  </section>`
}

function panelsHtml() {
  return html`<section
    aria-label="${HOME_PAGE.panelsLabel}"
    class="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2"
  >
    ${HOME_PAGE.panels.map(
      (panel) =>
        html`<article class="flex flex-col gap-4 rounded-2xl p-6 shadow-sm sm:p-8 ${panel.tone}">
          <h2 class="text-2xl font-bold">${panel.title}</h2>
          <p class="text-sm opacity-80">${panel.audience}</p>
          <ul class="flex-1 space-y-3">
            ${panel.points.map(
              (point) =>
                html`<li class="flex gap-3">
                  <span
                    aria-hidden="true"
                    class="mt-1.5 h-2.5 w-2.5 flex-none rounded-full bg-accent-500"
                  ></span
                  ><span>${point}</span>
                </li>`,
            )}
          </ul>
          <a href="${panel.cta.href}" class="${ACCENT_CTA_CLASS} self-start">${panel.cta.label}</a>
        </article>`,
    )}
  </section>`
}

function emailBoxHtml(state: EmailBoxState, csrfField: Html) {
  const isError = state.notice?.kind === 'error'
  return html`<section id="updates" aria-labelledby="updates-title" class="bg-brand-50">
    <div class="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h2 id="updates-title" class="text-3xl font-bold text-brand-900">${updates.heading}</h2>
      <p class="mt-3 text-slate-600">${updates.text}</p>
      <form
        method="post"
        action="${updates.action}"
        novalidate
        class="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row"
      >
        ${csrfField}
        <label for="updates-email" class="sr-only">${updates.label}</label>
        <input
          id="updates-email"
          name="email"
          type="email"
          autocomplete="email"
          placeholder="${updates.placeholder}"
          value="${state.email ?? ''}"
          ${isError && html`aria-invalid="true"`}
          class="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base"
        />
        <button type="submit" class="${buttonClass()}">${updates.submit}</button>
      </form>
      <p role="status" class="mt-3 min-h-6 text-sm ${isError ? 'text-red-700' : 'text-green-700'}">
        ${state.notice?.text}
      </p>
    </div>
  </section>`
}

/**
 * The home page. It carries the splash of '/' (decision 036) for browsers with scripts: shown at
 * the first paint, taken away by /early.js once seen and replaced by the app; without scripts a
 * <noscript> style hides it, so it never covers the page there.
 */
export function homePage(input: {
  csrfField: Html
  emailBox?: EmailBoxState
  /** Only for a GET: a form's answer comes without the scripts that would take the splash away. */
  withSplash: boolean
}): ServerPage {
  return {
    title: HOME_PAGE.title,
    main: html`${heroHtml()} ${benefitsHtml()} ${fieldsHtml()} ${panelsHtml()}
    ${emailBoxHtml(input.emailBox ?? {}, input.csrfField)}
    ${
      input.withSplash &&
      html`<noscript
          ><style>
            .shell-splash {
              display: none;
            }
          </style></noscript
        >
        ${trustedHtml(SHELL_SPLASH_HTML)}`
    }`,
  }
}
