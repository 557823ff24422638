import { ROLE_FRESHNESS_MESSAGES, postedAgoLabel } from '@app/domain'

/** 'Actively reviewing' (decision 070): the company opened or decided an application lately. */
export function ActivelyReviewingBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ${className}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-sky-600" />
      {ROLE_FRESHNESS_MESSAGES.activelyReviewing}
    </span>
  )
}

/**
 * 'Posted 3 days ago' and, while it is true, 'Actively reviewing': how fresh a role is, on every
 * role card and page (decision 070).
 */
export function RoleFreshness({
  role,
  className = '',
}: {
  role: { postedAt: string; activelyReviewing: boolean }
  className?: string
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 ${className}`}
    >
      <span>{postedAgoLabel(role.postedAt)}</span>
      {role.activelyReviewing && <ActivelyReviewingBadge />}
    </p>
  )
}
