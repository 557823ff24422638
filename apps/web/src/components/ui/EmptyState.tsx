import type { ReactNode } from 'react'

interface EmptyStateProps {
  title: string
  description?: ReactNode
  action?: ReactNode
  className?: string
}

/** What a list shows when it has nothing to show, with an optional way forward. */
export function EmptyState({ title, description, action, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-12 w-12 text-brand-500">
        <rect
          x="8"
          y="10"
          width="32"
          height="28"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path
          d="M8 18h32M16 26h16M16 31h10"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <p className="text-base font-semibold text-brand-900">{title}</p>
      {description && <div className="max-w-sm text-sm text-slate-600">{description}</div>}
      {action}
    </div>
  )
}
