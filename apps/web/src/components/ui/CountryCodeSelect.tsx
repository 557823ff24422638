import { useId, type Ref } from 'react'
import { COUNTRIES } from '@app/domain'

interface CountryCodeSelectProps {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  name?: string
  label?: string
  error?: string
  id?: string
  disabled?: boolean
  ref?: Ref<HTMLInputElement>
}

/**
 * A dial code chosen from the country list or typed (spec §5: typed text starts with +). A text
 * box with suggestions, so any code can be entered and phones show their own picker.
 */
export function CountryCodeSelect({
  value,
  onChange,
  onBlur,
  name,
  label = 'Country code',
  error,
  id,
  disabled,
  ref,
}: CountryCodeSelectProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const listId = `${inputId}-countries`
  const errorId = `${inputId}-error`
  const matches = COUNTRIES.filter((c) => c.dialCode === value.trim())
  // Codes such as +1 or +44 are shared; a name is shown only when the code names one country.
  const country = matches.length === 1 ? matches[0] : undefined

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        name={name}
        type="text"
        inputMode="tel"
        autoComplete="tel-country-code"
        list={listId}
        value={value}
        disabled={disabled}
        placeholder="+234"
        onBlur={onBlur}
        // Typing digits alone gets the + the code needs.
        onChange={(event) => onChange(event.target.value.replace(/^(\d)/, '+$1'))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : country ? `${inputId}-country` : undefined}
        className={`mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:ring-4 focus:outline-none disabled:bg-slate-50 ${
          error
            ? 'border-red-500 focus:border-red-500 focus:ring-red-100'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
        }`}
      />
      <datalist id={listId}>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.dialCode}>
            {`${c.name} (${c.dialCode})`}
          </option>
        ))}
      </datalist>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        country && (
          <p id={`${inputId}-country`} className="mt-1 truncate text-xs text-slate-500">
            {country.name}
          </p>
        )
      )}
    </div>
  )
}
