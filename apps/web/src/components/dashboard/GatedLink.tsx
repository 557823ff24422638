import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface GatedLinkProps {
  to: string
  isLocked: boolean
  children: ReactNode
  className?: string
  /** Classes added while locked, for links that look like buttons. */
  lockedClassName?: string
}

export const LOCKED_HINT = 'Complete your profile to unlock this'

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
}: GatedLinkProps) {
  if (!isLocked) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <span
      role="link"
      aria-disabled="true"
      title={LOCKED_HINT}
      className={`cursor-not-allowed ${className} ${lockedClassName}`}
    >
      {children}
    </span>
  )
}
