import { useEffect, useId, useState, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { EditableSection } from '../../components/profile/EditableSection'
import { showServerErrors } from './server-errors'

interface FormSectionProps<V extends FieldValues, O> {
  title: string
  form: UseFormReturn<V, unknown, O>
  /** The saved values: what Edit starts from and Cancel goes back to. */
  values: V
  save: (values: O) => Promise<unknown>
  isSaving: boolean
  view: ReactNode
  fields: ReactNode
  onSaved: () => void
  onFailed: (error: unknown) => void
  onEditingChange?: (formId: string | null) => void
}

/** A profile section shown as values, and as its form while edited; Cancel restores them. */
export function FormSection<V extends FieldValues, O>({
  title,
  form,
  values,
  save,
  isSaving,
  view,
  fields,
  onSaved,
  onFailed,
  onEditingChange,
}: FormSectionProps<V, O>) {
  const formId = useId()
  const [isEditing, setIsEditing] = useState(false)
  useEffect(
    () => onEditingChange?.(isEditing ? formId : null),
    [isEditing, formId, onEditingChange],
  )

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save(input)
      setIsEditing(false)
      onSaved()
    } catch (error) {
      showServerErrors(form, error)
      onFailed(error)
    }
  })

  return (
    <EditableSection
      title={title}
      isEditing={isEditing}
      isSaving={isSaving}
      onEdit={() => {
        form.reset(values)
        setIsEditing(true)
      }}
      onCancel={() => {
        form.reset(values)
        setIsEditing(false)
      }}
      formId={formId}
    >
      {isEditing ? (
        <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
          {fields}
        </form>
      ) : (
        view
      )}
    </EditableSection>
  )
}
