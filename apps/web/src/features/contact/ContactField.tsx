import type { ComponentProps } from 'react'
import type { FieldError } from 'react-hook-form'

type ContactFieldProps = {
  label: string
  error?: FieldError | undefined
  multiline?: boolean
} & ComponentProps<'input'> &
  ComponentProps<'textarea'>

const control =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 aria-invalid:border-red-600'

/** A labelled input whose error sits under it and is announced with it. */
export function ContactField({ label, error, multiline = false, id, ...props }: ContactFieldProps) {
  const errorId = `${id}-error`
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${control} ${error ? 'border-red-600' : 'border-slate-300'}`,
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea rows={5} {...props} {...shared} />
      ) : (
        <input {...(props as ComponentProps<'input'>)} {...shared} />
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  )
}
