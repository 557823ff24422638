import { useLocation } from 'react-router'
import { paths } from '../../app/paths'
import { GatedLink } from '../dashboard/GatedLink'

const NAV = [
  {
    label: 'Dashboard',
    to: paths.company.dashboard,
    also: [],
    icon: 'M3 10.5 10 4l7 6.5M5 9v7h4v-4h2v4h4V9',
  },
  {
    label: 'Job Boards',
    to: paths.company.jobBoards,
    also: [paths.company.postInternship, paths.company.editRole],
    icon: 'M4 6h12v10H4zM7 6V4h6v2M4 10h12',
  },
  {
    label: 'Applications',
    to: paths.company.applications,
    also: [],
    icon: 'M6 3h6l3 3v11H6zM9 9h4M9 12h4M9 15h2',
  },
  {
    label: 'Profile',
    to: paths.company.profile,
    also: [paths.company.preview],
    icon: 'M10 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM4 17a6 6 0 0 1 12 0',
  },
  {
    label: 'Settings',
    to: paths.company.settings,
    also: [],
    icon: 'M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4',
  },
] as const

const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`)

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

/** The company area's links; all inert until the profile is complete (spec §2). */
export function CompanyNav({ isLocked, label = 'Company' }: { isLocked: boolean; label?: string }) {
  const { pathname } = useLocation()
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {NAV.map((item) => {
          const isCurrent = [item.to, ...item.also].some((path) => isUnder(pathname, path))
          return (
            <li key={item.to}>
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
