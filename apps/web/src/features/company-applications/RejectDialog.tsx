import { useId, useRef, useState } from 'react'
import {
  REJECTION_NOTE_MAX_LENGTH,
  REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  type RejectionReason,
} from '@app/domain'
import { Button, buttonClass } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import type { RejectionChoice } from '../../lib/company-application-queries'

interface RejectDialogProps {
  isOpen: boolean
  title: string
  /** Who is rejected and what follows. */
  description: string
  confirmLabel: string
  isPending: boolean
  onCancel: () => void
  onConfirm: (choice: RejectionChoice) => void
}

/**
 * Asks why before a rejection: a reason from the short list the applicant is shown, and an
 * optional note (at most REJECTION_NOTE_MAX_LENGTH characters).
 */
export function RejectDialog(props: RejectDialogProps) {
  // A fresh form each time it opens.
  return props.isOpen ? <RejectForm {...props} /> : null
}

function RejectForm({
  title,
  description,
  confirmLabel,
  isPending,
  onCancel,
  onConfirm,
}: RejectDialogProps) {
  const reasonId = useId()
  const noteId = useId()
  const errorId = useId()
  const reasonRef = useRef<HTMLSelectElement>(null)
  const [reason, setReason] = useState<RejectionReason | ''>('')
  const [note, setNote] = useState('')
  const [isMissingReason, setMissingReason] = useState(false)

  const submit = () => {
    if (!reason) {
      setMissingReason(true)
      reasonRef.current?.focus()
      return
    }
    onConfirm({ reason, note: note.trim() || undefined })
  }

  return (
    <Dialog
      isOpen
      role="alertdialog"
      title={title}
      description={description}
      onClose={isPending ? undefined : onCancel}
      initialFocusRef={reasonRef}
    >
      <form
        noValidate
        className="space-y-4 text-left"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <div>
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            Reason
          </label>
          <select
            id={reasonId}
            ref={reasonRef}
            value={reason}
            required
            aria-invalid={isMissingReason || undefined}
            aria-describedby={isMissingReason ? errorId : undefined}
            onChange={(event) => {
              setReason(event.target.value as RejectionReason)
              setMissingReason(false)
            }}
            className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
          >
            <option value="">Choose a reason</option>
            {REJECTION_REASONS.map((value) => (
              <option key={value} value={value}>
                {REJECTION_REASON_LABELS[value]}
              </option>
            ))}
          </select>
          {isMissingReason && (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              Choose the reason the applicant will see.
            </p>
          )}
        </div>
        <div>
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            Note to the applicant <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={REJECTION_NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900"
          />
          <p className="text-right text-xs text-slate-500">
            {note.length}/{REJECTION_NOTE_MAX_LENGTH}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={onCancel}
            disabled={isPending}
          >
            Cancel
          </button>
          <Button type="submit" variant="danger" disabled={isPending}>
            {isPending ? 'Saving…' : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
