import type { ReactNode } from 'react'

/** Label and value pairs of a profile, stacked on phones and side by side on wider screens. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-0.5 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-slate-500">{label}</dt>
          <dd className="min-w-0 text-sm break-words whitespace-pre-line text-slate-900">
            {value || <span className="text-slate-500">Not specified</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
