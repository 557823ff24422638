import { useId, type FormEvent } from 'react'
import {
  ITF_ATTENDANCE,
  ITF_ATTENDANCE_LABELS,
  ITF_COMMENTS_MAX_LENGTH,
  ITF_GRADE_LABELS,
  ITF_GRADES,
  ItfForm8InputSchema,
  type Placement,
} from '@app/domain'
import {
  controlClass,
  Field,
  FieldError,
  FormActions,
  SignatoryFields,
} from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { useFillItfForm8 } from './siwes.api'

const FAILED = 'ITF Form 8 could not be signed. Please try again.'
type Values = Record<
  'grade' | 'attendance' | 'comments' | 'signatoryName' | 'signatoryTitle',
  string
>

/** A required choice as radio buttons in a fieldset, its error tied to it. */
function Choices<Option extends string>({
  legend,
  name,
  options,
  labels,
  value,
  error,
  onChange,
}: {
  legend: string
  name: string
  options: readonly Option[]
  labels: Record<Option, string>
  value: string
  error?: string
  onChange: (value: Option) => void
}) {
  const errorId = useId()
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1.5 grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4 shrink-0 accent-brand-900"
            />
            <span className="text-sm text-slate-900">{labels[option]}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

/** The company's Part B of ITF Form 8: grade, attendance, comments, and who signs it. */
export function ItfForm8Form({ placement, onDone }: { placement: Placement; onDone: () => void }) {
  const fill = useFillItfForm8(placement.id)
  const { values, set, field, errors, alert, clearAlert, refuse, outcome } = useCheckedForm<Values>(
    { grade: '', attendance: '', comments: '', signatoryName: '', signatoryTitle: '' },
    FAILED,
  )
  const comments = field('comments')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const checked = ItfForm8InputSchema.safeParse(values)
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    fill.mutate(checked.data, outcome('ITF Form 8 signed.', onDone))
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="itf-form-8-title" className="space-y-4">
      <h4 id="itf-form-8-title" className="text-base font-semibold text-brand-900">
        Fill ITF Form 8
      </h4>
      <p className="text-sm text-slate-700">
        Part A, {placement.internName}&apos;s particulars, comes from the placement. Part B is your
        assessment of their work. Signing is electronic and final: a signed ITF Form 8 cannot be
        changed.
      </p>
      <Choices
        legend="Overall grade"
        name="grade"
        options={ITF_GRADES}
        labels={ITF_GRADE_LABELS}
        value={values.grade}
        error={errors.grade}
        onChange={(grade) => set('grade', grade)}
      />
      <Choices
        legend="Attendance and punctuality"
        name="attendance"
        options={ITF_ATTENDANCE}
        labels={ITF_ATTENDANCE_LABELS}
        value={values.attendance}
        error={errors.attendance}
        onChange={(attendance) => set('attendance', attendance)}
      />
      <Field
        label="Comments on the student's work"
        error={comments.error}
        hint={`${values.comments.length} of ${ITF_COMMENTS_MAX_LENGTH} characters`}
      >
        {(control) => (
          <textarea
            rows={5}
            maxLength={ITF_COMMENTS_MAX_LENGTH}
            value={comments.value}
            onChange={comments.onChange}
            {...control}
            className={`${controlClass(!!comments.error)} resize-y`}
          />
        )}
      </Field>
      <SignatoryFields name={field('signatoryName')} title={field('signatoryTitle')} />
      <FormActions
        alert={alert}
        pending={fill.isPending}
        onCancel={onDone}
        label="Sign ITF Form 8"
        pendingLabel="Signing…"
      />
    </form>
  )
}
