import { useForm } from 'react-hook-form'
import { INTERN_MESSAGES, type InternMe } from '@app/domain'
import { useDraftAutosave, useFormDraft } from '../../components/profile/useFormDraft'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { messageFor } from '../../lib/profile-uploads'
import { useSaveInternProfile } from './intern-profile.api'
import { PreferenceFields, preferenceValues, preferencesResolver } from './PreferenceFields'
import { draftKey } from './intern-wizard-steps'

type PreferenceValues = ReturnType<typeof preferenceValues>

/**
 * Step 4: the preferred industry, location and duration, kept as a draft on this device as they
 * are chosen until submitted.
 */
export function RolePreferenceStep({ intern }: { intern: InternMe }) {
  const save = useSaveInternProfile('preferences')
  const draft = useFormDraft<PreferenceValues>(draftKey('preferences', intern.id))
  const form = useForm({
    resolver: preferencesResolver,
    defaultValues: draft.draft ?? preferenceValues(intern),
    mode: 'onTouched',
  })
  const cancelAutosave = useDraftAutosave(form, draft.save)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      cancelAutosave()
      draft.clear()
      form.reset(preferenceValues(saved))
      toast.success(INTERN_MESSAGES.preferencesSaved)
    } catch (error) {
      toast.error(messageFor(error, INTERN_MESSAGES.preferencesInvalid))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Role Preference">
      <PreferenceFields form={form} />
      <div className="mt-6 flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  )
}
