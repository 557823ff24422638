import { useForm } from 'react-hook-form'
import type { AccountPreferences } from '@app/domain'
import { ChoiceInput } from './ChoiceInput'
import { SaveRow, usePreferencesSave, WithPreferences } from './PreferencesForm'
import { SettingsCard, SettingsSection } from './SettingsSection'

type Privacy = AccountPreferences['privacy']

const VISIBILITY_CHOICES = {
  jobBoardVisibility: {
    title: 'Job Board Visibility',
    public: 'Your open roles are listed on the public Find Internships page.',
    private:
      'Your roles are hidden from the public Find Internships page that signed-out visitors browse.',
  },
  profileVisibility: {
    title: 'Company Profile Visibility',
    public: 'Anyone can view your company details, media and social links.',
    private: 'Your company profile is kept off public pages.',
  },
} as const

function PrivacyForm({ preferences }: { preferences: AccountPreferences }) {
  const form = useForm<Privacy>({ defaultValues: preferences.privacy })
  const { save, isSaving, error } = usePreferencesSave('Privacy settings saved.')
  const onSubmit = form.handleSubmit((privacy) =>
    save({ ...preferences, privacy }, () => form.reset(privacy)),
  )

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {(['jobBoardVisibility', 'profileVisibility'] as const).map((field) => (
        <SettingsCard key={field} title={VISIBILITY_CHOICES[field].title}>
          <ChoiceInput
            type="radio"
            value="public"
            label="Public"
            hint={VISIBILITY_CHOICES[field].public}
            {...form.register(field)}
          />
          <ChoiceInput
            type="radio"
            value="private"
            label="Private"
            hint={VISIBILITY_CHOICES[field].private}
            {...form.register(field)}
          />
        </SettingsCard>
      ))}
      <SettingsCard title="Third-party integrations">
        <ChoiceInput
          type="checkbox"
          label="Allow third-party integrations"
          hint="Let tools you connect, such as an applicant tracking system, read your roles and applications."
          {...form.register('thirdPartyIntegration')}
        />
      </SettingsCard>
      <SaveRow isSaving={isSaving} error={error} />
    </form>
  )
}

export function PrivacySettings() {
  return (
    <SettingsSection
      title="Data Privacy"
      description="Decide who can see your roles and your company profile."
    >
      <WithPreferences>
        {(preferences) => <PrivacyForm preferences={preferences} />}
      </WithPreferences>
    </SettingsSection>
  )
}
