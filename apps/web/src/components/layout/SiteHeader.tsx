import { useEffect, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { HEADER_SKELETON_MS, PUBLIC_NAV_LINKS, buttonClass } from '@app/domain'
import { paths } from '../../lib/paths'
import { Logo } from '../ui/Logo'
import { Skeleton } from '../ui/Skeleton'
import { MobileNav } from './MobileNav'

/** The skeleton covers the first HEADER_SKELETON_MS after the page loaded, not every navigation. */
function useHeaderReady(): boolean {
  const [isReady, setReady] = useState(() => performance.now() >= HEADER_SKELETON_MS)
  useEffect(() => {
    if (isReady) return
    const timer = setTimeout(() => setReady(true), HEADER_SKELETON_MS - performance.now())
    return () => clearTimeout(timer)
  }, [isReady])
  return isReady
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-600 hover:text-brand-900'
  }`

function HeaderSkeleton() {
  return (
    <div className="flex w-full items-center justify-between" aria-hidden="true">
      <Skeleton className="h-8 w-36" />
      <div className="hidden gap-6 lg:flex">
        {PUBLIC_NAV_LINKS.map((link) => (
          <Skeleton key={link.href} className="h-4 w-24" />
        ))}
      </div>
      <Skeleton className="h-10 w-10 lg:w-32" />
    </div>
  )
}

export function SiteHeader() {
  const isReady = useHeaderReady()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
        {!isReady ? (
          <HeaderSkeleton />
        ) : (
          <div className="flex w-full items-center justify-between gap-4">
            <Logo />
            <nav aria-label="Main" className="hidden lg:block">
              <ul className="flex items-center gap-1">
                {PUBLIC_NAV_LINKS.map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} className={desktopLink}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {/* The way back in for a member, as on the pages the server writes (issue 33). */}
            <div className="hidden items-center gap-2 lg:flex">
              <Link to={paths.intern.signIn.href()} className={buttonClass('ghost')}>
                Sign in
              </Link>
              <Link to={paths.onboarding.href()} className={buttonClass()}>
                Get Started
              </Link>
            </div>
            <MobileNav />
          </div>
        )}
      </div>
    </header>
  )
}
