import { useId, useState } from 'react'
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
import type { EditorSectionProps } from './section-props'
import { formatPhone } from '../../lib/format'

const TEXTS = SECTION_TEXTS.companyInformation

export function CompanyInformationSection({ company, onSaved, onFailed }: EditorSectionProps) {
  const formId = useId()
  const [isEditing, setIsEditing] = useState(false)
  const save = useSaveCompanyProfile('set-basic-info')
  const form = useForm({
    resolver: zodResolver(CompanyBasicInfoInputSchema),
    defaultValues: companyInfoValues(company),
    mode: 'onTouched',
  })

  const onEdit = () => {
    form.reset(companyInfoValues(company))
    onFailed(null)
    setIsEditing(true)
  }
  const onCancel = () => {
    form.reset(companyInfoValues(company))
    setIsEditing(false)
  }
  const onSubmit = form.handleSubmit(async (values) => {
    onFailed(null)
    try {
      const saved = await save.mutateAsync(values)
      form.reset(companyInfoValues(saved))
      setIsEditing(false)
      onSaved(TEXTS.saved)
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? (error.errors ?? {}) : {}
      for (const [field, message] of Object.entries(fieldErrors)) {
        form.setError(field as keyof CompanyBasicInfoInput, { message })
      }
      onFailed(TEXTS.failed)
    }
  })

  const place = [company.address, company.city, company.state].filter(Boolean).join(', ')

  return (
    <EditableSection
      title={TEXTS.title}
      isEditing={isEditing}
      isSaving={save.isPending}
      onEdit={onEdit}
      onCancel={onCancel}
      formId={formId}
    >
      {isEditing ? (
        <form id={formId} noValidate onSubmit={onSubmit} aria-label={TEXTS.title}>
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
