import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { TextField } from './FormFields'

/**
 * First, last and other name, as the profile and the contact details ask for them. The form must
 * have `firstName`, `lastName` and `otherName` fields.
 */
export function NameFields<T extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, T> | UseFormReturn<T>
}) {
  const errorOf = (name: string) => {
    const message = form.formState.errors[name]?.message
    return typeof message === 'string' ? message : undefined
  }
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errorOf('firstName')}
        registration={form.register('firstName' as Path<T>)}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errorOf('lastName')}
        registration={form.register('lastName' as Path<T>)}
      />
      <TextField
        label="Other name (optional)"
        autoComplete="additional-name"
        error={errorOf('otherName')}
        registration={form.register('otherName' as Path<T>)}
      />
    </>
  )
}
