import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { CountryCodeSelect } from '../ui/CountryCodeSelect'
import { TextField } from './FormFields'

/**
 * The country code and phone number side by side, as every profile and contact form asks for
 * them. The form must have `countryCode` and `phoneNumber` fields.
 */
export function PhoneNumberFields<T extends FieldValues>({
  form,
  className = '',
}: {
  form: UseFormReturn<T, unknown, T> | UseFormReturn<T>
  className?: string
}) {
  const phoneError = form.formState.errors['phoneNumber']?.message
  return (
    <div className={`grid grid-cols-[7.5rem_1fr] gap-3 ${className}`}>
      <Controller
        control={form.control}
        name={'countryCode' as Path<T>}
        render={({ field, fieldState }) => (
          <CountryCodeSelect
            ref={field.ref}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="8012345678"
        error={typeof phoneError === 'string' ? phoneError : undefined}
        registration={form.register('phoneNumber' as Path<T>)}
      />
    </div>
  )
}
