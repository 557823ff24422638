import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AUTH_PANEL_FOOTNOTE } from '@app/domain'
import { Logo } from '../../components/ui/Logo'
import { paths } from '../../lib/paths'
import type { SignInSetup } from './account-kinds'

const CheckIcon = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5 shrink-0">
    <path
      fillRule="evenodd"
      d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z"
      clipRule="evenodd"
    />
  </svg>
)

/** The sign-up, sign-in and code pages: brand panel on wide screens, the form on its own on phones. */
export function AuthLayout({ setup, children }: { setup: SignInSetup; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-white lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="surface-dark relative hidden overflow-hidden bg-brand-900 px-12 py-14 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-accent-500/20 blur-3xl"
        />
        <p className="text-sm font-semibold tracking-widest text-accent-500 uppercase">
          Internplace for {setup.audience}
        </p>
        <div className="relative">
          <p className="text-3xl leading-tight font-bold xl:text-4xl">{setup.headline}</p>
          <ul className="mt-8 space-y-4 text-brand-100">
            {setup.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <span className="text-accent-500">
                  <CheckIcon />
                </span>
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-100/80">{AUTH_PANEL_FOOTNOTE}</p>
      </aside>

      <div className="flex min-h-dvh flex-col px-5 py-6 sm:px-10">
        <header>
          <Logo />
        </header>
        <main className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">{children}</div>
        </main>
        <footer className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <span>© {new Date().getFullYear()} Internplace</span>
          <Link to={paths.termsOfService.href()} className="hover:text-brand-900 hover:underline">
            Terms of Service
          </Link>
          <Link to={paths.privacyPolicy.href()} className="hover:text-brand-900 hover:underline">
            Privacy Policy
          </Link>
        </footer>
      </div>
    </div>
  )
}

/** The small pill above a page heading saying which kind of account this is. */
export function KindBadge({ setup }: { setup: SignInSetup }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
      {setup.label} account
    </span>
  )
}
