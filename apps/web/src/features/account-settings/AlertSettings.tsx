import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import {
  ALERT_FREQUENCIES,
  ROLE_TYPES,
  ROLE_TYPE_LABELS,
  describeAlert,
  type AlertFrequency,
  type JobAlert,
  type RoleType,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { alertQueries, useCreateJobAlert, useDeleteJobAlert } from '../../lib/alert-queries'
import { LoadFailed, SettingsCard, SettingsSection } from './SettingsSection'

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediate: 'As soon as posted',
  daily: 'Daily digest',
}

const inputClass = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base'

function AlertRow({ alert }: { alert: JobAlert }) {
  const remove = useDeleteJobAlert()
  const name = describeAlert(alert, ROLE_TYPE_LABELS)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <span className="min-w-0">
        <span className="block font-medium break-words text-slate-900">{name}</span>
        <span className="block text-sm text-slate-500">{FREQUENCY_LABELS[alert.frequency]}</span>
      </span>
      <Button
        variant="ghost"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(alert.id, {
            onSuccess: () => toast.success('Alert deleted.'),
            onError: () => toast.error('The alert was not deleted. Try again.'),
          })
        }
      >
        Delete<span className="sr-only"> alert {name}</span>
      </Button>
    </li>
  )
}

function NewAlertForm() {
  const ids = { search: useId(), location: useId(), type: useId(), frequency: useId() }
  const [search, setSearch] = useState('')
  const [location, setLocation] = useState('')
  const [type, setType] = useState<RoleType | ''>('')
  const [frequency, setFrequency] = useState<AlertFrequency>('daily')
  const create = useCreateJobAlert()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { search, location, type: type || null, frequency },
      {
        onSuccess: () => {
          setSearch('')
          setLocation('')
          setType('')
          toast.success('Alert saved.')
        },
        onError: (error) =>
          toast.error(hasMessageForPeople(error) ? error.message : 'The alert was not saved.'),
      },
    )
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <label htmlFor={ids.search} className="text-sm font-medium text-slate-700">
        Role or skill
        <input
          id={ids.search}
          className={`${inputClass} mt-1`}
          value={search}
          placeholder="e.g. designer"
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <label htmlFor={ids.location} className="text-sm font-medium text-slate-700">
        Location
        <input
          id={ids.location}
          className={`${inputClass} mt-1`}
          value={location}
          placeholder="e.g. Lagos"
          onChange={(event) => setLocation(event.target.value)}
        />
      </label>
      <label htmlFor={ids.type} className="text-sm font-medium text-slate-700">
        Work type
        <select
          id={ids.type}
          className={`${inputClass} mt-1`}
          value={type}
          onChange={(event) => setType(event.target.value as RoleType | '')}
        >
          <option value="">Any</option>
          {ROLE_TYPES.map((value) => (
            <option key={value} value={value}>
              {ROLE_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.frequency} className="text-sm font-medium text-slate-700">
        How often
        <select
          id={ids.frequency}
          className={`${inputClass} mt-1`}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
        >
          {ALERT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {FREQUENCY_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Add alert'}
        </Button>
      </div>
    </form>
  )
}

/** /intern/settings/alerts: the intern's job alerts, to add and delete (decision 025). */
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
