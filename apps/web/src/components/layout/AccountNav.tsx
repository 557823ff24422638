import { useLocation } from 'react-router'
import { currentNavLink, type AccountNavLink } from '@app/domain'
import { GatedLink } from '../dashboard/GatedLink'

export interface AccountNavItem extends AccountNavLink {
  /** Inert until the profile is complete. */
  isLocked: boolean
}

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

/** The links of an account area; the longest matching link is the current one (the domain's rule). */
export function AccountNav({ items, label }: { items: readonly AccountNavItem[]; label: string }) {
  const current = currentNavLink(items, useLocation().pathname)
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {items.map((item) => {
          const isCurrent = item === current
          return (
            <li key={item.href}>
              <GatedLink
                to={item.href}
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
