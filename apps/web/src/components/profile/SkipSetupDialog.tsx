import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'

interface SkipSetupDialogProps {
  isOpen: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before leaving the wizard: an incomplete profile cannot post or hire (spec §2). */
export function SkipSetupDialog({ isOpen, onConfirm, onClose }: SkipSetupDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      role="alertdialog"
      title="Skip Profile Setup?"
      description="Until your company profile is complete, you cannot post internships, NYSC slots or hire. You can come back to it from your dashboard."
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
