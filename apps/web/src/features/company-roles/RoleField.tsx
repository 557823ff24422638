import type { ReactNode } from 'react'

/** Ids of the hint and error under a field, for its aria-describedby. */
export const describedBy = (id: string, hasHint: boolean, hasError: boolean) =>
  [hasHint && `${id}-hint`, hasError && `${id}-error`].filter(Boolean).join(' ') || undefined

export const inputClass = (hasError: boolean) =>
  `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:ring-4 focus:ring-brand-100 focus:outline-none sm:text-sm ${
    hasError ? 'border-red-500 focus:border-red-500' : 'border-slate-300 focus:border-brand-500'
  }`

interface RoleFieldProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Shown at the label's end, such as a character count. */
  aside?: ReactNode
  isOptional?: boolean
  children: ReactNode
}

/** A labelled form control with its hint and its error, both tied to it for screen readers. */
export function RoleField({ id, label, hint, error, aside, isOptional, children }: RoleFieldProps) {
  return (
    <div className="min-w-0">
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {isOptional && <span className="font-normal text-slate-500"> (optional)</span>}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-brand-900">
        {title}
      </legend>
      <div className="clear-both grid gap-5">{children}</div>
    </fieldset>
  )
}
