import type { ReactNode } from 'react'

interface AccountKindCardProps {
  value: string
  title: string
  description: string
  icon: ReactNode
  isChecked: boolean
  onSelect: (value: string) => void
}

/** A native radio dressed as a card, so arrow keys and screen readers work as usual. */
export function AccountKindCard({
  value,
  title,
  description,
  icon,
  isChecked,
  onSelect,
}: AccountKindCardProps) {
  return (
    <label
      className={`relative flex cursor-pointer flex-col gap-3 rounded-2xl border-2 p-5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
        isChecked
          ? 'border-brand-900 bg-brand-50'
          : 'border-slate-200 bg-white hover:border-brand-500'
      }`}
    >
      <input
        type="radio"
        name="accountKind"
        value={value}
        checked={isChecked}
        onChange={() => onSelect(value)}
        className="absolute top-5 right-5 h-5 w-5 accent-brand-900"
      />
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-900 text-accent-500"
      >
        {icon}
      </span>
      <span className="text-lg font-bold text-brand-900">{title}</span>
      <span className="text-sm text-slate-600">{description}</span>
    </label>
  )
}
