import { useState } from 'react'
import { toast } from '../ui/toast'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'

/** The line above a form's buttons when a field is wrong and says so itself. */
export const CHECK_FIELDS = 'Check the highlighted fields.'

/** A schema's issues by field ('supervisor.name'), the first per field; 'form' for the whole. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const found: Record<string, string> = {}
  for (const issue of issues) found[issue.path.join('.') || 'form'] ??= issue.message
  return found
}

/**
 * A small form's state where each field is checked with the server's schema before it is sent:
 * the values, an error per field, and one alert above the buttons. `outcome` gives a mutation
 * its success toast and shows a refusal the way the server worded it, keeping what was typed.
 */
export function useCheckedForm<V extends object>(initial: V | (() => V), failed: string) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }))
    setErrors((previous) => ({ ...previous, [name]: undefined }))
  }

  /** A text field's value, change handler and error. */
  const field = <K extends keyof V & string>(name: K) => ({
    value: String(values[name]),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
    error: errors[name],
  })

  /** Shows what the check found, by field, and says so above the buttons. */
  const refuse = (found: Record<string, string>) => {
    setErrors(found)
    setAlert(found.form ?? CHECK_FIELDS)
  }

  const outcome = (success: string, onDone: () => void) => ({
    onSuccess: () => {
      toast.success(success)
      onDone()
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.errors) setErrors(error.errors)
      setAlert(hasMessageForPeople(error) ? error.message : failed)
    },
  })

  return { values, set, field, errors, alert, clearAlert: () => setAlert(null), refuse, outcome }
}
