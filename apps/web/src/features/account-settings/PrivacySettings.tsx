import { useForm } from 'react-hook-form'
import type { AccountPreferences } from '@app/domain'
import { ChoiceInput } from './ChoiceInput'
import { DownloadData } from './DownloadData'
import { SaveRow, usePreferencesSave, WithPreferences } from './PreferencesForm'
import { SettingsCard, SettingsSection } from './SettingsSection'
import { useSettingsKind } from './settings-kind'

type Privacy = AccountPreferences['privacy']

function PrivacyForm({ preferences }: { preferences: AccountPreferences }) {
  const form = useForm<Privacy>({ defaultValues: preferences.privacy })
  const settings = useSettingsKind()
  const { save, isSaving, error } = usePreferencesSave('Privacy settings saved.')
  const onSubmit = form.handleSubmit((privacy) =>
    save({ ...preferences, privacy }, () => form.reset(privacy)),
  )

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {(['jobBoardVisibility', 'profileVisibility'] as const).map((field) => (
        <SettingsCard key={field} title={settings[field].title}>
          <ChoiceInput
            type="radio"
            value="public"
            label="Public"
            hint={settings[field].public}
            {...form.register(field)}
          />
          <ChoiceInput
            type="radio"
            value="private"
            label="Private"
            hint={settings[field].private}
            {...form.register(field)}
          />
        </SettingsCard>
      ))}
      <SettingsCard title="Third-party integrations">
        <ChoiceInput
          type="checkbox"
          label="Allow third-party integrations"
          hint={settings.thirdPartyHint}
          {...form.register('thirdPartyIntegration')}
        />
      </SettingsCard>
      <SaveRow isSaving={isSaving} error={error} />
    </form>
  )
}

export function PrivacySettings() {
  return (
    <SettingsSection title="Data Privacy" description={useSettingsKind().privacyDescription}>
      <WithPreferences>
        {(preferences) => <PrivacyForm preferences={preferences} />}
      </WithPreferences>
      <DownloadData />
    </SettingsSection>
  )
}
