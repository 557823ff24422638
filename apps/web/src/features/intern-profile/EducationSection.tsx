import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { AcademicInfoInputSchema, POSTGRADUATE_LABEL, type InternMe } from '@app/domain'
import type { z } from 'zod'
import { DetailList } from '../../components/profile/DetailList'
import { AcademicFields, academicValues, type AcademicValues } from './AcademicFields'
import { FormSection } from './FormSection'
import { useSaveInternProfile } from './intern-profile.api'
import type { InternSectionProps } from './section-props'

const academicResolver = zodResolver(AcademicInfoInputSchema) as Resolver<
  AcademicValues,
  unknown,
  z.output<typeof AcademicInfoInputSchema>
>

/** 'YYYY - YYYY', or the entry year and 'Postgraduate (MSc, PhD)'. */
export function yearsOf(intern: InternMe): string {
  if (!intern.yearOfEntry) return ''
  const end = intern.yearOfGraduation ?? (intern.isPostgraduate ? POSTGRADUATE_LABEL : '')
  return end ? `${intern.yearOfEntry} - ${end}` : String(intern.yearOfEntry)
}

/** Institution, field of study and years. */
export function EducationSection({ intern, ...handlers }: InternSectionProps) {
  const save = useSaveInternProfile('academic-info')
  const values = academicValues(intern)
  const form = useForm({ resolver: academicResolver, defaultValues: values, mode: 'onTouched' })
  return (
    <FormSection
      title="Education"
      form={form}
      values={values}
      save={(input) => save.mutateAsync(input)}
      isSaving={save.isPending}
      fields={<AcademicFields form={form} />}
      view={
        <DetailList
          items={[
            { label: 'Institution', value: intern.institutionName },
            { label: 'Field of study', value: intern.fieldOfStudy },
            { label: 'Years', value: yearsOf(intern) },
          ]}
        />
      }
      {...handlers}
    />
  )
}
