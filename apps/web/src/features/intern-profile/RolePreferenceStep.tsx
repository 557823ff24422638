import { useForm } from 'react-hook-form'
import { INTERN_MESSAGES, type InternMe } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { messageFor } from '../../lib/profile-uploads'
import { useSaveInternProfile } from './intern-profile.api'
import { PreferenceFields, preferenceValues, preferencesResolver } from './PreferenceFields'

/** Step 4: the preferred industry, location and duration. */
export function RolePreferenceStep({ intern }: { intern: InternMe }) {
  const save = useSaveInternProfile('preferences')
  const form = useForm({
    resolver: preferencesResolver,
    defaultValues: preferenceValues(intern),
    mode: 'onTouched',
  })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
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
