import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { ADMIN_MESSAGES, REASON_MAX_LENGTH } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { BusyAlertDialog } from '../../components/ui/Dialog'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'

interface ReasonDialogProps {
  isOpen: boolean
  title: string
  description: ReactNode
  /** 'Reason' (required: the account is told it) or 'Note (optional)'. */
  label: string
  isRequired: boolean
  confirmLabel: string
  pendingLabel: string
  variant?: 'primary' | 'danger'
  isPending: boolean
  /** The failure of the last try, shown in the dialog; field errors go under the box. */
  error: unknown
  onConfirm: (text: string) => void
  onClose: () => void
}

const FAILED = 'That did not work. Please try again.'

function failureOf(error: unknown): { field?: string; form?: string } {
  if (!error) return {}
  if (error instanceof ApiError && error.errors) {
    const field = error.errors.reason ?? error.errors.note
    if (field) return { field }
  }
  return { form: hasMessageForPeople(error) ? error.message : FAILED }
}

/**
 * The confirmation of a console action, with the reason the account is told (required) or a
 * note (optional). It stays open, showing what went wrong, until the action succeeds.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  // A fresh box each time it opens.
  if (!props.isOpen) return null
  return <ReasonForm {...props} />
}

function ReasonForm({
  title,
  description,
  label,
  isRequired,
  confirmLabel,
  pendingLabel,
  variant = 'primary',
  isPending,
  error,
  onConfirm,
  onClose,
}: Omit<ReasonDialogProps, 'isOpen'>) {
  const [text, setText] = useState('')
  const [missing, setMissing] = useState(false)
  const box = useRef<HTMLTextAreaElement>(null)
  const fieldId = useId()
  const errorId = useId()
  const failure = failureOf(error)
  const fieldError = missing ? ADMIN_MESSAGES.reasonRequired : failure.field

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = text.trim()
    if (isRequired && !trimmed) {
      setMissing(true)
      box.current?.focus()
      return
    }
    setMissing(false)
    onConfirm(trimmed)
  }

  return (
    <BusyAlertDialog
      isOpen
      isPending={isPending}
      title={title}
      description={description}
      onClose={onClose}
      initialFocusRef={box}
    >
      <form onSubmit={submit} noValidate className="space-y-4 text-left">
        {failure.form && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure.form}
          </p>
        )}
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
            {label}
          </label>
          <textarea
            ref={box}
            id={fieldId}
            value={text}
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            required={isRequired}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value)
              if (missing) setMissing(false)
            }}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 aria-[invalid]:border-red-600"
          />
          {fieldError && (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {fieldError}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={variant} disabled={isPending}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </BusyAlertDialog>
  )
}
