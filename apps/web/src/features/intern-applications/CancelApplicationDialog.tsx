import { useRef } from 'react'
import type { InternApplication } from '@app/domain'
import { Button, buttonClass } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'

interface CancelApplicationDialogProps {
  application: InternApplication | null
  isCancelling: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before an application is withdrawn; the safe choice has focus. */
export function CancelApplicationDialog({
  application,
  isCancelling,
  onConfirm,
  onClose,
}: CancelApplicationDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      isOpen={!!application}
      role="alertdialog"
      title="Cancel this application?"
      description={
        application
          ? `Your application for ${application.roleTitle} at ${application.companyName} will be withdrawn. You can apply again while the role is open.`
          : undefined
      }
      onClose={isCancelling ? undefined : onClose}
      initialFocusRef={keepRef}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <button
          ref={keepRef}
          type="button"
          className={buttonClass('secondary')}
          onClick={onClose}
          disabled={isCancelling}
        >
          Keep it
        </button>
        <Button variant="danger" onClick={onConfirm} disabled={isCancelling}>
          {isCancelling ? 'Cancelling…' : 'Yes, cancel it'}
        </Button>
      </div>
    </Dialog>
  )
}
