import { MONTH_NAMES } from '@app/domain'
import { useId } from 'react'
import { FieldError } from '../../components/profile/FormFields'

interface MonthYearPickerProps {
  /** 'YYYY-MM', or '' while nothing is chosen. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** How many years back the year list reaches, this year included. */
  yearsBack: number
  /** Labels the pair, e.g. 'Established date'. */
  label: string
  error?: string
  id?: string
  disabled?: boolean
}

const selectClass = (hasError: boolean) =>
  `block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus:ring-4 focus:outline-none disabled:bg-slate-50 ${
    hasError
      ? 'border-red-500 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`

/**
 * A month and a year, chosen from two lists; months after the current one cannot be chosen for
 * this year. Each half keeps its choice while the other is still empty.
 */
export function MonthYearPicker({
  value,
  onChange,
  onBlur,
  yearsBack,
  label,
  error,
  id,
  disabled,
}: MonthYearPickerProps) {
  const ownId = useId()
  const baseId = id ?? ownId
  const errorId = `${baseId}-error`
  const now = new Date()
  const thisYear = now.getFullYear()
  const years = Array.from({ length: yearsBack }, (_, i) => String(thisYear - i))
  const [year = '', month = ''] = value.split('-')

  const emit = (nextYear: string, nextMonth: string) => onChange(`${nextYear}-${nextMonth}`)
  const isFutureMonth = (m: number) => Number(year) === thisYear && m > now.getMonth() + 1
  const describedBy = error ? errorId : undefined

  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-800">{label}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${baseId}-month`} className="sr-only">
            {label} month
          </label>
          <select
            id={`${baseId}-month`}
            value={month}
            disabled={disabled}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => emit(year, event.target.value)}
            className={selectClass(!!error)}
          >
            <option value="">Month</option>
            {MONTH_NAMES.map((name, index) => {
              const number = index + 1
              return (
                <option
                  key={name}
                  value={String(number).padStart(2, '0')}
                  disabled={isFutureMonth(number)}
                >
                  {name}
                </option>
              )
            })}
          </select>
        </div>
        <div>
          <label htmlFor={`${baseId}-year`} className="sr-only">
            {label} year
          </label>
          <select
            id={`${baseId}-year`}
            value={year}
            disabled={disabled}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => emit(event.target.value, month)}
            className={selectClass(!!error)}
          >
            <option value="">Year</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}
