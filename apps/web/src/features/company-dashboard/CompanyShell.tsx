import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { GatedLink } from '../../components/dashboard/GatedLink'
import { LogOutButton } from '../../components/dashboard/LogOutButton'
import { Logo } from '../../components/ui/Logo'
import { paths } from '../../app/paths'

const NAV = [
  {
    label: 'Dashboard',
    to: paths.company.dashboard,
    icon: 'M3 10.5 10 4l7 6.5M5 9v7h4v-4h2v4h4V9',
  },
  { label: 'Job Boards', to: paths.company.jobBoards, icon: 'M4 6h12v10H4zM7 6V4h6v2M4 10h12' },
  {
    label: 'Applications',
    to: paths.company.applications,
    icon: 'M6 3h6l3 3v11H6zM9 9h4M9 12h4M9 15h2',
  },
  {
    label: 'Profile',
    to: paths.company.profile,
    icon: 'M10 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM4 17a6 6 0 0 1 12 0',
  },
  {
    label: 'Settings',
    to: paths.company.settings,
    icon: 'M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4',
  },
] as const

function NavIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="h-5 w-5 shrink-0"
    >
      <path d={d} />
    </svg>
  )
}

function CompanyNav({ isLocked, layout }: { isLocked: boolean; layout: 'sidebar' | 'bar' }) {
  const { pathname } = useLocation()
  const isSidebar = layout === 'sidebar'
  return (
    <nav aria-label="Company">
      <ul className={isSidebar ? 'space-y-1' : 'flex gap-1 overflow-x-auto px-4 pb-2'}>
        {NAV.map((item) => {
          const isCurrent = pathname === item.to
          return (
            <li key={item.to} className="shrink-0">
              <GatedLink
                to={item.to}
                isLocked={isLocked}
                isCurrentPage={isCurrent}
                className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors ${
                  isCurrent
                    ? 'bg-brand-900 text-white'
                    : 'text-slate-600 hover:bg-brand-50 hover:text-brand-900'
                }`}
                lockedClassName={isCurrent ? '' : 'opacity-60 hover:bg-transparent'}
              >
                <NavIcon d={item.icon} />
                {item.label}
              </GatedLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The frame of the company pages: sidebar on wide screens, a scrolling bar of links on phones. */
export function CompanyShell({ isLocked, children }: { isLocked: boolean; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-slate-200 bg-white px-4 py-6 lg:flex">
        <Logo className="px-3" />
        <div className="mt-8 flex-1">
          <CompanyNav isLocked={isLocked} layout="sidebar" />
        </div>
        <LogOutButton />
      </aside>

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur lg:hidden">
          <div className="flex items-center justify-between px-4 py-3">
            <Logo />
            <LogOutButton />
          </div>
          <CompanyNav isLocked={isLocked} layout="bar" />
        </header>
        <div className="hidden items-center justify-end gap-2 border-b border-slate-200 bg-white px-8 py-3 lg:flex">
          <GatedLink
            to={paths.company.profile}
            isLocked={isLocked}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            lockedClassName="opacity-60 hover:bg-transparent"
          >
            My Account
          </GatedLink>
        </div>
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</main>
      </div>
    </div>
  )
}
