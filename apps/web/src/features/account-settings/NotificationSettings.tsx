import { useForm } from 'react-hook-form'
import type { AccountPreferences } from '@app/domain'
import { ChoiceInput } from './ChoiceInput'
import { SaveRow, usePreferencesSave, WithPreferences } from './PreferencesForm'
import { SettingsCard, SettingsSection } from './SettingsSection'

type Notifications = AccountPreferences['notifications']

const FREQUENCIES = [
  { value: 'daily', label: 'Daily summary', hint: 'One email a day with everything new.' },
  { value: 'immediate', label: 'Immediate', hint: 'An email as soon as something happens.' },
  { value: 'disabled', label: 'Disable all', hint: 'No notification emails at all.' },
] as const

function NotificationsForm({ preferences }: { preferences: AccountPreferences }) {
  const form = useForm<Notifications>({ defaultValues: preferences.notifications })
  const { save, isSaving, error } = usePreferencesSave('Notification preferences saved.')
  const onSubmit = form.handleSubmit((notifications) =>
    save({ ...preferences, notifications }, () => form.reset(notifications)),
  )
  const { register } = form

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <SettingsCard
        title="New Applications"
        description="Hear when a candidate applies to one of your roles."
      >
        <ChoiceInput
          type="checkbox"
          role="switch"
          label="Notify me about new applications"
          {...register('newApplications')}
        />
      </SettingsCard>
      <SettingsCard title="Application Updates">
        <ChoiceInput
          type="checkbox"
          label="New messages from candidates"
          {...register('applicationUpdates.newMessages')}
        />
        <ChoiceInput
          type="checkbox"
          label="Interview requests"
          {...register('applicationUpdates.interviewRequests')}
        />
        <ChoiceInput
          type="checkbox"
          label="Interview schedules"
          {...register('applicationUpdates.interviewSchedules')}
        />
      </SettingsCard>
      <SettingsCard title="System Alerts">
        <ChoiceInput
          type="checkbox"
          label="Platform updates and maintenance"
          {...register('systemAlerts.platformUpdates')}
        />
        <ChoiceInput
          type="checkbox"
          label="Account activity"
          hint="Sign-ins from new devices and changes to your details."
          {...register('systemAlerts.accountActivity')}
        />
        <ChoiceInput
          type="checkbox"
          label="Important announcement"
          {...register('systemAlerts.announcements')}
        />
      </SettingsCard>
      <SettingsCard title="Frequency" description="How often we email you about the above.">
        {FREQUENCIES.map((frequency) => (
          <ChoiceInput
            key={frequency.value}
            type="radio"
            value={frequency.value}
            label={frequency.label}
            hint={frequency.hint}
            {...register('frequency')}
          />
        ))}
      </SettingsCard>
      <SaveRow isSaving={isSaving} error={error} />
    </form>
  )
}

export function NotificationSettings() {
  return (
    <SettingsSection
      title="Notifications"
      description="Choose what we tell you about, and how often."
    >
      <WithPreferences>
        {(preferences) => <NotificationsForm preferences={preferences} />}
      </WithPreferences>
    </SettingsSection>
  )
}
