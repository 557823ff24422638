import { INTERN_NAV, LOCKED_HINT, WEB_PAGES, currentNavLink, type InternNavLink } from '@app/domain'
import { html, type Html } from '../lib/html.js'
import { sizedImageHtml, strokeIconHtml } from '../lib/page-parts-html.js'
import { logoHtml, skipLinkHtml } from './server-page-html.js'

/*
 * The frame of an intern's pages the server writes for browsers without JavaScript (issue 33): the
 * web app's AccountShell as InternLayout fills it (the sidebar on wide screens, a bar with a menu on
 * phones, 'My Account' above the page), with its class names and the same links (INTERN_NAV), so
 * the page does not change its frame when the app takes it over. Where the app opens its menu with
 * a button, this frame uses <details>; where the app logs out with a script, a form posts.
 */

/** What the frame shows of the signed-in intern. */
export interface InternFrameFacts {
  profileComplete: boolean
  /** The avatar's letter until there is a photo. */
  initial: string
  profileImageUrl: string | null
}

export interface AccountFrame {
  main: Html
  /** The address of this page: its link is marked as the current one. */
  path: string
  csrfField: () => Html
  intern: InternFrameFacts
}

const myAccountClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50'

const navIconHtml = (d: string) =>
  html`<svg
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    stroke-width="1.6"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    class="h-5 w-5 shrink-0"
  >
    <path d="${d}" />
  </svg>`

/** AccountNav: a locked link stays visible but inert, with the reason as its title. */
function accountNavHtml(frame: AccountFrame, label: string) {
  const current = currentNavLink(INTERN_NAV, frame.path)
  const item = (link: InternNavLink) => {
    const isCurrent = link === current
    const isLocked = link.needsCompleteProfile && !frame.intern.profileComplete
    const className = `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors ${
      isCurrent
        ? 'bg-brand-900 text-white'
        : 'text-slate-600 hover:bg-brand-50 hover:text-brand-900'
    }`
    const ariaCurrent = isCurrent ? html` aria-current="page"` : ''
    const content = html`${navIconHtml(link.icon)}${link.label}`
    if (!isLocked) {
      return html`<li><a href="${link.href}" class="${className}"${ariaCurrent}>${content}</a></li>`
    }
    const lockedClass = isCurrent ? '' : 'opacity-60 hover:bg-transparent'
    return html`<li>
      <span
        role="link"
        aria-disabled="true"
        title="${LOCKED_HINT}"
        class="cursor-not-allowed ${className} ${lockedClass}"
        ${ariaCurrent}
        >${content}</span
      >
    </li>`
  }
  return html`<nav aria-label="${label}">
    <ul class="space-y-1">
      ${INTERN_NAV.map(item)}
    </ul>
  </nav>`
}

/** LogOutButton, as a form: the post ends the cookie's session (and the app's, if it had one). */
const logOutHtml = (frame: AccountFrame) =>
  html`<form method="post" action="${WEB_PAGES.signOut.href()}">
    ${frame.csrfField()}<button
      type="submit"
      class="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-brand-900 disabled:opacity-60"
    >
      ${strokeIconHtml(
        html`<path
          stroke-linecap="round"
          stroke-linejoin="round"
          d="M12.5 6.5V4.75A1.75 1.75 0 0 0 10.75 3h-5A1.75 1.75 0 0 0 4 4.75v10.5c0 .97.78 1.75 1.75 1.75h5c.97 0 1.75-.78 1.75-1.75V13.5M9 10h8m0 0-2.5-2.5M17 10l-2.5 2.5"
        />`,
      )}Log out
    </button>
  </form>`

function myAccountHtml({ intern }: AccountFrame, withAvatar: boolean) {
  const avatar = intern.profileImageUrl
    ? sizedImageHtml(intern.profileImageUrl, 40, 'h-full w-full object-cover')
    : intern.initial
  return html`<a href="${WEB_PAGES.internProfile.href()}" class="${myAccountClass}"
    >${
      withAvatar &&
      html`<span
      aria-hidden="true"
      class="flex h-8 w-8 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-bold text-brand-900"
      >${avatar}</span
    >`
    }My Account</a
  >`
}

/** MobileBar: the logo and a menu that drops down under the bar. */
const mobileBarHtml = (frame: AccountFrame) =>
  html`<header class="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
    <div class="flex items-center justify-between gap-2 px-4 py-2">
      ${logoHtml()}
      <details class="group">
        <summary class="${myAccountClass} cursor-pointer list-none">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            class="h-6 w-6"
            fill="none"
            stroke="currentColor"
            stroke-width="2"
            stroke-linecap="round"
          >
            <path class="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
            <path class="hidden group-open:inline" d="M6 6l12 12M18 6L6 18" /></svg
          >Menu
        </summary>
        <div
          class="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-100 bg-white px-4 pt-3 pb-4 shadow-lg"
        >
          ${accountNavHtml(frame, 'Intern menu')}
          <div
            class="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-3"
          >
            ${myAccountHtml(frame, false)} ${logOutHtml(frame)}
          </div>
        </div>
      </details>
    </div>
  </header>`

/** AccountShell around an intern's page. */
export function accountFrameHtml(frame: AccountFrame): Html {
  return html`<div class="min-h-dvh bg-slate-50 lg:flex" data-server-page>
    ${skipLinkHtml}
    <aside
      class="sticky top-0 hidden h-[calc(100dvh-var(--offline-banner-height,0px))] w-64 shrink-0 flex-col border-r border-slate-200 bg-white px-4 py-6 lg:flex"
    >
      ${logoHtml('px-3')}
      <div class="mt-8 flex-1">${accountNavHtml(frame, 'Intern')}</div>
      ${logOutHtml(frame)}
    </aside>
    <div class="min-w-0 flex-1">
      ${mobileBarHtml(frame)}
      <header
        class="hidden items-center justify-end gap-2 border-b border-slate-200 bg-white px-8 py-3 lg:flex"
      >
        ${myAccountHtml(frame, true)}
      </header>
      <main
        id="main"
        tabindex="-1"
        class="mx-auto max-w-6xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
      >
        ${frame.main}
      </main>
    </div>
  </div>`
}
