import { POSTGRADUATE_LABEL, type AcademicInfoInputSchema, type InternMe } from '@app/domain'
import { Field, TextField, FieldGrid, type SchemaForm } from '../../components/profile/FormFields'

/** What the form holds: years as typed or chosen, graduation possibly the postgraduate label. */
export interface AcademicValues {
  institutionName: string
  fieldOfStudy: string
  yearOfEntry: string
  yearOfGraduation: string
}
export type AcademicForm = SchemaForm<AcademicValues, typeof AcademicInfoInputSchema>

export function academicValues(intern: InternMe): AcademicValues {
  return {
    institutionName: intern.institutionName ?? '',
    fieldOfStudy: intern.fieldOfStudy ?? '',
    yearOfEntry: intern.yearOfEntry ? String(intern.yearOfEntry) : '',
    yearOfGraduation: intern.yearOfGraduation
      ? String(intern.yearOfGraduation)
      : intern.isPostgraduate
        ? POSTGRADUATE_LABEL
        : '',
  }
}

/**
 * Graduation years on offer: ten years back (recent graduates) to eight ahead (new students), plus
 * a saved year outside that range, so it still shows.
 */
function graduationYears(saved: string | undefined, now = new Date()) {
  const year = now.getFullYear()
  const years = Array.from({ length: 19 }, (_, index) => year + 8 - index)
  const savedYear = Number(saved)
  if (Number.isInteger(savedYear) && savedYear > 0 && !years.includes(savedYear)) {
    years.push(savedYear)
    years.sort((a, b) => b - a)
  }
  return years
}

/** Institution, field of study, and the years of entry and graduation. */
export function AcademicFields({ form }: { form: AcademicForm }) {
  const { register } = form
  const { errors } = form.formState
  return (
    <FieldGrid>
      <TextField
        label="Institution name"
        autoComplete="organization"
        error={errors.institutionName?.message}
        registration={register('institutionName')}
        className="sm:col-span-2"
      />
      <TextField
        label="Field of study"
        error={errors.fieldOfStudy?.message}
        registration={register('fieldOfStudy')}
        className="sm:col-span-2"
      />
      <TextField
        label="Year of entry"
        type="number"
        inputMode="numeric"
        min={1}
        placeholder="2022"
        error={errors.yearOfEntry?.message}
        registration={register('yearOfEntry')}
      />
      <Field label="Year of graduation" error={errors.yearOfGraduation?.message}>
        {(control) => (
          <select {...register('yearOfGraduation')} {...control}>
            <option value="">Choose a year</option>
            <option value={POSTGRADUATE_LABEL}>{POSTGRADUATE_LABEL}</option>
            {graduationYears(form.formState.defaultValues?.yearOfGraduation).map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        )}
      </Field>
    </FieldGrid>
  )
}
