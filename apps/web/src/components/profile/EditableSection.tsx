import { useEffect, useId, useRef, type ReactNode } from 'react'
import { StrokeIcon } from '../ui/StrokeIcon'

interface EditableSectionProps {
  title: string
  isEditing: boolean
  isSaving: boolean
  onEdit: () => void
  onCancel: () => void
  /** The id of the section's form, which the save icon submits. */
  formId: string
  children: ReactNode
}

const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-brand-50 hover:text-brand-900 disabled:cursor-not-allowed disabled:opacity-50'

const ICONS = {
  edit: 'M13.5 3.5l3 3L7 16H4v-3l9.5-9.5Z',
  save: 'M4 10.5 8 14.5 16 5.5',
  cancel: 'M5 5l10 10M15 5 5 15',
}

function Icon({ d }: { d: string }) {
  return (
    <StrokeIcon strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </StrokeIcon>
  )
}

/** A section of the profile editor that shows its values and turns into a form on edit. */
export function EditableSection({
  title,
  isEditing,
  isSaving,
  onEdit,
  onCancel,
  formId,
  children,
}: EditableSectionProps) {
  const headingId = useId()
  const body = useRef<HTMLDivElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(isEditing)

  // Keyboard users land in the form on edit, and back on the edit button after save or cancel.
  useEffect(() => {
    if (isEditing && !wasEditing.current) {
      body.current
        ?.querySelector<HTMLElement>('input:not([type=file]), select, textarea, button')
        ?.focus()
    } else if (!isEditing && wasEditing.current) {
      editButton.current?.focus()
    }
    wasEditing.current = isEditing
  }, [isEditing])

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <header className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        <div className="flex shrink-0 gap-1">
          {isEditing ? (
            <>
              <button
                type="button"
                className={iconButton}
                aria-label={`Cancel editing ${title}`}
                title="Cancel"
                onClick={onCancel}
                disabled={isSaving}
              >
                <Icon d={ICONS.cancel} />
              </button>
              <button
                type="submit"
                form={formId}
                className={`${iconButton} text-accent-600`}
                aria-label={`Save ${title}`}
                title="Save"
                disabled={isSaving}
              >
                {isSaving ? (
                  <span
                    aria-hidden="true"
                    className="h-4 w-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-900"
                  />
                ) : (
                  <Icon d={ICONS.save} />
                )}
              </button>
            </>
          ) : (
            <button
              ref={editButton}
              type="button"
              className={iconButton}
              aria-label={`Edit ${title}`}
              title="Edit"
              onClick={onEdit}
            >
              <Icon d={ICONS.edit} />
            </button>
          )}
        </div>
      </header>
      <div ref={body}>{children}</div>
    </section>
  )
}
