import { BROWSE_PILLS, type BrowsePill } from './browse.api'

interface FilterPillsProps {
  active: BrowsePill
  onChange: (pill: BrowsePill) => void
}

export function FilterPills({ active, onChange }: FilterPillsProps) {
  return (
    <div role="group" aria-label="Filter roles" className="flex flex-wrap gap-2">
      {BROWSE_PILLS.map((pill) => {
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
