import { useId, type ReactNode } from 'react'

const selectClass =
  'mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900'

/** One choice of a console filter bar: a labelled select whose empty value means 'any'. */
export function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string
  value: string | undefined
  anyLabel: string
  options: readonly (readonly [string, string])[]
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <label htmlFor={id} className="min-w-0 flex-1 text-sm font-medium text-slate-700">
      {label}
      <select
        id={id}
        className={selectClass}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A console list's filter bar: its choices side by side on a wide screen, stacked on a phone. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form
      role="search"
      aria-label={label}
      className="mb-5 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  )
}
