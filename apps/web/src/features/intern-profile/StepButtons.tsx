import { Button } from '../../components/ui/Button'

/** Save as draft (kept on this device) and Submit (sent), for the wizard's form steps. */
export function StepButtons({
  isSaving,
  onSaveDraft,
}: {
  isSaving: boolean
  onSaveDraft: () => void
}) {
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
