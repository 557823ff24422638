import { useCallback, useEffect, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

/**
 * A form kept on this device until it is submitted (spec §4: 'draft'), under a key that names the
 * form and the account, so that nothing typed is lost when the page is left or reloaded.
 */
export function useFormDraft<T>(key: string) {
  const [draft, setDraft] = useState(() => read<T>(key))

  const save = useCallback(
    (values: T) => {
      localStorage.setItem(key, JSON.stringify(values))
      setDraft(values)
    },
    [key],
  )
  const clear = useCallback(() => {
    localStorage.removeItem(key)
    setDraft(null)
  }, [key])

  return { draft, save, clear }
}
export type FormDraft<T> = ReturnType<typeof useFormDraft<T>>

/** Typing is kept as a draft this long after the last key (spec §9: field debounce 300 ms). */
export const DRAFT_DEBOUNCE_MS = 300

/**
 * Saves the form's values as a draft shortly after each change, at once when it unmounts, and at
 * once when it is submitted, so that no save is left waiting to bring back a draft the submit drops.
 */
export function useDraftAutosave<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  saveDraft: (values: T) => void,
) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const saveNow = () => {
      clearTimeout(timer)
      timer = undefined
      saveDraft(form.getValues())
    }
    const unsubscribe = form.subscribe({
      formState: { values: true, isSubmitting: true },
      callback: ({ type, isSubmitting }) => {
        if (isSubmitting && timer) return saveNow()
        if (type !== 'change') return
        clearTimeout(timer)
        timer = setTimeout(saveNow, DRAFT_DEBOUNCE_MS)
      },
    })
    return () => {
      unsubscribe()
      // Leaving the step within the debounce still keeps the last keys typed.
      if (timer) saveNow()
    }
  }, [form, saveDraft])
}
