import { OTP_LENGTH, OTP_LIFETIME_MS, WEB_PAGES, escapeHtml, type MemberKind } from '@app/domain'
import { trustedHtml, type Html } from '../../lib/html.js'
import type { ServerPage } from '../../plugins/server-pages.js'

/*
 * The sign-in forms as plain HTML, for browsers without JavaScript (decision 075). Minimal on
 * purpose: the server-rendered pages of issue 33 give them the site's look; the words are the
 * web app's sign-in pages'.
 */

export const SIGN_IN_PAGES: Record<
  MemberKind,
  { signIn: string; verification: string; dashboard: string; label: string }
> = {
  intern: {
    signIn: WEB_PAGES.internSignIn.href(),
    verification: WEB_PAGES.internVerification.href(),
    dashboard: WEB_PAGES.internDashboard.href(),
    label: 'Intern',
  },
  company: {
    signIn: WEB_PAGES.companySignIn.href(),
    verification: WEB_PAGES.companyVerification.href(),
    dashboard: WEB_PAGES.companyDashboard.href(),
    label: 'Company',
  },
}

const alert = (message: string | undefined) =>
  message ? `<p role="alert" id="form-error">${escapeHtml(message)}</p>` : ''
const describedBy = (message: string | undefined) =>
  message ? ' aria-invalid="true" aria-describedby="form-error"' : ''

export function signInPage(input: {
  kind: MemberKind
  csrfField: Html
  email?: string | undefined
  returnTo?: string | null | undefined
  message?: string | undefined
}): ServerPage {
  const pages = SIGN_IN_PAGES[input.kind]
  return {
    title: `${pages.label} sign in — Internplace`,
    main: trustedHtml(
      `<h1>Welcome back</h1><p>We’ll email you a ${OTP_LENGTH}-digit code; no password needed.</p>` +
        alert(input.message) +
        `<form method="post" action="${pages.signIn}">${input.csrfField}` +
        (input.returnTo
          ? `<input type="hidden" name="returnTo" value="${escapeHtml(input.returnTo)}">`
          : '') +
        '<label for="email">Email address</label>' +
        `<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}"${describedBy(input.message)}>` +
        '<button type="submit">Sign In</button></form>',
    ),
  }
}

export function codePage(input: {
  kind: MemberKind
  csrfField: Html
  email: string
  message?: string | undefined
}): ServerPage {
  const pages = SIGN_IN_PAGES[input.kind]
  return {
    title: `Enter your code — Internplace`,
    main: trustedHtml(
      `<h1>Enter your code</h1><p>We sent a ${OTP_LENGTH}-digit code to <strong>${escapeHtml(input.email)}</strong>. ` +
        `It expires in ${OTP_LIFETIME_MS / 60_000} minutes.</p>` +
        '<p>Or open the sign-in link in the same email, on this device.</p>' +
        alert(input.message) +
        `<form method="post" action="${pages.verification}">${input.csrfField}` +
        `<label for="code">Verification code</label>` +
        `<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{${OTP_LENGTH}}" maxlength="${OTP_LENGTH}" required${describedBy(input.message)}>` +
        '<button type="submit">Proceed</button></form>' +
        `<form method="post" action="${pages.signIn}">${input.csrfField}` +
        `<input type="hidden" name="email" value="${escapeHtml(input.email)}">` +
        '<p>Didn’t get the code? <button type="submit">Request Code again</button></p></form>' +
        `<p>Wrong email? <a href="${pages.signIn}">Sign in with another</a></p>`,
    ),
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
    main: trustedHtml(
      '<h1>Sign in to Internplace</h1>' +
        alert(input.message) +
        `<form method="post" action="${WEB_PAGES.signInLink.path}">${input.csrfField}` +
        `<input type="hidden" name="token" value="${escapeHtml(input.token)}">` +
        '<button type="submit">Sign in</button></form>' +
        `<p><a href="${SIGN_IN_PAGES.intern.signIn}">Intern sign in</a> · ` +
        `<a href="${SIGN_IN_PAGES.company.signIn}">Company sign in</a></p>`,
    ),
  }
}
