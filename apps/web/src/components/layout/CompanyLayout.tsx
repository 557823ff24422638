import { useEffect, useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Outlet, useLocation } from 'react-router'
import { paths } from '../../app/paths'
import { companyQueries } from '../../lib/account-queries'
import { GatedLink } from '../dashboard/GatedLink'
import { LogOutButton } from '../dashboard/LogOutButton'
import { Logo } from '../ui/Logo'
import { CompanyNav } from './CompanyNav'

const myAccountClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50'

/** On phones: the logo and a menu button; the menu drops down under the bar. */
function MobileBar({ isLocked }: { isLocked: boolean }) {
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  const [openedAt, setOpenedAt] = useState(pathname)
  // A followed link closes the menu.
  if (isOpen && pathname !== openedAt) setIsOpen(false)

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setIsOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen])

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <Logo />
        <button
          ref={toggle}
          type="button"
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => {
            setOpenedAt(pathname)
            setIsOpen((open) => !open)
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d={isOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
          Menu
        </button>
      </div>
      <div
        id={menuId}
        hidden={!isOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-100 px-4 pt-3 pb-4 shadow-lg"
      >
        <CompanyNav isLocked={isLocked} label="Company menu" />
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <GatedLink
            to={paths.company.profile}
            isLocked={isLocked}
            className={myAccountClass}
            lockedClassName="opacity-60 hover:bg-transparent"
          >
            My Account
          </GatedLink>
          <LogOutButton />
        </div>
      </div>
    </header>
  )
}

/**
 * The frame of the company area: a sidebar on wide screens, a top bar with a menu on phones. Its
 * links stay inert until the company profile is complete.
 */
export function CompanyLayout() {
  const company = useQuery(companyQueries.me())
  const isLocked = !company.data?.profileComplete

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-slate-200 bg-white px-4 py-6 lg:flex">
        <Logo className="px-3" />
        <div className="mt-8 flex-1">
          <CompanyNav isLocked={isLocked} />
        </div>
        <LogOutButton />
      </aside>

      <div className="min-w-0 flex-1">
        <MobileBar isLocked={isLocked} />
        <div className="hidden items-center justify-end gap-2 border-b border-slate-200 bg-white px-8 py-3 lg:flex">
          <GatedLink
            to={paths.company.profile}
            isLocked={isLocked}
            className={myAccountClass}
            lockedClassName="opacity-60 hover:bg-transparent"
          >
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-bold text-brand-900"
            >
              {company.data?.logoUrl ? (
                <img src={company.data.logoUrl} alt="" className="h-full w-full object-cover" />
              ) : (
                (company.data?.companyName?.trim()[0] ?? 'C').toUpperCase()
              )}
            </span>
            My Account
          </GatedLink>
        </div>
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
