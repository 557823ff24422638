import { useId, useState } from 'react'
import type { EditorSectionProps } from './company-section-props'

interface SectionTexts {
  title: string
  saved: string
  failed: string
}

/**
 * What every editor section of the company profile does the same: Edit puts back the stored
 * values and clears the last failure, Cancel puts them back and closes, and a save closes the
 * section and says so, or keeps it open and says it failed. `reset` puts back the stored values.
 */
export function useSectionEditor(
  texts: SectionTexts,
  { onSaved, onFailed }: Pick<EditorSectionProps, 'onSaved' | 'onFailed'>,
  reset: () => void,
) {
  const formId = useId()
  const [isEditing, setIsEditing] = useState(false)

  const save = async (write: () => Promise<void>, onError?: (error: unknown) => void) => {
    onFailed(null)
    try {
      await write()
      setIsEditing(false)
      onSaved(texts.saved)
    } catch (error) {
      onError?.(error)
      onFailed(texts.failed)
    }
  }

  /** EditableSection's props, but for isSaving. */
  const section = {
    title: texts.title,
    isEditing,
    formId,
    onEdit: () => {
      reset()
      onFailed(null)
      setIsEditing(true)
    },
    onCancel: () => {
      reset()
      setIsEditing(false)
    },
  }
  return { formId, isEditing, save, section }
}
