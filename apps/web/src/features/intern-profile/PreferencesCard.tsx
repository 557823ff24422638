import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { INTERN_MESSAGES, type InternMe } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { messageFor } from '../../lib/profile-uploads'
import { useSaveInternProfile } from './intern-profile.api'
import { INTERN_TEXTS } from './intern-profile.messages'
import { PreferenceFields, preferenceValues, preferencesResolver } from './PreferenceFields'

type Outcome = { kind: 'info' | 'success' | 'error'; text: string }

const OUTCOME_CLASS: Record<Outcome['kind'], string> = {
  info: 'text-slate-700',
  success: 'text-green-700',
  error: 'text-red-700',
}

/** Industry, location and duration: what recommended roles are matched on (spec §2, §5). */
export function PreferencesCard({ intern }: { intern: InternMe }) {
  const save = useSaveInternProfile('preferences')
  const form = useForm({
    resolver: preferencesResolver,
    defaultValues: preferenceValues(intern),
    mode: 'onSubmit',
  })
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const tell = setOutcome

  const onSubmit = form.handleSubmit(
    async (values) => {
      const isUnchanged =
        values.preferredIndustry === intern.preferredIndustry &&
        values.locationPreference === intern.locationPreference &&
        values.intendedDuration === intern.intendedDuration
      if (isUnchanged) {
        tell({ kind: 'info', text: INTERN_TEXTS.noChanges })
        return
      }
      try {
        const saved = await save.mutateAsync(values)
        form.reset(preferenceValues(saved))
        tell({ kind: 'success', text: INTERN_MESSAGES.preferencesUpdated })
      } catch (error) {
        tell({
          kind: 'error',
          text: INTERN_TEXTS.preferencesFailed(messageFor(error, 'Please try again.')),
        })
      }
    },
    () => tell({ kind: 'error', text: INTERN_MESSAGES.preferencesInvalid }),
  )

  return (
    <section
      aria-labelledby="preferences-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="preferences-title" className="text-lg font-semibold text-brand-900">
        Preferences
      </h2>
      <p className="mt-1 text-sm text-slate-600">Recommended roles are matched on these.</p>
      <form
        noValidate
        aria-label="Preferences"
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 space-y-4"
      >
        <PreferenceFields form={form} isStacked />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className={`text-sm ${outcome ? OUTCOME_CLASS[outcome.kind] : ''}`}>
            {outcome?.text}
          </p>
          <Button type="submit" disabled={save.isPending} className="shrink-0">
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </section>
  )
}
