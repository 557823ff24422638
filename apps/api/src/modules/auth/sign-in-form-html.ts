import {
  MEMBER_AUTH_WORDS,
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  WEB_PAGES,
  buttonClass,
  type MemberKind,
} from '@app/domain'
import { html, type Html } from '../../lib/html.js'
import type { ServerPage } from '../../plugins/server-pages.js'

/*
 * The sign-up, sign-in and code pages as plain HTML forms, for browsers without JavaScript
 * (decision 075, 079): the web app's pages' markup and words (features/auth: AuthLayout,
 * SignUpPage, SignInPage, VerificationPage, EmailField, FormAlert), so the app takes them over
 * without a jump.
 */

export const SIGN_IN_PAGES: Record<
  MemberKind,
  {
    signUp: string
    signIn: string
    verification: string
    /**
     * Where the forms send a member once signed in: for an intern their roles, a page the server
     * writes (the dashboard needs the app); for a company its dashboard (its pages need the app).
     */
    landing: string
    /** Where a new account goes once signed in: the profile wizard, as the app sends it. */
    profileWizard: string
    /** 'an intern', 'a company': how the other kind's links speak of this one. */
    article: string
  }
> = {
  intern: {
    signUp: WEB_PAGES.internSignUp.href(),
    signIn: WEB_PAGES.internSignIn.href(),
    verification: WEB_PAGES.internVerification.href(),
    landing: WEB_PAGES.internRoles.href(),
    profileWizard: WEB_PAGES.internProfileWizard.href(),
    article: 'an intern',
  },
  company: {
    signUp: WEB_PAGES.companySignUp.href(),
    signIn: WEB_PAGES.companySignIn.href(),
    verification: WEB_PAGES.companyVerification.href(),
    landing: WEB_PAGES.companyDashboard.href(),
    profileWizard: WEB_PAGES.companyProfileWizard.href(),
    article: 'a company',
  },
}

const otherKind = (kind: MemberKind): MemberKind => (kind === 'intern' ? 'company' : 'intern')
const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline'
const EMAIL_ERROR_ID = 'email-error'
const FORM_ERROR_ID = 'form-error'

/** FormAlert's markup: an error about the whole form, with a way forward when there is one. */
const formAlert = (message: string | undefined, action?: Html | false) =>
  message
    ? html`<div
        id="${FORM_ERROR_ID}"
        role="alert"
        class="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        ${message} ${action}
      </div>`
    : null

/** KindBadge's markup: which kind of account the page is for. */
const kindBadge = (kind: MemberKind) =>
  html`<span
    class="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700"
    >${MEMBER_AUTH_WORDS[kind].label} account</span
  >`

const fieldClass = (isInvalid: boolean) =>
  `mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:ring-4 focus:outline-none ${
    isInvalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`

/** EmailField's markup; an error of the whole form marks the field too. */
function emailField(email: string | undefined, error: string | undefined, isFormInvalid: boolean) {
  const describedBy = error ? EMAIL_ERROR_ID : isFormInvalid ? FORM_ERROR_ID : null
  return html`<div>
    <label for="email" class="block text-sm font-medium text-slate-800">Email address</label>
    <input
      id="email"
      name="email"
      type="email"
      inputmode="email"
      autocomplete="email"
      placeholder="you@example.com"
      required
      value="${email ?? ''}"
      ${describedBy && html`aria-invalid="true" aria-describedby="${describedBy}"`}
      class="${fieldClass(!!error)}"
    />
    ${error && html`<p id="${EMAIL_ERROR_ID}" class="mt-1.5 text-sm text-red-600">${error}</p>`}
  </div>`
}

const submitButton = (label: string) =>
  html`<button type="submit" class="${buttonClass('primary', 'w-full')}">${label}</button>`

export interface SignInPageInput {
  kind: MemberKind
  csrfField: Html
  email?: string | undefined
  returnTo?: string | null | undefined
  message?: string | undefined
  /** The email has no account of this kind: the alert offers to create one. */
  isUnknownAccount?: boolean
}

export function signInPage(input: SignInPageInput): ServerPage {
  const { kind } = input
  const pages = SIGN_IN_PAGES[kind]
  const other = SIGN_IN_PAGES[otherKind(kind)]
  const words = MEMBER_AUTH_WORDS[kind]
  return {
    title: `${words.label} sign in — Internplace`,
    auth: words,
    main: html`${kindBadge(kind)}
      <h1 class="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">Welcome back</h1>
      <p class="mt-2 text-slate-600">
        ${words.signInPitch} We’ll email you a ${OTP_LENGTH}-digit code; no password needed.
      </p>
      <form method="post" action="${pages.signIn}" class="mt-8 space-y-5">
        ${input.csrfField}
        ${input.returnTo && html`<input type="hidden" name="returnTo" value="${input.returnTo}" />`}
        ${formAlert(
          input.message,
          input.isUnknownAccount &&
            html`<a href="${pages.signUp}" class="font-semibold underline">Create an account</a>`,
        )}
        ${emailField(input.email, undefined, !!input.message)} ${submitButton('Sign In')}
      </form>
      <p class="mt-6 text-center text-sm text-slate-600">
        Don’t have an account? <a href="${pages.signUp}" class="${linkClass}">Sign up</a>
      </p>
      <p class="mt-2 text-center text-sm text-slate-500">
        ${
          kind === 'company'
            ? html`<a href="${WEB_PAGES.postInternships.href()}" class="${linkClass}"
                >Find Internships</a
              >`
            : html`<a href="${WEB_PAGES.findInternships.href()}" class="${linkClass}"
                >Browse internships</a
              >`
        }<span aria-hidden="true"> · </span
        ><a href="${other.signIn}" class="${linkClass}">Sign in as ${other.article}</a>
      </p>`,
  }
}

export interface SignUpPageInput {
  kind: MemberKind
  csrfField: Html
  email?: string | undefined
  acceptPolicies?: boolean
  /** What the service or the form said about the whole form. */
  message?: string | undefined
  /** Each field's own message, as the app shows it under the field. */
  errors?: { email?: string | undefined; acceptPolicies?: string | undefined }
  /** The email already has an account of this kind: the alert offers to sign in. */
  isEmailTaken?: boolean
}

export function signUpPage(input: SignUpPageInput): ServerPage {
  const { kind, errors = {} } = input
  const pages = SIGN_IN_PAGES[kind]
  const other = SIGN_IN_PAGES[otherKind(kind)]
  const words = MEMBER_AUTH_WORDS[kind]
  const policiesError = errors.acceptPolicies
  return {
    title: `${words.label} sign up — Internplace`,
    auth: words,
    main: html`${kindBadge(kind)}
      <h1 class="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">${words.signUpTitle}</h1>
      <p class="mt-2 text-slate-600">${words.signUpPitch}</p>
      <form method="post" action="${pages.signUp}" class="mt-8 space-y-5">
        ${input.csrfField}
        ${formAlert(
          input.message,
          input.isEmailTaken &&
            html`<a href="${pages.signIn}" class="font-semibold underline">Sign in</a>`,
        )}
        ${emailField(input.email, errors.email, false)}
        <div>
          <div class="flex items-start gap-3">
            <input
              id="acceptPolicies"
              name="acceptPolicies"
              type="checkbox"
              value="true"
              ${input.acceptPolicies && html`checked`}
              ${policiesError && html`aria-invalid="true" aria-describedby="policies-error"`}
              class="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-900"
            />
            <label for="acceptPolicies" class="text-sm text-slate-700">
              I agree to the
              <a
                href="${WEB_PAGES.termsOfService.href()}"
                target="_blank"
                rel="noreferrer"
                class="${linkClass}"
                >Terms of Service</a
              >
              and the
              <a
                href="${WEB_PAGES.privacyPolicy.href()}"
                target="_blank"
                rel="noreferrer"
                class="${linkClass}"
                >Privacy Policy</a
              >.
            </label>
          </div>
          ${
            policiesError &&
            html`<p id="policies-error" class="mt-1.5 text-sm text-red-600">${policiesError}</p>`
          }
        </div>
        ${submitButton('Sign Up')}
      </form>
      <p class="mt-6 text-center text-sm text-slate-600">
        Already have an account? <a href="${pages.signIn}" class="${linkClass}">Sign in</a>
      </p>
      <p class="mt-2 text-center text-sm text-slate-500">
        Signing up as ${other.article}?
        <a href="${other.signUp}" class="${linkClass}">Sign up here</a>
      </p>`,
  }
}

export function codePage(input: {
  kind: MemberKind
  csrfField: Html
  email: string
  message?: string | undefined
}): ServerPage {
  const { kind, message } = input
  const pages = SIGN_IN_PAGES[kind]
  return {
    title: 'Enter your code — Internplace',
    auth: MEMBER_AUTH_WORDS[kind],
    main: html`${kindBadge(kind)}
      <h1 class="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">Enter your code</h1>
      <p class="mt-2 text-slate-600">
        We sent a ${OTP_LENGTH}-digit code to
        <strong class="font-semibold break-all text-slate-900">${input.email}</strong>. It expires
        in ${OTP_LIFETIME_MS / 60_000} minutes.
      </p>
      <p class="mt-2 text-sm text-slate-600">
        Or open the sign-in link in the same email, on this device.
      </p>
      <form method="post" action="${pages.verification}" class="mt-8">
        ${input.csrfField}
        <label for="code" class="block text-sm font-medium text-slate-800">Verification code</label>
        <input
          id="code"
          name="code"
          inputmode="numeric"
          autocomplete="one-time-code"
          pattern="[0-9]{${OTP_LENGTH}}"
          maxlength="${OTP_LENGTH}"
          required
          ${message && html`aria-invalid="true" aria-describedby="${FORM_ERROR_ID}"`}
          class="${fieldClass(!!message)} text-center text-2xl tracking-[0.5em]"
        />
        <p id="${FORM_ERROR_ID}" role="alert" class="mt-3 min-h-5 text-center text-sm text-red-600">
          ${message}
        </p>
        <button type="submit" class="${buttonClass('primary', 'mt-4 w-full')}">Proceed</button>
      </form>
      <form
        method="post"
        action="${pages.signIn}"
        class="mt-6 flex items-center justify-center gap-2 text-sm text-slate-600"
      >
        ${input.csrfField}
        <input type="hidden" name="email" value="${input.email}" />
        <span>Didn’t get the code?</span>
        <button
          type="submit"
          class="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Request Code again
        </button>
      </form>
      <p class="mt-2 text-center text-sm text-slate-600">
        Wrong email? <a href="${pages.signIn}" class="${linkClass}">Sign in with another</a>
      </p>`,
  }
}

/** The one-tap link's page: a button, so that a mail scanner opening the link signs nobody in. */
export function signInLinkPage(input: {
  csrfField: Html
  token: string
  message?: string | undefined
}): ServerPage {
  return {
    title: 'Sign in — Internplace',
    main: html`<section class="mx-auto max-w-md px-5 py-16 text-center sm:py-20">
      <h1 class="text-2xl font-bold text-brand-900 sm:text-3xl">Sign in to Internplace</h1>
      ${input.message && html`<p role="alert" class="mt-3 text-slate-600">${input.message}</p>`}
      <form method="post" action="${WEB_PAGES.signInLink.path}" class="mt-8">
        ${input.csrfField}
        <input type="hidden" name="token" value="${input.token}" />
        <button type="submit" class="${buttonClass('primary', 'w-full')}">Sign in</button>
      </form>
      <div class="mt-3 flex flex-col gap-3">
        <a href="${SIGN_IN_PAGES.intern.signIn}" class="${buttonClass('secondary', 'w-full')}"
          >Sign in as an intern</a
        >
        <a href="${SIGN_IN_PAGES.company.signIn}" class="${buttonClass('secondary', 'w-full')}"
          >Sign in as a company</a
        >
      </div>
    </section>`,
  }
}
