import type { ReactNode } from 'react'
import { EMPTY_STATE_DRAWING } from '@app/domain'

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
      <svg
        aria-hidden="true"
        viewBox={EMPTY_STATE_DRAWING.viewBox}
        className="h-12 w-12 text-brand-500"
        // Fixed markup from the domain, no user text in it.
        dangerouslySetInnerHTML={{ __html: EMPTY_STATE_DRAWING.inner }}
      />
      <p className="text-base font-semibold text-brand-900">{title}</p>
      {description && <div className="max-w-sm text-sm text-slate-600">{description}</div>}
      {action}
    </div>
  )
}
