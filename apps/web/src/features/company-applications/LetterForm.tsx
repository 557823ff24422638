import { useState, type FormEvent } from 'react'
import {
  LETTER_KIND_LABELS,
  LETTER_KINDS,
  SIWES_PROGRAMMES,
  type CompanyApplication,
  type LetterKind,
} from '@app/domain'
import { Field, TextField } from '../../components/profile/FormFields'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'
import { useIssueLetter } from './company-letters.api'
import {
  initialLetterValues,
  KIND_FIELDS,
  letterInputOf,
  type LetterField,
  type LetterFormValues,
} from './letter-form'

const FAILED = 'The letter could not be issued. Please try again.'

interface LetterFormProps {
  application: CompanyApplication
  onDone: () => void
}

/**
 * The acceptance letter's details: the kind first, then only the fields that kind needs, started
 * from what the application already says. Checked with the server's schema before it is sent.
 */
export function LetterForm({ application, onDone }: LetterFormProps) {
  const issue = useIssueLetter(application.id)
  const [values, setValues] = useState<LetterFormValues>(() => initialLetterValues(application))
  const [errors, setErrors] = useState<Partial<Record<LetterField, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const shows = (field: LetterField) => KIND_FIELDS[values.kind].includes(field)

  const set = <K extends keyof LetterFormValues>(field: K, value: LetterFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }
  const text = (field: LetterField & keyof LetterFormValues) => ({
    value: String(values[field]),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    error: errors[field],
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    const checked = letterInputOf(values)
    if ('errors' in checked) {
      setErrors(checked.errors)
      setAlert('Check the highlighted fields.')
      return
    }
    issue.mutate(checked.input, {
      onSuccess: () => {
        toast.success('Acceptance letter issued.')
        onDone()
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors)
        setAlert(hasMessageForPeople(error) ? error.message : FAILED)
      },
    })
  }

  const isNysc = values.kind === 'nysc'
  return (
    <form noValidate onSubmit={submit} aria-labelledby="letter-form-title" className="space-y-4">
      <h3 id="letter-form-title" className="text-base font-semibold text-brand-900">
        Issue acceptance letter
      </h3>
      <Field label="Kind of letter" error={errors.kind}>
        {(control) => (
          <select
            {...control}
            value={values.kind}
            onChange={(event) => set('kind', event.target.value as LetterKind)}
          >
            {LETTER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LETTER_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={
            isNysc
              ? 'Corps member’s name'
              : values.kind === 'siwes'
                ? 'Student’s name'
                : 'Intern’s name'
          }
          autoComplete="off"
          className="sm:col-span-2"
          {...text('internName')}
        />
        <TextField
          label={isNysc ? 'Reporting date' : 'Start date'}
          type="date"
          {...text('startDate')}
        />
        {shows('roleTitle') && <TextField label="Role" {...text('roleTitle')} />}
        {shows('durationMonths') && (
          <TextField
            label="Duration (months)"
            type="number"
            inputMode="numeric"
            min={1}
            {...text('durationMonths')}
          />
        )}
        {shows('monthlyStipend') && (
          <div>
            <TextField
              label="Monthly stipend (NGN)"
              inputMode="numeric"
              disabled={values.isUnpaid}
              {...text('monthlyStipend')}
            />
            <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={values.isUnpaid}
                onChange={(event) => {
                  set('isUnpaid', event.target.checked)
                  set('monthlyStipend', '')
                }}
              />
              Unpaid placement
            </label>
          </div>
        )}
        {shows('matricNumber') && (
          <TextField
            label="Matriculation number (optional)"
            hint="As on the student’s SIWES papers, e.g. YCT/HND/2021/045."
            autoComplete="off"
            {...text('matricNumber')}
          />
        )}
        {shows('level') && (
          <TextField
            label="Level (optional)"
            hint="e.g. 300 Level or HND I."
            autoComplete="off"
            {...text('level')}
          />
        )}
        {shows('institutionName') && (
          <TextField label="Institution" className="sm:col-span-2" {...text('institutionName')} />
        )}
        {shows('programme') && (
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
        )}
        {shows('courseOfStudy') && <TextField label="Course of study" {...text('courseOfStudy')} />}
        {shows('weeks') && (
          <TextField
            label="Number of weeks"
            type="number"
            inputMode="numeric"
            min={1}
            {...text('weeks')}
          />
        )}
        {shows('supervisorName') && (
          <TextField label="Industry-based supervisor" {...text('supervisorName')} />
        )}
        {shows('supervisorPhone') && (
          <TextField
            label="Supervisor’s phone"
            type="tel"
            autoComplete="off"
            {...text('supervisorPhone')}
          />
        )}
        {shows('stateCode') && (
          <TextField
            label="State code (optional)"
            hint="As on the call-up letter, e.g. LA/26A/1234. Leave blank if not yet given."
            {...text('stateCode')}
          />
        )}
        {shows('ppaAddress') && (
          <TextField
            label="Place of primary assignment (address)"
            className="sm:col-span-2"
            {...text('ppaAddress')}
          />
        )}
        {shows('accommodationProvided') && (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-slate-800">Provided by the company</legend>
            <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={values.accommodationProvided}
                onChange={(event) => set('accommodationProvided', event.target.checked)}
              />
              Accommodation
            </label>
            <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={values.transportProvided}
                onChange={(event) => set('transportProvided', event.target.checked)}
              />
              Transport
            </label>
          </fieldset>
        )}
        <TextField label="Signatory’s name" autoComplete="name" {...text('signatoryName')} />
        <TextField
          label="Signatory’s title"
          autoComplete="organization-title"
          {...text('signatoryTitle')}
        />
      </div>
      {alert && (
        <p role="alert" className="text-sm text-red-700">
          {alert}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={issue.isPending}>
          {issue.isPending ? 'Issuing…' : 'Issue letter'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
