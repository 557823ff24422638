import { useForm, type FieldValues } from 'react-hook-form'
import type { AccountPreferences } from '@app/domain'
import { ChoiceInput } from './ChoiceInput'
import { SaveRow, usePreferencesSave, WithPreferences } from './PreferencesForm'
import { SettingsCard, SettingsSection } from './SettingsSection'
import { useSettingsKind } from './settings-kind'

const FREQUENCIES = [
  { value: 'daily', label: 'Daily summary', hint: 'One email a day with everything new.' },
  { value: 'immediate', label: 'Immediate', hint: 'An email as soon as something happens.' },
  { value: 'disabled', label: 'Disable all', hint: 'No notification emails at all.' },
] as const

function NotificationsForm({ preferences }: { preferences: AccountPreferences }) {
  // The fields differ by account kind (settings-kind); the server checks them against the kind's schema.
  const form = useForm<FieldValues>({ defaultValues: preferences.notifications })
  const { notificationCards } = useSettingsKind()
  const { save, isSaving, error } = usePreferencesSave('Notification preferences saved.')
  const onSubmit = form.handleSubmit((notifications) =>
    save({ ...preferences, notifications } as AccountPreferences, () => form.reset(notifications)),
  )
  const { register } = form

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {notificationCards.map((card) => (
        <SettingsCard key={card.title} title={card.title} description={card.description}>
          {card.items.map((item) => (
            <ChoiceInput
              key={item.name}
              type="checkbox"
              label={item.label}
              hint={item.hint}
              {...register(item.name)}
            />
          ))}
        </SettingsCard>
      ))}
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
