import { matchPath, useLocation } from 'react-router'
import { GatedLink } from '../dashboard/GatedLink'

export interface AccountNavItem {
  label: string
  to: string
  /** Route templates (paths.x.path) of other pages under this link, so it reads as current there. */
  also?: readonly string[]
  /** An SVG path on a 20 × 20 grid. */
  icon: string
  /** Inert until the profile is complete. */
  isLocked: boolean
}

export const NAV_ICONS = {
  dashboard: 'M3 10.5 10 4l7 6.5M5 9v7h4v-4h2v4h4V9',
  jobBoards: 'M4 6h12v10H4zM7 6V4h6v2M4 10h12',
  search: 'M9 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12ZM13.5 13.5 17 17',
  bookmark: 'M6 3h8v14l-4-3-4 3z',
  applications: 'M6 3h6l3 3v11H6zM9 9h4M9 12h4M9 15h2',
  placements: 'M4 5h12v12H4zM4 9h12M7 3v4M13 3v4M7 13h3',
  cv: 'M5 3h10v14H5zM8 7h4M8 10h4M8 13h2',
  letters: 'M3 5h14v10H3zM3 5l7 6 7-6',
  profile: 'M10 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM4 17a6 6 0 0 1 12 0',
  settings:
    'M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4',
} as const

const isUnder = (pathname: string, path: string) => !!matchPath({ path, end: false }, pathname)

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

/** The links of an account area; the longest matching link is the current one. */
export function AccountNav({ items, label }: { items: readonly AccountNavItem[]; label: string }) {
  const { pathname } = useLocation()
  const matchLength = (item: AccountNavItem) =>
    Math.max(
      0,
      ...[item.to, ...(item.also ?? [])]
        .filter((path) => isUnder(pathname, path))
        .map((path) => path.length),
    )
  const best = Math.max(0, ...items.map(matchLength))
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {items.map((item) => {
          const isCurrent = best > 0 && matchLength(item) === best
          return (
            <li key={item.to}>
              <GatedLink
                to={item.to}
                isLocked={item.isLocked}
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
