import {
  AUTH_PANEL_FOOTNOTE,
  FOOTER_LINKS,
  PUBLIC_NAV_LINKS,
  SITE_TAGLINE,
  SOCIAL_LINKS,
  SUPPORT_EMAIL,
  WEB_PAGES,
  buttonClass,
  type AccountKind,
  type AuthPageWords,
} from '@app/domain'
import { html, type Html } from '../lib/html.js'

/*
 * The frame of every page the server writes for browsers without JavaScript (issue 33): the web
 * app's header, main part and footer with the app's own class names (its stylesheet holds them:
 * apps/web/src/index.css scans these files), so the page looks as the app does and nothing moves
 * when the app takes over. The links are the app's (PUBLIC_NAV_LINKS, FOOTER_LINKS).
 */

/** What the header offers a signed-in member instead of 'Sign in'. */
const MEMBER_LINKS: Partial<Record<AccountKind, readonly { href: string; label: string }[]>> = {
  intern: [
    { href: '/intern/roles', label: 'Roles for you' },
    { href: '/intern/applications', label: 'Applications' },
  ],
  company: [{ href: WEB_PAGES.companyDashboard.href(), label: 'Dashboard' }],
}

export interface PageFrame {
  /** The page's own part, inside <main>. */
  main: Html
  /** The signed-in account's kind, when the page knows it; null for a visitor. */
  accountKind: AccountKind | null
  /** The hidden CSRF field, for the header's sign-out form (a post, never a link). */
  csrfField: () => Html
  /** The address of this page: its link in the header is marked as the current one. */
  path: string
}

/** The product's mark and name, linking home (the app's Logo). */
export const logoHtml = (className = '') =>
  html`<a
    href="${WEB_PAGES.home.href()}"
    class="inline-flex items-center gap-2 font-bold text-brand-900 ${className}"
    ><img src="/favicon.svg" alt="" width="32" height="32" class="h-8 w-8" /><span
      class="text-lg tracking-tight"
      >Internplace</span
    ></a
  >`

/** The first thing a keyboard reaches: past the navigation to the page's own content. */
export const skipLinkHtml = html`<a
  href="#main"
  class="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
  >Skip to main content</a
>`

const navLinkClass = (isCurrent: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isCurrent ? 'bg-brand-50 text-brand-900' : 'text-slate-600 hover:text-brand-900'
  }`
const footerLinkClass = 'text-sm text-brand-100 hover:text-white hover:underline'

function navLinks(links: readonly { href: string; label: string }[], path: string) {
  return links.map((link) => {
    const isCurrent = link.href === path
    return html`<li>
      <a
        href="${link.href}"
        class="${navLinkClass(isCurrent)}"
        ${isCurrent ? html` aria-current="page"` : ''}
        >${link.label}</a
      >
    </li>`
  })
}

function accountPart({ accountKind, csrfField }: PageFrame) {
  if (!accountKind) {
    return html`<a href="${WEB_PAGES.internSignIn.href()}" class="${buttonClass('ghost')}"
        >Sign in</a
      >
      <a href="${WEB_PAGES.onboarding.href()}" class="${buttonClass()}">Get Started</a>`
  }
  return html`<form method="post" action="${WEB_PAGES.signOut.href()}">
    ${csrfField()}<button type="submit" class="${buttonClass('secondary')}">Sign out</button>
  </form>`
}

function header(frame: PageFrame) {
  const links = [
    ...(frame.accountKind ? (MEMBER_LINKS[frame.accountKind] ?? []) : []),
    ...PUBLIC_NAV_LINKS,
  ]
  return html`<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
    <div class="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
      <div class="flex w-full items-center justify-between gap-4">
        ${logoHtml()}
        <nav aria-label="Main" class="hidden lg:block">
          <ul class="flex items-center gap-1">
            ${navLinks(links, frame.path)}
          </ul>
        </nav>
        <div class="hidden items-center gap-2 lg:flex">${accountPart(frame)}</div>
        <details class="relative lg:hidden">
          <summary class="${buttonClass('secondary', 'cursor-pointer list-none')}">Menu</summary>
          <div
            class="absolute right-0 z-50 mt-2 w-64 space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
          >
            <nav aria-label="Main (small screens)">
              <ul class="flex flex-col gap-1">
                ${navLinks(links, frame.path)}
              </ul>
            </nav>
            <div class="flex flex-col gap-2 border-t border-slate-200 pt-3">
              ${accountPart(frame)}
            </div>
          </div>
        </details>
      </div>
    </div>
  </header>`
}

function footer() {
  return html`<footer class="surface-dark bg-brand-900 text-white">
    <div class="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
      <div class="space-y-3">
        <p class="flex items-center gap-2 text-lg font-bold">
          <img src="/favicon.svg" alt="" width="28" height="28" class="h-7 w-7" />Internplace
        </p>
        <p class="max-w-sm text-sm text-brand-100">${SITE_TAGLINE}</p>
        <a href="mailto:${SUPPORT_EMAIL}" class="${footerLinkClass}">${SUPPORT_EMAIL}</a>
      </div>
      <nav aria-label="Footer">
        <h2 class="mb-3 text-sm font-semibold tracking-wide text-accent-500 uppercase">Company</h2>
        <ul class="space-y-2">
          ${FOOTER_LINKS.map(
            (link) =>
              html`<li><a href="${link.href}" class="${footerLinkClass}">${link.label}</a></li>`,
          )}
          <li><a href="${WEB_PAGES.guides.href()}" class="${footerLinkClass}">Guides</a></li>
        </ul>
      </nav>
      <div>
        <h2 class="mb-3 text-sm font-semibold tracking-wide text-accent-500 uppercase">
          Follow us
        </h2>
        <ul class="space-y-2">
          ${SOCIAL_LINKS.map(
            (link) =>
              html`<li>
                <a
                  href="${link.href}"
                  target="_blank"
                  rel="noopener noreferrer"
                  class="${footerLinkClass}"
                  >${link.label}<span class="sr-only"> (opens in a new tab)</span></a
                >
              </li>`,
          )}
        </ul>
      </div>
    </div>
    <p class="border-t border-white/10 px-4 py-5 text-center text-xs text-brand-100">
      © ${new Date().getFullYear()} Internplace. Made in Nigeria.
    </p>
  </footer>`
}

/** The whole page inside the app's root: skip link, header, the page, footer (PublicLayout's). */
export function pageFrameHtml(frame: PageFrame): Html {
  return html`<div class="flex min-h-dvh flex-col" data-server-page>
    ${skipLinkHtml} ${header(frame)}
    <main id="main" tabindex="-1" class="flex-1 focus:outline-none">${frame.main}</main>
    ${footer()}
  </div>`
}

const checkIcon = html`<svg
  viewBox="0 0 20 20"
  fill="currentColor"
  aria-hidden="true"
  class="h-5 w-5 shrink-0"
>
  <path
    fill-rule="evenodd"
    d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z"
    clip-rule="evenodd"
  />
</svg>`

const authFooterLinkClass = 'hover:text-brand-900 hover:underline'

/**
 * The frame of the sign-up, sign-in and code pages: the web app's AuthLayout (brand panel on wide
 * screens, the form alone on phones), not the site's header and footer, so that the app takes the
 * page over without a jump.
 */
export function authFrameHtml(main: Html, words: AuthPageWords): Html {
  return html`<div
    class="min-h-dvh bg-white lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    data-server-page
  >
    <aside
      class="surface-dark relative hidden overflow-hidden bg-brand-900 px-12 py-14 text-white lg:flex lg:flex-col lg:justify-between"
    >
      <div
        aria-hidden="true"
        class="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-accent-500/20 blur-3xl"
      ></div>
      <p class="text-sm font-semibold tracking-widest text-accent-500 uppercase">
        Internplace for ${words.audience}
      </p>
      <div class="relative">
        <p class="text-3xl leading-tight font-bold xl:text-4xl">${words.headline}</p>
        <ul class="mt-8 space-y-4 text-brand-100">
          ${words.highlights.map(
            (highlight) =>
              html`<li class="flex gap-3">
                <span class="text-accent-500">${checkIcon}</span>${highlight}
              </li>`,
          )}
        </ul>
      </div>
      <p class="text-sm text-brand-100/80">${AUTH_PANEL_FOOTNOTE}</p>
    </aside>
    <div class="flex min-h-dvh flex-col px-5 py-6 sm:px-10">
      <header>
        ${logoHtml()}
      </header>
      <main id="main" class="flex flex-1 items-center justify-center py-10">
        <div class="w-full max-w-sm">${main}</div>
      </main>
      <footer class="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
        <span>© ${new Date().getFullYear()} Internplace</span>
        <a href="${WEB_PAGES.termsOfService.href()}" class="${authFooterLinkClass}"
          >Terms of Service</a
        >
        <a href="${WEB_PAGES.privacyPolicy.href()}" class="${authFooterLinkClass}"
          >Privacy Policy</a
        >
      </footer>
    </div>
  </div>`
}
