import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { INDUSTRIES, SIWES_PROGRAMMES } from '@app/domain'
import { Button } from '../ui/Button'

/** 'compact' leaves room for a time picker's icon on a phone; 'readonly' looks unchangeable. */
export const controlClass = (
  hasError: boolean,
  look: 'normal' | 'compact' | 'readonly' = 'normal',
) =>
  `mt-1.5 block min-h-11 w-full rounded-lg border py-2.5 text-base ${look === 'compact' ? 'px-2' : 'px-3.5'} ${look === 'readonly' ? 'bg-slate-50 text-slate-600' : 'bg-white text-slate-900'} placeholder:text-slate-400 focus:ring-4 focus:outline-none disabled:bg-slate-50 ${
    hasError
      ? 'border-red-500 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`

/** A profile form whose values are checked by `Schema`, as its fields components take it. */
export type SchemaForm<Values extends FieldValues, Schema extends z.ZodType> = UseFormReturn<
  Values,
  unknown,
  z.output<Schema>
>

/** The two columns (one on a phone) every profile form lays its fields in. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>
}

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

/** What is wrong with a field or a group of them, under it; `id` is what it is described by. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600">
      {error}
    </p>
  )
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
        <FieldError id={`${id}-error`} error={error} />
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
  isReadOnlyLook?: boolean
}

export function TextField({
  label,
  error,
  hint,
  registration,
  className,
  isReadOnlyLook = false,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...inputProps}
          {...registration}
          {...control}
          className={controlClass(!!error, isReadOnlyLook ? 'readonly' : 'normal')}
        />
      )}
    </Field>
  )
}

/** The sign-in email, shown in a profile but changed only in Settings. */
export function SignInEmailField({ email }: { email: string }) {
  return (
    <TextField
      label="Email"
      type="email"
      value={email}
      readOnly
      isReadOnlyLook
      hint="Your sign-in email; change it in Settings."
      className="sm:col-span-2"
    />
  )
}

/** A profile's street address. */
export function AddressField(props: Pick<TextFieldProps, 'error' | 'registration' | 'className'>) {
  return <TextField label="Address" autoComplete="street-address" {...props} />
}

/** An industry, chosen from the domain's list: a company's, or the one an intern prefers. */
export function IndustryField({
  registration,
  ...props
}: Pick<TextFieldProps, 'label' | 'error' | 'registration' | 'className'>) {
  return (
    <Field {...props}>
      {(control) => (
        <select {...registration} {...control}>
          <option value="">Choose an industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry}>{industry}</option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** A SIWES/IT student's programme (ND, HND, NCE, BSc), as letters and placements ask for it. */
export function ProgrammeField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  return (
    <Field label="Programme" error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose…</option>
          {SIWES_PROGRAMMES.map((programme) => (
            <option key={programme} value={programme}>
              {programme}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** A corps member's NYSC state code, which a letter names when it is given. */
export function StateCodeField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="State code (optional)"
      placeholder="LA/26A/1234"
      autoComplete="off"
      {...props}
    />
  )
}

/** Who signs a letter or form for the company: their name and job title, side by side. */
export function SignatoryFields({
  name,
  title,
}: {
  name: Omit<TextFieldProps, 'label'>
  title: Omit<TextFieldProps, 'label'>
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Signatory's name" autoComplete="name" {...name} />
      <TextField
        label="Signatory's title"
        placeholder="Head of People"
        autoComplete="organization-title"
        {...title}
      />
    </div>
  )
}

/** A small form's foot: what went wrong, the submit button and Cancel. */
export function FormActions({
  alert,
  pending,
  onCancel,
  label = 'Save',
  pendingLabel = 'Saving…',
}: {
  alert: string | null
  pending: boolean
  onCancel: () => void
  label?: string
  pendingLabel?: string
}) {
  return (
    <>
      {alert && (
        <p role="alert" className="text-sm text-red-700">
          {alert}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : label}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  )
}

interface BioFieldProps {
  placeholder: string
  error?: string
  registration: UseFormRegisterReturn
}

/** A profile's bio, across the whole form. */
export function BioField({ placeholder, error, registration }: BioFieldProps) {
  return (
    <Field label="Bio" error={error} className="sm:col-span-2">
      {(control) => <textarea rows={5} placeholder={placeholder} {...registration} {...control} />}
    </Field>
  )
}
