import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

export const controlClass = (hasError: boolean) =>
  `mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:ring-4 focus:outline-none read-only:bg-slate-50 read-only:text-slate-600 disabled:bg-slate-50 ${
    hasError
      ? 'border-red-500 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`

interface FieldProps {
  label: string
  error?: string
  hint?: ReactNode
  className?: string
  children: (control: {
    id: string
    'aria-invalid'?: true
    'aria-describedby'?: string
    className: string
  }) => ReactNode
}

/** A labelled control with its hint or error tied to it for screen readers. */
export function Field({ label, error, hint, className = '', children }: FieldProps) {
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: controlClass(!!error),
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  )
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string
  error?: string
  hint?: ReactNode
  registration?: UseFormRegisterReturn
  className?: string
}

export function TextField({
  label,
  error,
  hint,
  registration,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...inputProps} {...registration} {...control} />}
    </Field>
  )
}
