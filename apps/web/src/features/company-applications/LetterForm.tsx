import type { FormEvent } from 'react'
import {
  LETTER_KIND_LABELS,
  LETTER_KINDS,
  type CompanyApplication,
  type LetterKind,
} from '@app/domain'
import { Field, FormActions, ProgrammeField, TextField } from '../../components/profile/FormFields'
import { useCheckedForm } from '../../components/profile/useCheckedForm'
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
  const { values, set, field, errors, alert, clearAlert, refuse, outcome } =
    useCheckedForm<LetterFormValues>(() => initialLetterValues(application), FAILED)
  const shows = (name: LetterField) => KIND_FIELDS[values.kind].includes(name)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const checked = letterInputOf(values)
    if ('errors' in checked) return refuse(checked.errors)
    issue.mutate(checked.input, outcome('Acceptance letter issued.', onDone))
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
          {...field('internName')}
        />
        <TextField
          label={isNysc ? 'Reporting date' : 'Start date'}
          type="date"
          {...field('startDate')}
        />
        {shows('roleTitle') && <TextField label="Role" {...field('roleTitle')} />}
        {shows('durationMonths') && (
          <TextField
            label="Duration (months)"
            type="number"
            inputMode="numeric"
            min={1}
            {...field('durationMonths')}
          />
        )}
        {shows('monthlyStipend') && (
          <div>
            <TextField
              label="Monthly stipend (NGN)"
              inputMode="numeric"
              disabled={values.isUnpaid}
              {...field('monthlyStipend')}
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
            {...field('matricNumber')}
          />
        )}
        {shows('level') && (
          <TextField
            label="Level (optional)"
            hint="e.g. 300 Level or HND I."
            autoComplete="off"
            {...field('level')}
          />
        )}
        {shows('institutionName') && (
          <TextField label="Institution" className="sm:col-span-2" {...field('institutionName')} />
        )}
        {shows('programme') && (
          <ProgrammeField
            value={values.programme}
            onChange={(programme) => set('programme', programme)}
            error={errors.programme}
          />
        )}
        {shows('courseOfStudy') && (
          <TextField label="Course of study" {...field('courseOfStudy')} />
        )}
        {shows('weeks') && (
          <TextField
            label="Number of weeks"
            type="number"
            inputMode="numeric"
            min={1}
            {...field('weeks')}
          />
        )}
        {shows('supervisorName') && (
          <TextField label="Industry-based supervisor" {...field('supervisorName')} />
        )}
        {shows('supervisorPhone') && (
          <TextField
            label="Supervisor’s phone"
            type="tel"
            autoComplete="off"
            {...field('supervisorPhone')}
          />
        )}
        {shows('stateCode') && (
          <TextField
            label="State code (optional)"
            hint="As on the call-up letter, e.g. LA/26A/1234. Leave blank if not yet given."
            {...field('stateCode')}
          />
        )}
        {shows('ppaAddress') && (
          <TextField
            label="Place of primary assignment (address)"
            className="sm:col-span-2"
            {...field('ppaAddress')}
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
        <TextField label="Signatory’s name" autoComplete="name" {...field('signatoryName')} />
        <TextField
          label="Signatory’s title"
          autoComplete="organization-title"
          {...field('signatoryTitle')}
        />
      </div>
      <FormActions
        alert={alert}
        pending={issue.isPending}
        onCancel={onDone}
        label="Issue letter"
        pendingLabel="Issuing…"
      />
    </form>
  )
}
