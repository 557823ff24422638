import type { InputHTMLAttributes, ReactNode } from 'react'

type ChoiceProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode
  hint?: ReactNode
  type: 'checkbox' | 'radio'
}

/** A checkbox or radio with its label and an optional line of explanation, all one target. */
export function ChoiceInput({ label, hint, className = '', ...input }: ChoiceProps) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-1 py-2 hover:bg-slate-50 ${className}`}
    >
      <input {...input} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-900" />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        {hint && <span className="block text-sm text-slate-500">{hint}</span>}
      </span>
    </label>
  )
}
