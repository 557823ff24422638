import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { Splash, useSplash } from './Splash'

/** Header, page and footer of every public page; the splash covers the first visit to '/'. */
export function PublicLayout() {
  const { pathname } = useLocation()
  const isSplashing = useSplash(pathname)
  if (isSplashing) return <Splash />
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  )
}
