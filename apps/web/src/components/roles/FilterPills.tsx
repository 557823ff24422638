export interface FilterPill<Id extends string> {
  id: Id
  label: string
}

interface FilterPillsProps<Id extends string> {
  pills: readonly FilterPill<Id>[]
  active: Id
  onChange: (pill: Id) => void
  label?: string
}

/** One choice among a few filters, shown as toggle buttons that say which one is on. */
export function FilterPills<Id extends string>({
  pills,
  active,
  onChange,
  label = 'Filter roles',
}: FilterPillsProps<Id>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {pills.map((pill) => {
        const isActive = pill.id === active
        return (
          <button
            key={pill.id}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(pill.id)}
            className={`min-h-10 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${
              isActive
                ? 'border-brand-900 bg-brand-900 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-900'
            }`}
          >
            {pill.label}
          </button>
        )
      })}
    </div>
  )
}
