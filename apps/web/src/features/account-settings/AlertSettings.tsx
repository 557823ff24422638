import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import {
  ALERT_FIELD_LABELS,
  ALERT_FREQUENCIES,
  ALERT_MESSAGES,
  JobAlertInputSchema,
  PLACEMENT_TYPES,
  PLACEMENT_TYPE_LABELS,
  ROLE_TYPES,
  ROLE_TYPE_LABELS,
  describeAlert,
  type AlertFrequency,
  type JobAlert,
  type PlacementType,
  type RoleType,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'
import {
  alertQueries,
  useCreateJobAlert,
  useDeleteJobAlert,
  useUpdateJobAlert,
} from '../../lib/alert-queries'
import { LoadFailed, SettingsCard, SettingsSection, SubmitOrCancel } from './SettingsSection'

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediate: 'As soon as posted',
  daily: 'Daily digest',
}

const inputClass = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base'

type AlertField = keyof typeof ALERT_FIELD_LABELS

interface AlertValues {
  search: string
  location: string
  type: RoleType | ''
  placementType: PlacementType | ''
  frequency: AlertFrequency
}

const EMPTY_ALERT: AlertValues = {
  search: '',
  location: '',
  type: '',
  placementType: '',
  frequency: 'daily',
}

const valuesOf = (alert: JobAlert): AlertValues => ({
  search: alert.search ?? '',
  location: alert.location ?? '',
  type: alert.type ?? '',
  placementType: alert.placementType ?? '',
  frequency: alert.frequency,
})

/** A message for a field, or for the whole alert (`form`: it watches nothing). */
type AlertErrors = Partial<Record<AlertField | 'form', string>>

const isAlertField = (key: string): key is AlertField => key in ALERT_FIELD_LABELS

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): AlertErrors {
  const errors: AlertErrors = {}
  for (const { path, message } of issues) {
    const key = String(path[0] ?? '')
    errors[isAlertField(key) ? key : 'form'] ??= message
  }
  return errors
}

/**
 * The alert's fields, checked with the API's own schema before sending (the same messages, which
 * name the fields as labelled here); the server's answer is shown the same way.
 */
function AlertForm({
  initial = EMPTY_ALERT,
  submitLabel,
  onSaved,
  onCancel,
  save,
  isSaving,
}: {
  initial?: AlertValues
  submitLabel: string
  onSaved: () => void
  onCancel?: () => void
  save: (
    input: ReturnType<typeof JobAlertInputSchema.parse>,
    handlers: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void
  isSaving: boolean
}) {
  const id = useId()
  const fieldId = (field: AlertField) => `${id}-${field}`
  const errorId = (field: AlertField | 'form') => `${id}-${field}-error`
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<AlertErrors>({})
  const set = <K extends keyof AlertValues>(field: K, value: AlertValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors(({ [field]: _fixed, form: _form, ...rest }) => rest)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = JobAlertInputSchema.safeParse({
      ...values,
      type: values.type || null,
      placementType: values.placementType || null,
    })
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues))
    save(parsed.data, {
      onSuccess: () => {
        setValues(initial)
        setErrors({})
        onSaved()
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) {
          return setErrors(
            errorsOf(
              Object.entries(error.errors).map(([key, message]) => ({ path: [key], message })),
            ),
          )
        }
        toast.error(hasMessageForPeople(error) ? error.message : 'The alert was not saved.')
      },
    })
  }

  const described = (field: AlertField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {}
  const fieldError = (field: AlertField) =>
    errors[field] && (
      <span id={errorId(field)} className="mt-1 block text-sm font-normal text-red-700">
        {errors[field]}
      </span>
    )
  const label = (field: AlertField) => (
    <label htmlFor={fieldId(field)} className="block text-sm font-medium text-slate-700">
      {ALERT_FIELD_LABELS[field]}
    </label>
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <div>
        {label('search')}
        <input
          id={fieldId('search')}
          className={`${inputClass} mt-1`}
          value={values.search}
          placeholder="e.g. designer"
          onChange={(event) => set('search', event.target.value)}
          {...described('search')}
        />
        {fieldError('search')}
      </div>
      <div>
        {label('location')}
        <input
          id={fieldId('location')}
          className={`${inputClass} mt-1`}
          value={values.location}
          placeholder="e.g. Lagos"
          onChange={(event) => set('location', event.target.value)}
          {...described('location')}
        />
        {fieldError('location')}
      </div>
      <div>
        {label('type')}
        <select
          id={fieldId('type')}
          className={`${inputClass} mt-1`}
          value={values.type}
          onChange={(event) => set('type', event.target.value as RoleType | '')}
          {...described('type')}
        >
          <option value="">Any</option>
          {ROLE_TYPES.map((value) => (
            <option key={value} value={value}>
              {ROLE_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
        {fieldError('type')}
      </div>
      <div>
        {label('placementType')}
        <select
          id={fieldId('placementType')}
          className={`${inputClass} mt-1`}
          value={values.placementType}
          onChange={(event) => set('placementType', event.target.value as PlacementType | '')}
          {...described('placementType')}
        >
          <option value="">Any</option>
          {PLACEMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {PLACEMENT_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
        {fieldError('placementType')}
      </div>
      <div>
        {label('frequency')}
        <select
          id={fieldId('frequency')}
          className={`${inputClass} mt-1`}
          value={values.frequency}
          onChange={(event) => set('frequency', event.target.value as AlertFrequency)}
          {...described('frequency')}
        >
          {ALERT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {FREQUENCY_LABELS[value]}
            </option>
          ))}
        </select>
        {fieldError('frequency')}
      </div>
      {errors.form && (
        <p id={errorId('form')} role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.form}
        </p>
      )}
      <SubmitOrCancel
        label={submitLabel}
        busyLabel="Saving…"
        isBusy={isSaving}
        onCancel={onCancel}
        className="sm:col-span-2"
      />
    </form>
  )
}

function AlertRow({ alert }: { alert: JobAlert }) {
  const [isEditing, setIsEditing] = useState(false)
  const remove = useDeleteJobAlert()
  const update = useUpdateJobAlert()
  const name = describeAlert(alert, ROLE_TYPE_LABELS)
  if (isEditing) {
    return (
      <li className="py-3" aria-label={`Edit alert ${name}`}>
        <AlertForm
          initial={valuesOf(alert)}
          submitLabel="Save changes"
          isSaving={update.isPending}
          save={(input, handlers) => update.mutate({ id: alert.id, input }, handlers)}
          onSaved={() => {
            setIsEditing(false)
            toast.success(ALERT_MESSAGES.updated)
          }}
          onCancel={() => setIsEditing(false)}
        />
      </li>
    )
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <span className="min-w-0">
        <span className="block font-medium break-words text-slate-900">{name}</span>
        <span className="block text-sm text-slate-500">{FREQUENCY_LABELS[alert.frequency]}</span>
      </span>
      <span className="flex gap-2">
        <Button variant="ghost" onClick={() => setIsEditing(true)}>
          Edit<span className="sr-only"> alert {name}</span>
        </Button>
        <Button
          variant="ghost"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(alert.id, {
              onSuccess: () => toast.success(ALERT_MESSAGES.deleted),
              onError: () => toast.error('The alert was not deleted. Try again.'),
            })
          }
        >
          Delete<span className="sr-only"> alert {name}</span>
        </Button>
      </span>
    </li>
  )
}

function NewAlertForm() {
  const create = useCreateJobAlert()
  return (
    <AlertForm
      submitLabel="Add alert"
      isSaving={create.isPending}
      save={(input, handlers) => create.mutate(input, handlers)}
      onSaved={() => toast.success('Alert saved.')}
    />
  )
}

/** /intern/settings/alerts: the intern's job alerts, to add, edit and delete (decision 025). */
export function AlertSettings() {
  const alerts = useQuery(alertQueries.list())
  return (
    <SettingsSection
      title="Job alerts"
      description="New roles that match an alert reach you in the app and by email. Turn off 'Matching roles' under Notifications to pause them all."
    >
      <SettingsCard title="Your alerts">
        {alerts.isPending && <Skeleton className="h-16" />}
        {alerts.isError && (
          <LoadFailed message="Failed to load your alerts." onRetry={() => void alerts.refetch()} />
        )}
        {alerts.data?.length === 0 && (
          <p className="text-sm text-slate-600">
            No alerts yet. Add one below, or use ‘Alert me about roles like these’ on Recommended
            Roles.
          </p>
        )}
        {alerts.data && alerts.data.length > 0 && (
          <ul aria-label="Job alerts" className="divide-y divide-slate-100">
            {alerts.data.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </SettingsCard>
      <SettingsCard title="New alert">
        <NewAlertForm />
      </SettingsCard>
    </SettingsSection>
  )
}
