import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LOCKED_HINT } from '@app/domain'

interface GatedLinkProps {
  to: string
  isLocked: boolean
  children: ReactNode
  className?: string
  /** Classes added while locked, for links that look like buttons. */
  lockedClassName?: string
  isCurrentPage?: boolean
}

/**
 * A link that stays visible but inert until the profile is complete, so users see what they are
 * working towards; the server refuses the locked actions too.
 */
export function GatedLink({
  to,
  isLocked,
  children,
  className = '',
  lockedClassName = '',
  isCurrentPage = false,
}: GatedLinkProps) {
  const ariaCurrent = isCurrentPage ? 'page' : undefined
  if (!isLocked) {
    return (
      <Link to={to} className={className} aria-current={ariaCurrent}>
        {children}
      </Link>
    )
  }
  return (
    <span
      role="link"
      aria-disabled="true"
      aria-current={ariaCurrent}
      title={LOCKED_HINT}
      className={`cursor-not-allowed ${className} ${lockedClassName}`}
    >
      {children}
    </span>
  )
}
