import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  CompanyBasicInfoInputSchema,
  type CompanyBasicInfoInput,
  formatMonthYear,
} from '@app/domain'
import { ApiError } from '../../lib/api-client'
import { useSaveCompanyProfile } from './company-profile.api'
import { EMPTY_TEXTS, SECTION_TEXTS } from './company-profile.messages'
import { CompanyInfoFields, companyInfoValues } from './CompanyInfoFields'
import { DetailList } from '../../components/profile/DetailList'
import { EditableSection } from '../../components/profile/EditableSection'
import type { EditorSectionProps } from './company-section-props'
import { useSectionEditor } from './useSectionEditor'
import { formatPhone } from '../../lib/screen-format'

const TEXTS = SECTION_TEXTS.companyInformation

export function CompanyInformationSection({ company, ...props }: EditorSectionProps) {
  const save = useSaveCompanyProfile('set-basic-info')
  const form = useForm({
    resolver: zodResolver(CompanyBasicInfoInputSchema),
    defaultValues: companyInfoValues(company),
    mode: 'onTouched',
  })
  const editor = useSectionEditor(TEXTS, props, () => form.reset(companyInfoValues(company)))

  const onSubmit = form.handleSubmit((values) =>
    editor.save(
      async () => {
        const saved = await save.mutateAsync(values)
        form.reset(companyInfoValues(saved))
      },
      (error) => {
        const fieldErrors = error instanceof ApiError ? (error.errors ?? {}) : {}
        for (const [field, message] of Object.entries(fieldErrors)) {
          form.setError(field as keyof CompanyBasicInfoInput, { message })
        }
      },
    ),
  )

  const place = [company.address, company.city, company.state].filter(Boolean).join(', ')

  return (
    <EditableSection {...editor.section} isSaving={save.isPending}>
      {editor.isEditing ? (
        <form id={editor.formId} noValidate onSubmit={onSubmit} aria-label={TEXTS.title}>
          <CompanyInfoFields form={form} email={company.email} />
        </form>
      ) : (
        <DetailList
          items={[
            { label: 'Company name', value: company.companyName },
            { label: 'Email', value: company.email },
            { label: 'Established', value: formatMonthYear(company.establishedDate) },
            { label: 'Phone number', value: formatPhone(company.countryCode, company.phoneNumber) },
            { label: 'Industry', value: company.industryType },
            { label: 'Address', value: place },
            { label: 'Bio', value: company.bio || EMPTY_TEXTS.noBio },
          ]}
        />
      )}
    </EditableSection>
  )
}
