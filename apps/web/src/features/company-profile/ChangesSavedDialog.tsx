import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'

/** Confirms an editor section's save with the section's own words (spec §8). */
export function ChangesSavedDialog({
  text,
  onClose,
}: {
  text: string | null
  onClose: () => void
}) {
  return (
    <Dialog isOpen={text !== null} title="Changes Saved" description={text} onClose={onClose}>
      <Button onClick={onClose} className="w-full sm:w-auto">
        Ok, I Understand
      </Button>
    </Dialog>
  )
}
