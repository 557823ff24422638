import {
  APPLICATION_MESSAGES,
  APPLY_PAGE_WORDS as WORDS,
  COVER_NOTE_LABELS,
  COVER_NOTE_MAX_LENGTH,
  ROLE_TYPE_LABELS,
  SCREENING_NUMBER_MAX,
  SCREENING_TEXT_ANSWER_MAX_LENGTH,
  WEB_PAGES,
  buttonClass,
  formatPhone,
  formatPlaceAndType,
  roleDurationLabel,
  stipendLabel,
  type InternMe,
  type InternRole,
  type ScreeningQuestion,
} from '@app/domain'
import { html, type Html } from '../../lib/html.js'
import {
  backLinkHtml,
  companyMarkHtml,
  detailListHtml,
  formErrorHtml,
} from '../../lib/page-parts-html.js'
import { roleMissingHtml } from '../../lib/role-detail-layout-html.js'
import type { ServerPage } from '../../plugins/server-pages.js'

/*
 * The apply page and the review page as the server writes them for browsers without JavaScript
 * (issue 33, decision 080): the markup and words of apps/web/src/features/apply (ApplyPage,
 * ReviewApplicationPage, ApplicationReview), the review being a form that posts. The contact
 * details are the profile's (editing them for one application needs the app), and a resume is
 * the profile's (an upload needs the app).
 */

/** The review form as typed: the cover note and each answer by question id, as text. */
export interface ReviewValues {
  coverNote: string
  answers: Record<string, string>
}

/** The form's field for a question's answer. */
export const answerField = (questionId: string) => `answer-${questionId}`

const headingClass = 'text-2xl font-bold text-brand-900 sm:text-3xl'
const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6'
const fieldClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:ring-4 focus:ring-brand-100 focus:outline-none sm:text-sm'

/** RoleSummaryCard: the role being applied to, in brief. */
function roleSummaryHtml(role: InternRole) {
  return html`<section
    aria-labelledby="applying-for"
    class="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
  >
    <p class="text-xs font-semibold tracking-wide text-slate-500 uppercase">${WORDS.applyingFor}</p>
    <div class="mt-2 flex items-start gap-3">
      ${companyMarkHtml(role.company, 'h-12 w-12')}
      <div class="min-w-0 flex-1">
        <h2 id="applying-for" class="text-lg font-semibold break-words text-brand-900">
          ${role.title}
        </h2>
        <p class="text-sm text-slate-700">${role.company.companyName}</p>
        <p class="mt-1 text-sm text-slate-600">
          ${formatPlaceAndType(role.location, ROLE_TYPE_LABELS[role.type])} ·
          ${roleDurationLabel(role)}
        </p>
        <p class="mt-1 text-sm font-semibold text-slate-900">
          ${stipendLabel(role.minimumSalary, role.maximumSalary)}
        </p>
      </div>
    </div>
    <p class="mt-3 line-clamp-3 text-sm text-slate-700">${role.roleSummary}</p>
    <a
      href="${WEB_PAGES.internRole.href(role.id)}"
      class="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >${WORDS.learnMore}<span class="sr-only"> about ${role.title}</span></a
    >
  </section>`
}

/** ProfileIncompleteNotice: applying needs a complete profile, with the way to finish it. */
const profileIncompleteHtml = (message: string = APPLICATION_MESSAGES.profileIncomplete) =>
  html`<div
    role="status"
    class="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
  >
    <p>${message}</p>
    <a
      href="${WEB_PAGES.internProfileWizard.href()}"
      class="mt-2 inline-flex min-h-11 items-center font-semibold underline"
      >${WORDS.completeProfile}</a
    >
  </div>`

/** ApplicationResumeSection's current resume (the upload needs the app). */
function currentResumeHtml(resumeUrl: string | null) {
  if (!resumeUrl) {
    return html`<div class="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p class="font-semibold text-amber-900">${WORDS.noResume}</p>
      <p class="text-sm text-amber-900">${WORDS.pleaseUpload}</p>
    </div>`
  }
  return html`<div
    class="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
  >
    <span
      aria-hidden="true"
      class="flex h-10 w-10 flex-none items-center justify-center rounded-md bg-red-100 text-xs font-bold text-red-700"
      >PDF</span
    >
    <div class="min-w-0 flex-1">
      <p class="text-sm font-medium text-slate-900">${WORDS.currentResume}</p>
      <p class="text-xs text-slate-500">${WORDS.currentResumeNote}</p>
    </div>
    <a
      href="${resumeUrl}"
      target="_blank"
      rel="noopener noreferrer"
      class="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >View<span class="sr-only"> your resume (opens in a new tab)</span></a
    >
  </div>`
}

/** 'You have already applied to this role.', with the way to the application. */
const alreadyAppliedHtml = (applicationId: string) =>
  html`<div role="status" class="rounded-xl border border-slate-200 bg-white p-6 text-center">
    <p class="font-semibold text-brand-900">${WORDS.alreadyApplied}</p>
    <a
      href="${WEB_PAGES.internApplication.href(applicationId)}"
      class="${buttonClass('primary', 'mt-4')}"
      >${WORDS.viewApplication}</a
    >
  </div>`

type ApplyStep = 'apply' | 'review'

const STEPS: Record<ApplyStep, { title: string; heading: string; back: (roleId: string) => Html }> =
  {
    apply: {
      title: 'Apply — Internplace',
      heading: WORDS.applyTitle,
      back: (roleId) => backLinkHtml(WEB_PAGES.internRole.href(roleId), WORDS.backToRole),
    },
    review: {
      title: 'Review your application — Internplace',
      heading: WORDS.reviewTitle,
      back: (roleId) => backLinkHtml(WEB_PAGES.internApply.href(roleId), WORDS.back),
    },
  }

/** ApplyPage and ReviewApplicationPage: the way back, the step's heading, then what it shows. */
function applyStepPage(step: ApplyStep, roleId: string, body: Html): ServerPage {
  const { title, heading, back } = STEPS[step]
  return {
    title,
    main: html`<div class="space-y-4">
      ${back(roleId)}
      <h1 class="${headingClass}">${heading}</h1>
      ${body}
    </div>`,
  }
}

/** /roles/apply/:roleId: the resume that goes with the application, then on to review. */
export function applyPage({ role, me }: { role: InternRole; me: InternMe }): ServerPage {
  const body = role.applicationId
    ? alreadyAppliedHtml(role.applicationId)
    : html`<div class="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div class="lg:col-start-2 lg:row-start-1">${roleSummaryHtml(role)}</div>
        <div class="space-y-5 ${cardClass} lg:col-start-1 lg:row-start-1">
          ${!me.profileComplete && profileIncompleteHtml()}
          <p class="text-sm text-slate-600">${WORDS.cvHint}</p>
          ${currentResumeHtml(me.resumeUrl)}
          <div class="space-y-2">
            ${
              me.resumeUrl
                ? html`<a
                    href="${WEB_PAGES.internReviewApplication.href(role.id)}"
                    class="${buttonClass('primary', 'w-full sm:w-auto')}"
                    >${WORDS.proceed}</a
                  >`
                : html`<p id="proceed-hint" class="text-sm text-slate-600">
                    ${WORDS.uploadToContinue}
                  </p>`
            }
          </div>
        </div>
      </div>`
  return applyStepPage('apply', role.id, body)
}

/** ContactDetailsView: the profile's details, which the application carries. */
function contactDetailsHtml(me: InternMe) {
  return html`<div class="space-y-5">
    <section aria-labelledby="personal-title">
      <h3 id="personal-title" class="text-base font-semibold text-brand-900">
        ${WORDS.personalInformation}
      </h3>
      ${detailListHtml([
        { label: 'First name', value: me.firstName || null },
        { label: 'Last name', value: me.lastName || null },
        { label: 'Other name', value: me.otherName || null },
        { label: 'Location', value: me.address || null },
      ])}
    </section>
    <section aria-labelledby="contact-title">
      <h3 id="contact-title" class="text-base font-semibold text-brand-900">
        ${WORDS.contactInformation}
      </h3>
      ${detailListHtml([
        { label: 'Phone number', value: formatPhone(me.countryCode, me.phoneNumber) || null },
      ])}
    </section>
  </div>`
}

/** The field's error line, and the attributes that tie the field to it. */
function fieldError(id: string, error: string | undefined) {
  return {
    attributes: error ? html` aria-invalid="true" aria-describedby="${id}-error"` : null,
    line: error ? html`<p id="${id}-error" class="text-sm text-red-700">${error}</p>` : null,
  }
}

/** CoverNoteField: the note the role asks for ('Write one for me' needs the app). */
function coverNoteHtml(note: string, error: string | undefined) {
  const { attributes, line } = fieldError('cover-note', error)
  return html`<section aria-labelledby="cover-note-title" class="space-y-3 ${cardClass}">
    <h2 id="cover-note-title" class="text-lg font-semibold text-brand-900">
      ${COVER_NOTE_LABELS.field}
    </h2>
    <p class="text-sm text-slate-600">${WORDS.coverNoteAsked}</p>
    <div class="space-y-1.5">
      <label for="cover-note" class="block text-sm font-medium text-slate-800"
        >${COVER_NOTE_LABELS.textarea}</label
      >
      <p id="cover-note-hint" class="text-sm text-slate-600">${COVER_NOTE_LABELS.fieldHint}</p>
      <textarea
        id="cover-note"
        name="coverNote"
        rows="8"
        maxlength="${COVER_NOTE_MAX_LENGTH}"
        required
        class="${fieldClass}"
        ${attributes}
      >
${note}</textarea>
      ${line}
    </div>
    <p class="text-xs text-slate-500">
      At most ${COVER_NOTE_MAX_LENGTH.toLocaleString('en-NG')} characters
    </p>
  </section>`
}

/** One screening question as a form field of its kind, with what was typed. */
function questionHtml(question: ScreeningQuestion, value: string, error: string | undefined) {
  const id = answerField(question.id)
  const { attributes, line } = fieldError(id, error)
  const required = question.required ? html` required` : null
  const options = (choices: { value: string; label: string }[]) =>
    html`<option value="">${WORDS.choose}</option>
      ${choices.map(
        (choice) =>
          html`<option value="${choice.value}" ${choice.value === value ? html`selected` : null}>
            ${choice.label}
          </option>`,
      )}`
  const control =
    question.kind === 'yes_no' || question.kind === 'choice'
      ? html`<select id="${id}" name="${id}" class="${fieldClass}" ${required} ${attributes}>
          ${options(
            question.kind === 'yes_no'
              ? [
                  { value: 'true', label: WORDS.yes },
                  { value: 'false', label: WORDS.no },
                ]
              : (question.choices ?? []).map((choice) => ({ value: choice, label: choice })),
          )}
        </select>`
      : question.kind === 'number'
        ? html`<input
            id="${id}"
            name="${id}"
            type="number"
            inputmode="numeric"
            min="${-SCREENING_NUMBER_MAX}"
            max="${SCREENING_NUMBER_MAX}"
            value="${value}"
            class="${fieldClass}"
            ${required}
            ${attributes}
          />`
        : html`<input
            id="${id}"
            name="${id}"
            maxlength="${SCREENING_TEXT_ANSWER_MAX_LENGTH}"
            value="${value}"
            class="${fieldClass}"
            ${required}
            ${attributes}
          />`
  return html`<div class="space-y-1.5">
    <label for="${id}" class="block text-sm font-medium text-slate-800"
      >${question.text}${
        !question.required &&
        html`<span class="font-normal text-slate-500"> ${WORDS.optional}</span>`
      }</label
    >
    ${control} ${line}
  </div>`
}

/** ScreeningAnswersSection: the role's questions (decision 069); nothing when it has none. */
function screeningHtml(
  questions: ScreeningQuestion[],
  values: ReviewValues['answers'],
  errors: Record<string, string>,
) {
  if (questions.length === 0) return null
  return html`<section aria-labelledby="screening-title" class="space-y-4 ${cardClass}">
    <h2 id="screening-title" class="text-lg font-semibold text-brand-900">
      ${WORDS.screeningTitle}
    </h2>
    ${questions.map((question) =>
      questionHtml(question, values[question.id] ?? '', errors[`answers.${question.id}`]),
    )}
  </section>`
}

export interface ReviewPageInput {
  role: InternRole
  me: InternMe
  csrfField: Html
  values?: ReviewValues
  /** The refusal of the last post, and its messages by field ('coverNote', 'answers.<id>'). */
  message?: string
  errors?: Record<string, string>
}

/** /application/review/:roleId: the details the application carries, as a form that sends it. */
export function reviewPage(input: ReviewPageInput): ServerPage {
  const { role, me } = input
  const values = input.values ?? { coverNote: '', answers: {} }
  const errors = input.errors ?? {}
  const body = role.applicationId
    ? alreadyAppliedHtml(role.applicationId)
    : html`<form
        method="post"
        action="${WEB_PAGES.internReviewApplication.href(role.id)}"
        class="space-y-5"
      >
        ${input.csrfField} ${roleSummaryHtml(role)}
        <section aria-labelledby="details-title" class="${cardClass}">
          <h2 id="details-title" class="mb-3 text-lg font-semibold text-brand-900">
            ${WORDS.yourDetails}
          </h2>
          ${contactDetailsHtml(me)}
        </section>
        <div class="${cardClass}">${currentResumeHtml(me.resumeUrl)}</div>
        ${role.asksCoverNote && coverNoteHtml(values.coverNote, errors.coverNote)}
        ${screeningHtml(role.questions, values.answers, errors)}
        <div class="space-y-3">
          ${!me.profileComplete && profileIncompleteHtml()} ${formErrorHtml(input.message)}
          <button type="submit" class="${buttonClass('primary', 'w-full sm:w-auto')}">
            ${WORDS.submit}
          </button>
        </div>
      </form>`
  return applyStepPage('review', role.id, body)
}

/** A role the intern may not apply to or see: the app's 'Role not found.' under the step's heading. */
export const applyStepMissingPage = (step: ApplyStep, roleId: string) =>
  // The address's id as it came, so its way back goes where it says and nowhere else.
  applyStepPage(step, encodeURIComponent(roleId), roleMissingHtml())
