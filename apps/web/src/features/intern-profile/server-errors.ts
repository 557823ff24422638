import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { ApiError } from '../../lib/api-client'

/** Shows the server's per-field answers beside the fields they belong to. */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
) {
  const errors = error instanceof ApiError ? (error.errors ?? {}) : {}
  for (const [field, message] of Object.entries(errors)) {
    if (field in form.getValues()) form.setError(field as Path<T>, { message })
  }
}
