import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { AcademicInfoInputSchema } from '@app/domain'
import type { z } from 'zod'
import { DetailList } from '../../components/profile/DetailList'
import { AcademicFields, academicValues, type AcademicValues } from './AcademicFields'
import { FormSection } from './FormSection'
import { useSaveInternProfile } from './intern-profile.api'
import type { InternSectionProps } from './intern-section-props'
import { formatStudyYears } from '../../lib/screen-format'

const academicResolver = zodResolver(AcademicInfoInputSchema) as Resolver<
  AcademicValues,
  unknown,
  z.output<typeof AcademicInfoInputSchema>
>

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
            { label: 'Years', value: formatStudyYears(intern) },
          ]}
        />
      }
      {...handlers}
    />
  )
}
