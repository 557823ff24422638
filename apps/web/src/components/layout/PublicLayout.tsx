import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { MAIN_ID, SkipLink } from './SkipLink'
import { Splash, useSplash } from './Splash'

/** Header, page and footer of every public page; the splash covers the first visit to '/'. */
export function PublicLayout() {
  const { pathname } = useLocation()
  const isSplashing = useSplash(pathname)
  if (isSplashing) return <Splash />
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  )
}
