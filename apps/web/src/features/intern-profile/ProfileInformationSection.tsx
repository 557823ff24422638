import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { genderLabel, InternBasicInfoInputSchema, formatDay } from '@app/domain'
import { DetailList } from '../../components/profile/DetailList'
import { BasicInfoFields, basicInfoValues } from './BasicInfoFields'
import { FormSection } from './FormSection'
import { fullNameOf, useSaveInternProfile } from './intern-profile.api'
import type { InternSectionProps } from './intern-section-props'
import { formatPhone } from '../../lib/screen-format'

/** Name, contact details, gender, address and bio. */
export function ProfileInformationSection({ intern, ...handlers }: InternSectionProps) {
  const save = useSaveInternProfile('basic-info')
  const values = basicInfoValues(intern)
  const form = useForm({
    resolver: zodResolver(InternBasicInfoInputSchema),
    defaultValues: values,
    mode: 'onTouched',
  })
  return (
    <FormSection
      title="Your Profile Information"
      form={form}
      values={values}
      save={(input) => save.mutateAsync(input)}
      isSaving={save.isPending}
      fields={<BasicInfoFields form={form} email={intern.email} />}
      view={
        <DetailList
          items={[
            { label: 'Full name', value: fullNameOf(intern) },
            { label: 'Email', value: intern.email },
            { label: 'Phone number', value: formatPhone(intern.countryCode, intern.phoneNumber) },
            { label: 'Date of birth', value: intern.dateOfBirth && formatDay(intern.dateOfBirth) },
            { label: 'Gender', value: intern.gender && genderLabel(intern.gender) },
            { label: 'Address', value: intern.address },
            { label: 'Bio', value: intern.bio },
          ]}
        />
      }
      {...handlers}
    />
  )
}
