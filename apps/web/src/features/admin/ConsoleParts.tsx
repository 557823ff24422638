import type { ReactNode } from 'react'
import { DebouncedSearchField } from '../../components/roles/DebouncedSearchField'

/** The heading of a console page, with its browser tab title. */
export function ConsoleHeading({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <header className="mb-6">
      <title>{`${title} — Internplace console`}</title>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-2xl text-slate-600">{intro}</p>
    </header>
  )
}

const SearchIcon = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-5 w-5">
    <path strokeLinecap="round" d="M9 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12ZM13.5 13.5 17 17" />
  </svg>
)

/** The search box of a console list; it searches once typing pauses. */
export function ConsoleSearch(props: {
  label: string
  placeholder: string
  value: string
  onCommit: (value: string) => void
}) {
  return (
    <div className="mb-5 flex">
      <DebouncedSearchField {...props} icon={<SearchIcon />} />
    </div>
  )
}

type Tone = 'neutral' | 'good' | 'warn' | 'bad'
const TONES: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  good: 'bg-emerald-50 text-emerald-800',
  warn: 'bg-amber-50 text-amber-900',
  bad: 'bg-red-50 text-red-800',
}

/** A short state word on a console row: 'Pending', 'Suspended', 'Removed'. */
export function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  )
}

/** A row of the console: a card with its facts and, on the right or below, its actions. */
export function ConsoleCard({
  heading,
  children,
  actions,
  actionsBelow = false,
}: {
  heading: ReactNode
  children: ReactNode
  actions?: ReactNode
  /** Several actions go under the facts, so the facts keep the card's width. */
  actionsBelow?: boolean
}) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div
        className={`flex flex-col gap-4 ${actionsBelow ? '' : 'sm:flex-row sm:items-start sm:justify-between'}`}
      >
        <div className="min-w-0 flex-1 space-y-2">
          {heading}
          {children}
        </div>
        {actions && (
          <div
            className={`flex shrink-0 flex-wrap gap-2 ${actionsBelow ? 'border-t border-slate-100 pt-4' : ''}`}
          >
            {actions}
          </div>
        )}
      </div>
    </article>
  )
}

/** Facts as label and value pairs; empty values say so instead of leaving a gap. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex min-w-0 gap-2">
          <dt className="shrink-0 text-slate-500">{label}:</dt>
          <dd className="min-w-0 break-words text-slate-900">
            {value || <span className="text-slate-500">Not given</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
