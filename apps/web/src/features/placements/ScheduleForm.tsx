import { useState, type FormEvent } from 'react'
import { CompanyPlacementPatchSchema, type Placement } from '@app/domain'
import { TextField } from '../../components/profile/FormFields'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'
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
  const [values, setValues] = useState<Record<Field, string>>({
    startDate: placement.startDate ?? '',
    endDate: placement.endDate ?? '',
    'supervisor.name': placement.supervisor.name ?? '',
    'supervisor.email': placement.supervisor.email ?? '',
    'supervisor.phone': placement.supervisor.phone ?? '',
  })
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }))
      setErrors((previous) => ({ ...previous, [name]: undefined }))
    },
    error: errors[name],
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    const checked = CompanyPlacementPatchSchema.safeParse(bodyOf(values))
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues)
        found[issue.path.join('.') || 'form'] ??= issue.message
      setErrors(found)
      setAlert(found.form ?? 'Check the highlighted fields.')
      return
    }
    save.mutate(bodyOf(values), {
      onSuccess: () => {
        toast.success('Placement updated.')
        onDone()
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors)
        setAlert(hasMessageForPeople(error) ? error.message : FAILED)
      },
    })
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
      {alert && (
        <p role="alert" className="text-sm text-red-700">
          {alert}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
