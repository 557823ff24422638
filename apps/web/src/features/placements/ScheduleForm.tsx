import type { FormEvent } from 'react'
import { CompanyPlacementPatchSchema, type Placement } from '@app/domain'
import { FormActions, TextField } from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { useSaveCompanyPlacement } from './placements.api'

const FAILED = 'The placement could not be saved. Please try again.'
type Field = 'startDate' | 'endDate' | 'supervisor.name' | 'supervisor.email' | 'supervisor.phone'

/** What the form sends: the dates if either is typed, the supervisor if any of it is. */
function bodyOf(values: Record<Field, string>) {
  const hasDates = values.startDate !== '' || values.endDate !== ''
  const supervisor = {
    name: values['supervisor.name'],
    email: values['supervisor.email'],
    phone: values['supervisor.phone'],
  }
  const hasSupervisor = Object.values(supervisor).some((value) => value.trim() !== '')
  return {
    ...(hasDates && {
      startDate: values.startDate || undefined,
      endDate: values.endDate || undefined,
    }),
    ...(hasSupervisor && { supervisor }),
  }
}

/** The company's part: the start and end dates and the industry supervisor. */
export function ScheduleForm({ placement, onDone }: { placement: Placement; onDone: () => void }) {
  const save = useSaveCompanyPlacement(placement.id)
  const { values, field, alert, clearAlert, refuse, outcome } = useCheckedForm<
    Record<Field, string>
  >(
    {
      startDate: placement.startDate ?? '',
      endDate: placement.endDate ?? '',
      'supervisor.name': placement.supervisor.name ?? '',
      'supervisor.email': placement.supervisor.email ?? '',
      'supervisor.phone': placement.supervisor.phone ?? '',
    },
    FAILED,
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const checked = CompanyPlacementPatchSchema.safeParse(bodyOf(values))
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    save.mutate(bodyOf(values), outcome('Placement updated.', onDone))
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="schedule-form-title" className="space-y-4">
      <h3 id="schedule-form-title" className="text-base font-semibold text-brand-900">
        Dates and supervisor
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Start date" type="date" {...field('startDate')} />
        <TextField label="End date" type="date" {...field('endDate')} />
        <TextField label="Supervisor's name" autoComplete="off" {...field('supervisor.name')} />
        <TextField
          label="Supervisor's email"
          type="email"
          autoComplete="off"
          {...field('supervisor.email')}
        />
        <TextField
          label="Supervisor's mobile number"
          type="tel"
          inputMode="tel"
          placeholder="0803 123 4567"
          {...field('supervisor.phone')}
        />
      </div>
      <FormActions alert={alert} pending={save.isPending} onCancel={onDone} />
    </form>
  )
}
