import { useCallback, useEffect, useRef, useState } from 'react'
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
 * Saves the form's values as a draft shortly after each change, and at once when it unmounts.
 * Answers a function that drops the save still waiting, for a submit that drops the draft: the
 * waiting save would otherwise bring it back.
 */
export function useDraftAutosave<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  saveDraft: (values: T) => void,
): () => void {
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  const cancel = useCallback(() => {
    clearTimeout(pending.current)
    pending.current = undefined
  }, [])
  useEffect(() => {
    const saveNow = () => {
      cancel()
      saveDraft(form.getValues())
    }
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        // A field's own event: 'change', or 'input' where onChange listens to input events
        // (Preact, decision 035; react-hook-form's types do not name it). A reset or setValue has
        // no type and is not typing.
        const event: string | undefined = type
        if (event !== 'change' && event !== 'input') return
        clearTimeout(pending.current)
        pending.current = setTimeout(saveNow, DRAFT_DEBOUNCE_MS)
      },
    })
    return () => {
      unsubscribe()
      // Leaving the step within the debounce still keeps the last keys typed.
      if (pending.current) saveNow()
    }
  }, [form, saveDraft, cancel])
  return cancel
}
