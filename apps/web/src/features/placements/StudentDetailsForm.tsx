import type { FormEvent } from 'react'
import { InternPlacementPatchSchema, type Placement } from '@app/domain'
import { FormActions, ProgrammeField, TextField } from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { useSaveStudentDetails } from './placements.api'

const FAILED = 'Your details could not be saved. Please try again.'
type StudentField = 'matricNumber' | 'institution' | 'course' | 'programme'

/** A SIWES/IT student's part: the school details the SCAF and ITF Form 8 print. */
export function StudentDetailsForm({
  placement,
  onDone,
}: {
  placement: Placement
  onDone: () => void
}) {
  const save = useSaveStudentDetails(placement.id)
  const student = placement.student
  const { values, set, field, errors, alert, clearAlert, refuse, outcome } = useCheckedForm<
    Record<StudentField, string>
  >(
    {
      matricNumber: student?.matricNumber ?? '',
      institution: student?.institution ?? '',
      course: student?.course ?? '',
      programme: student?.programme ?? '',
    },
    FAILED,
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    // Blank fields are left as they are; what is typed is checked as the server checks it.
    const body = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value.trim() !== ''),
    )
    const checked = InternPlacementPatchSchema.safeParse(body)
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    save.mutate(checked.data, outcome('Placement updated.', onDone))
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="student-form-title" className="space-y-4">
      <h3 id="student-form-title" className="text-base font-semibold text-brand-900">
        Your school details
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Matriculation number" autoComplete="off" {...field('matricNumber')} />
        <TextField label="Institution" {...field('institution')} />
        <TextField label="Course of study" {...field('course')} />
        <ProgrammeField
          value={values.programme}
          onChange={(programme) => set('programme', programme)}
          error={errors.programme}
        />
      </div>
      <FormActions alert={alert} pending={save.isPending} onCancel={onDone} />
    </form>
  )
}
