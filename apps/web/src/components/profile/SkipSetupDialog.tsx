import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'

interface SkipSetupDialogProps {
  isOpen: boolean
  onConfirm: () => void
  onClose: () => void
  /** What an incomplete profile cannot do yet. */
  description: string
}

/** Asks before leaving the wizard: an incomplete profile unlocks less (spec §2). */
export function SkipSetupDialog({ isOpen, onConfirm, onClose, description }: SkipSetupDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      role="alertdialog"
      title="Skip Profile Setup?"
      description={description}
      onClose={onClose}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onClose}>
          No
        </Button>
        <Button onClick={onConfirm}>Yes</Button>
      </div>
    </Dialog>
  )
}
