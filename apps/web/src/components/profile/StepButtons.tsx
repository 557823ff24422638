import { Button } from '../ui/Button'

/**
 * A wizard form step's Submit (sent), with Save as draft (kept on this device) where the step
 * keeps drafts.
 */
export function StepButtons({
  isSaving,
  onSaveDraft,
}: {
  isSaving: boolean
  onSaveDraft?: () => void
}) {
  if (!onSaveDraft) {
    return (
      <div className="mt-6 flex justify-end">
        <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
          {isSaving ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    )
  }
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onSaveDraft} disabled={isSaving}>
        Save as draft
      </Button>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? 'Submitting...' : 'Submit'}
      </Button>
    </div>
  )
}
