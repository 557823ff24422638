import type { ReactNode } from 'react'

const NOT_SET = 'Not given yet'

/** One fact of the placement; 'Not given yet' until it is. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{children || NOT_SET}</dd>
    </div>
  )
}

/** A card of the placement page: its title, an action beside it, and what it holds. */
export function Section({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}
