import { useState, type FormEvent } from 'react'
import {
  AccountChangeInputSchema,
  DEFAULT_COUNTRY_CODE,
  type AccountChangeField,
  type AccountChangeInput,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { ApiError } from '../../lib/api-client'
import { changeFieldCopy } from './change-fields'
import { useSettingsKind } from './settings-kind'
import { useRequestChange } from './account-settings.api'

const inputClass = (hasError: boolean) =>
  `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:ring-4 focus:ring-brand-100 focus:outline-none sm:text-sm ${
    hasError ? 'border-red-500' : 'border-slate-300 focus:border-brand-500'
  }`

type FieldErrors = Partial<Record<'value' | 'countryCode', string>>

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path[0] === 'countryCode' ? 'countryCode' : 'value'
    errors[key] ??= issue.message
  }
  return errors
}

interface ChangeValueDialogProps {
  field: AccountChangeField
  /** The account's current dial code, the default of a new phone number. */
  countryCode: string | null
  onCancel: () => void
  /** A code is on its way for this change. */
  onCodeSent: (challengeId: string, change: AccountChangeInput) => void
}

/** The new name, email or phone number; Confirm mails a code to check it is really you. */
export function ChangeValueDialog({
  field,
  countryCode: currentCountryCode,
  onCancel,
  onCodeSent,
}: ChangeValueDialogProps) {
  const copy = changeFieldCopy(field, useSettingsKind().kind)
  const [value, setValue] = useState('')
  const [countryCode, setCountryCode] = useState(currentCountryCode ?? DEFAULT_COUNTRY_CODE)
  const [errors, setErrors] = useState<FieldErrors>({})
  const request = useRequestChange()
  const isPhone = field === 'phoneNumber'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const change = (
      isPhone ? { field, value, countryCode } : { field, value }
    ) as AccountChangeInput
    const parsed = AccountChangeInputSchema.safeParse(change)
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues))
      return
    }
    setErrors({})
    request.mutate(change, {
      onSuccess: ({ id }) => onCodeSent(id, change),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) {
          setErrors({ value: error.errors.value, countryCode: error.errors.countryCode })
        }
      },
    })
  }
  const serverError =
    request.isError && !(request.error instanceof ApiError && request.error.errors?.value)
      ? request.error.message
      : null

  return (
    <Dialog
      isOpen
      title={copy.dialogTitle}
      description="We will email you a 4-digit code to confirm the change."
      onClose={request.isPending ? undefined : onCancel}
    >
      <form noValidate onSubmit={submit} className="space-y-4 text-left">
        <div className={isPhone ? 'grid grid-cols-[6.5rem_1fr] gap-3' : ''}>
          {isPhone && (
            <div>
              <label
                htmlFor="change-country-code"
                className="mb-1.5 block text-sm font-medium text-slate-800"
              >
                Country code
              </label>
              <input
                id="change-country-code"
                type="text"
                inputMode="tel"
                autoComplete="tel-country-code"
                value={countryCode}
                onChange={(event) => setCountryCode(event.target.value)}
                aria-invalid={!!errors.countryCode || undefined}
                aria-describedby={errors.countryCode ? 'change-country-code-error' : undefined}
                className={inputClass(!!errors.countryCode)}
              />
            </div>
          )}
          <div>
            <label
              htmlFor="change-value"
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              {copy.inputLabel}
            </label>
            <input
              id="change-value"
              type={copy.inputType}
              autoComplete={copy.autoComplete}
              inputMode={isPhone ? 'tel' : undefined}
              required
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={!!errors.value || undefined}
              aria-describedby={errors.value ? 'change-value-error' : undefined}
              className={inputClass(!!errors.value)}
            />
          </div>
        </div>
        {errors.countryCode && (
          <p id="change-country-code-error" className="text-sm text-red-700">
            {errors.countryCode}
          </p>
        )}
        {errors.value && (
          <p id="change-value-error" className="text-sm text-red-700">
            {errors.value}
          </p>
        )}
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {serverError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={onCancel} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending code...' : 'Confirm'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
