import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  CompanyBasicInfoInputSchema,
  type CompanyBasicInfoInput,
  type CompanyMe,
} from '@app/domain'
import { useDraftAutosave } from '../../components/profile/useFormDraft'
import { StepButtons } from '../../components/profile/StepButtons'
import { toast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { useSaveCompanyProfile } from './company-profile.api'
import { messageFor } from '../../lib/profile-uploads'
import { PROFILE_TOASTS } from './company-profile.messages'
import { CompanyInfoFields, companyInfoValues } from './CompanyInfoFields'
import type { BasicInfoDraft } from './useBasicInfoDraft'

interface CompanyBasicInfoStepProps {
  company: CompanyMe
  draft: BasicInfoDraft
}

/** Step 1: the company's basic information, kept as a draft on this device until submitted. */
export function CompanyBasicInfoStep({ company, draft }: CompanyBasicInfoStepProps) {
  const save = useSaveCompanyProfile('set-basic-info')
  const form = useForm({
    resolver: zodResolver(CompanyBasicInfoInputSchema),
    defaultValues: draft.draft ?? companyInfoValues(company),
    mode: 'onTouched',
  })
  const saveDraft = draft.save

  const cancelAutosave = useDraftAutosave(form, saveDraft)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      cancelAutosave()
      draft.clear()
      form.reset(companyInfoValues(saved))
      toast.success(PROFILE_TOASTS.basicInfoSaved)
    } catch (error) {
      for (const [field, message] of Object.entries(
        error instanceof ApiError ? (error.errors ?? {}) : {},
      )) {
        form.setError(field as keyof CompanyBasicInfoInput, { message })
      }
      toast.error(messageFor(error, PROFILE_TOASTS.basicInfoFailed))
    }
  })

  const onSaveDraft = () => {
    saveDraft(form.getValues())
    toast.info(PROFILE_TOASTS.draftSaved)
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Basic Information">
      <CompanyInfoFields form={form} email={company.email} />
      <StepButtons isSaving={save.isPending} onSaveDraft={onSaveDraft} />
    </form>
  )
}
