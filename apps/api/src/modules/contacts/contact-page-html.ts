import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  CONTACT_OPTIONS,
  CONTACT_PAGE,
  FAQ,
  WEB_PAGES,
  buttonClass,
  type ContactInput,
} from '@app/domain'
import { html, type Html } from '../../lib/html.js'
import { TEXT_LINK_CLASS, pageIntroHtml } from '../../lib/site-text-html.js'
import type { ServerPage } from '../../plugins/server-pages.js'

/*
 * The contact page as the server writes it for browsers without JavaScript (issue 33): the words
 * are the domain's (CONTACT_PAGE, CONTACT_OPTIONS, FAQ), the markup and class names those of the
 * web app's ContactPage, ContactForm, ContactField, ContactOptions and ContactFaq.
 */

export type ContactFieldName = keyof ContactInput

export interface ContactFormState {
  /** What was typed, kept when the form is refused. */
  values?: Partial<Record<ContactFieldName, string>>
  /** Each field's refusal, under the field (the schema's words). */
  errors?: Partial<Record<ContactFieldName, string>>
  /** A refusal of the whole message (already sent today, too many). */
  alert?: string | undefined
  /** After the 303 that follows a sent message. */
  isSent?: boolean
}

const control =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 aria-invalid:border-red-600'

function fieldHtml(field: (typeof CONTACT_FIELDS)[number], state: ContactFormState) {
  const error = state.errors?.[field.name]
  const value = state.values?.[field.name] ?? ''
  const errorId = `${field.id}-error`
  const attributes = html`id="${field.id}" name="${field.name}" class="${control}
  ${error ? 'border-red-600' : 'border-slate-300'}"
  ${error && html`aria-invalid="true" aria-describedby="${errorId}"`}`
  return html`<div class="flex flex-col gap-1.5">
    <label for="${field.id}" class="text-sm font-medium text-slate-800">${field.label}</label>
    ${
      field.type === 'textarea'
        ? html`<textarea rows="5" ${attributes}>${value}</textarea>`
        : html`<input
            type="${field.type}"
            autocomplete="${field.autoComplete}"
            ${field.name === 'phone' && html`placeholder="${CONTACT_PAGE.phonePlaceholder}"`}
            value="${value}"
            ${attributes}
          />`
    }
    ${error && html`<p id="${errorId}" class="text-sm text-red-700">${error}</p>`}
  </div>`
}

function formHtml(state: ContactFormState, csrfField: Html) {
  const [first, last, email, phone, message] = CONTACT_FIELDS
  return html`<form
    method="post"
    action="${CONTACT_PAGE.action}"
    novalidate
    aria-labelledby="contact-form-title"
    class="space-y-5"
  >
    ${csrfField}
    <h2 id="contact-form-title" class="text-2xl font-bold text-brand-900">
      ${CONTACT_PAGE.formHeading}
    </h2>
    ${
      state.isSent &&
      html`<p
        role="status"
        class="rounded-lg border-l-4 border-accent-600 bg-green-50 px-4 py-3 text-green-900"
      >
        ${CONTACT_MESSAGES.sent}
      </p>`
    }
    ${
      state.alert &&
      html`<p
        role="alert"
        class="rounded-lg border-l-4 border-red-600 bg-red-50 px-4 py-3 text-red-900"
      >
        ${state.alert}
      </p>`
    }
    <div class="grid gap-5 sm:grid-cols-2">
      ${[first, last, email, phone].map((field) => fieldHtml(field, state))}
    </div>
    ${fieldHtml(message, state)}
    <button type="submit" class="${buttonClass('primary', 'w-full sm:w-auto')}">
      ${CONTACT_PAGE.send}
    </button>
  </form>`
}

function optionsHtml() {
  return html`<ul class="space-y-4">
    ${CONTACT_OPTIONS.map(
      (option) =>
        html`<li class="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 class="font-semibold text-brand-900">${option.title}</h2>
          <p class="mt-1 text-sm text-slate-600">${option.text}</p>
          <a
            href="${option.link.href}"
            class="mt-2 inline-block font-semibold break-all text-brand-700 underline"
            ${option.link.isExternal && html`target="_blank" rel="noopener noreferrer"`}
            >${option.link.label}</a
          >
        </li>`,
    )}
  </ul>`
}

/** The FAQ accordion: <details>, which opens without a script, as ContactFaq.tsx's does. */
function faqHtml() {
  return html`<section id="faq" aria-labelledby="faq-title" class="mx-auto max-w-3xl scroll-mt-20">
    <h2 id="faq-title" class="text-2xl font-bold text-brand-900">${FAQ.heading}</h2>
    <ul class="mt-4">
      ${FAQ.questions.map(
        ({ question, answer }) =>
          html`<li class="border-b border-slate-200">
            <details class="group">
              <summary
                class="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left font-semibold text-brand-900 [&::-webkit-details-marker]:hidden"
              >
                <h3>${question}</h3>
                <span
                  aria-hidden="true"
                  class="text-xl text-accent-600 transition-transform group-open:rotate-45"
                  >+</span
                >
              </summary>
              <p class="pb-4 text-slate-700">${answer}</p>
            </details>
          </li>`,
      )}
    </ul>
    <p class="mt-6 text-slate-700">
      ${FAQ.closing}
      <a href="${WEB_PAGES.onboarding.href()}" class="${TEXT_LINK_CLASS}">${FAQ.closingLink}</a>
    </p>
  </section>`
}

export function contactPage(state: ContactFormState, csrfField: Html): ServerPage {
  return {
    title: CONTACT_PAGE.title,
    main: html`${pageIntroHtml({
      eyebrow: CONTACT_PAGE.eyebrow,
      title: CONTACT_PAGE.heading,
      text: CONTACT_PAGE.intro,
    })}
      <div class="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <div class="grid grid-cols-1 gap-10 lg:grid-cols-[2fr_1fr]">
          ${formHtml(state, csrfField)} ${optionsHtml()}
        </div>
        ${faqHtml()}
      </div>`,
  }
}
