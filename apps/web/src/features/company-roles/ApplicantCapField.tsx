import type { UseFormReturn } from 'react-hook-form'
import {
  APPLICANT_CAP_MESSAGES,
  APPLICATION_CAP_MAX,
  APPLICATION_CAP_MIN,
  type RoleValues,
} from '@app/domain'
import type { RoleFormValues } from './role-form'
import { describedBy, inputClass, RoleField } from './RoleField'

/** Empty is no cap; anything else is the number typed (the schema says what is wrong with it). */
const toCap = (value: unknown) => (value === '' || value == null ? null : Number(value))

/** How many applications the role takes before it closes to new ones (decision 071). */
export function ApplicantCapField({
  form,
}: {
  form: UseFormReturn<RoleFormValues, unknown, RoleValues>
}) {
  const error = form.formState.errors.applicationCap?.message
  return (
    <RoleField
      id="role-application-cap"
      label={APPLICANT_CAP_MESSAGES.fieldLabel}
      hint={APPLICANT_CAP_MESSAGES.fieldHint}
      isOptional
      error={error}
    >
      <input
        id="role-application-cap"
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy('role-application-cap', true, !!error)}
        type="number"
        inputMode="numeric"
        min={APPLICATION_CAP_MIN}
        max={APPLICATION_CAP_MAX}
        step={1}
        placeholder="No cap"
        className={inputClass(!!error)}
        {...form.register('applicationCap', { setValueAs: toCap })}
      />
    </RoleField>
  )
}
