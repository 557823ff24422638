import { useId, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  BOOKING_MESSAGES,
  BOOKING_WINDOW_DAYS,
  INTERVIEW_DURATION_DEFAULT,
  INTERVIEW_WEEKDAY_LABELS,
  INTERVIEW_WEEKDAYS,
  InterviewAvailabilityInputSchema,
  type InterviewAvailability,
  type InterviewAvailabilityInput,
  type InterviewMode,
  type InterviewWeekday,
} from '@app/domain'
import { InterviewModeChoice } from '../../components/interviews/InterviewModeChoice'
import { Field, FormActions, TextField } from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { Skeleton } from '../../components/ui/Skeleton'
import { bookingQueries, useSaveAvailability } from '../../lib/interview-booking-queries'
import { LoadFailed, SettingsCard, SettingsSection } from './SettingsSection'

const FAILED = 'Your availability could not be saved. Please try again.'

/** The lengths offered, in minutes (the API takes any from 15 to 240). */
const LENGTHS = [15, 20, 30, 45, 60, 90, 120] as const

interface AvailabilityValues {
  days: InterviewWeekday[]
  from: string
  to: string
  durationMinutes: string
  mode: InterviewMode
  location: string
  link: string
}

const valuesOf = (saved: InterviewAvailability | null): AvailabilityValues => ({
  days: saved?.days ?? ['mon', 'tue', 'wed', 'thu', 'fri'],
  from: saved?.from ?? '10:00',
  to: saved?.to ?? '16:00',
  durationMinutes: String(saved?.durationMinutes ?? INTERVIEW_DURATION_DEFAULT),
  mode: saved?.mode ?? 'video',
  location: saved?.location ?? '',
  link: saved?.link ?? '',
})

const inputOf = (values: AvailabilityValues): InterviewAvailabilityInput => ({
  days: values.days,
  from: values.from,
  to: values.to,
  durationMinutes: Number(values.durationMinutes),
  mode: values.mode,
  ...(values.mode === 'in_person' && { location: values.location }),
  ...(values.mode === 'video' && { link: values.link }),
})

/**
 * /company/settings/interviews: the company's weekly interview availability (decision 072), set
 * once; applicants it invites book any free time in it.
 */
export function InterviewAvailabilitySettings() {
  const query = useQuery(bookingQueries.availability())
  return (
    <SettingsSection
      title="Interview availability"
      description={`The weekly hours applicants you invite can book an interview in, in West Africa Time (WAT). They see the free times of the next ${BOOKING_WINDOW_DAYS} days; booked times disappear for others.`}
    >
      {query.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <p role="status" className="sr-only">
            Loading your availability…
          </p>
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <LoadFailed
          message="Your availability could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <AvailabilityForm saved={query.data} />
      )}
    </SettingsSection>
  )
}

export function AvailabilityForm({ saved }: { saved: InterviewAvailability | null }) {
  const formId = useId()
  const save = useSaveAvailability()
  const { values, set, field, errors, alert, clearAlert, refuse, outcome } =
    useCheckedForm<AvailabilityValues>(() => valuesOf(saved), FAILED)

  const toggleDay = (day: InterviewWeekday) =>
    set(
      'days',
      values.days.includes(day) ? values.days.filter((one) => one !== day) : [...values.days, day],
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const input = inputOf(values)
    const checked = InterviewAvailabilityInputSchema.safeParse(input)
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    save.mutate(
      input,
      outcome(BOOKING_MESSAGES.saved, () => undefined),
    )
  }

  const daysError = errors.days ?? errors['days.0']

  return (
    <form noValidate onSubmit={submit} aria-label="Interview availability" className="space-y-4">
      {!saved && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          You have not set your availability yet. Until you do, you can only propose times.
        </p>
      )}
      <SettingsCard title="Days">
        <div
          className="flex flex-wrap gap-2"
          aria-describedby={daysError ? `${formId}-days-error` : undefined}
        >
          {INTERVIEW_WEEKDAYS.map((day) => (
            <label
              key={day}
              className="flex min-h-11 min-w-16 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm has-[:checked]:border-brand-900 has-[:checked]:ring-1 has-[:checked]:ring-brand-900"
            >
              <input
                type="checkbox"
                checked={values.days.includes(day)}
                onChange={() => toggleDay(day)}
                className="h-4 w-4 accent-brand-900"
              />
              {INTERVIEW_WEEKDAY_LABELS[day]}
            </label>
          ))}
        </div>
        {daysError && (
          <p id={`${formId}-days-error`} className="text-sm text-red-600">
            {daysError}
          </p>
        )}
      </SettingsCard>

      <SettingsCard title="Hours (West Africa Time)">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="From" type="time" {...field('from')} />
          <TextField
            label="To"
            type="time"
            hint="The last interview ends by this time."
            {...field('to')}
          />
          <Field label="Length of each interview" error={errors.durationMinutes}>
            {(control) => (
              <select
                {...control}
                value={values.durationMinutes}
                onChange={(event) => set('durationMinutes', event.target.value)}
              >
                {LENGTHS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </SettingsCard>

      <SettingsCard title="How">
        <InterviewModeChoice
          name={`${formId}-mode`}
          mode={values.mode}
          onChange={(mode) => set('mode', mode)}
        />
        {values.mode === 'in_person' && (
          <TextField
            label="Address"
            placeholder="12 Herbert Macaulay Way, Yaba, Lagos"
            {...field('location')}
          />
        )}
        {values.mode === 'video' && (
          <TextField
            label="Video link"
            type="url"
            inputMode="url"
            placeholder="https://meet.google.com/abc-defg-hij"
            {...field('link')}
          />
        )}
      </SettingsCard>

      <FormActions
        alert={alert}
        pending={save.isPending}
        label="Save availability"
        onCancel={() => {
          clearAlert()
          for (const [name, value] of Object.entries(valuesOf(saved))) {
            set(name as keyof AvailabilityValues, value as never)
          }
        }}
      />
    </form>
  )
}
