import { useState, type FormEvent } from 'react'
import { InternPlacementPatchSchema, SIWES_PROGRAMMES, type Placement } from '@app/domain'
import { Field, TextField } from '../../components/profile/FormFields'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'
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
  const [values, setValues] = useState<Record<StudentField, string>>({
    matricNumber: student?.matricNumber ?? '',
    institution: student?.institution ?? '',
    course: student?.course ?? '',
    programme: student?.programme ?? '',
  })
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)

  const set = (name: StudentField, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }))
    setErrors((previous) => ({ ...previous, [name]: undefined }))
  }
  const field = (name: StudentField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: errors[name],
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    // Blank fields are left as they are; what is typed is checked as the server checks it.
    const body = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value.trim() !== ''),
    )
    const checked = InternPlacementPatchSchema.safeParse(body)
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues)
        found[issue.path.join('.') || 'form'] ??= issue.message
      setErrors(found)
      setAlert(found.form ?? 'Check the highlighted fields.')
      return
    }
    save.mutate(checked.data, {
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
    <form noValidate onSubmit={submit} aria-labelledby="student-form-title" className="space-y-4">
      <h3 id="student-form-title" className="text-base font-semibold text-brand-900">
        Your school details
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Matriculation number" autoComplete="off" {...field('matricNumber')} />
        <TextField label="Institution" {...field('institution')} />
        <TextField label="Course of study" {...field('course')} />
        <Field label="Programme" error={errors.programme}>
          {(control) => (
            <select
              {...control}
              value={values.programme}
              onChange={(event) => set('programme', event.target.value)}
            >
              <option value="">Choose…</option>
              {SIWES_PROGRAMMES.map((programme) => (
                <option key={programme} value={programme}>
                  {programme}
                </option>
              ))}
            </select>
          )}
        </Field>
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
