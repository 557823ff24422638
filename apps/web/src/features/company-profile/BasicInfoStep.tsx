import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  CompanyBasicInfoInputSchema,
  type CompanyBasicInfoInput,
  type CompanyMe,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { useSaveCompanyProfile } from './company-profile.api'
import { messageFor } from '../../lib/profile-uploads'
import { PROFILE_TOASTS } from './company-profile.messages'
import { CompanyInfoFields, companyInfoValues } from './CompanyInfoFields'
import type { BasicInfoDraft } from './useBasicInfoDraft'

/** Typing is kept as a draft this long after the last key (spec §9: field debounce 300 ms). */
const DRAFT_DEBOUNCE_MS = 300

interface BasicInfoStepProps {
  company: CompanyMe
  draft: BasicInfoDraft
}

/** Step 1: the company's basic information, kept as a draft on this device until submitted. */
export function BasicInfoStep({ company, draft }: BasicInfoStepProps) {
  const save = useSaveCompanyProfile('set-basic-info')
  const form = useForm({
    resolver: zodResolver(CompanyBasicInfoInputSchema),
    defaultValues: draft.draft ?? companyInfoValues(company),
    mode: 'onTouched',
  })
  const saveDraft = draft.save

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        if (type !== 'change') return
        clearTimeout(timer)
        timer = setTimeout(() => {
          timer = undefined
          saveDraft(form.getValues())
        }, DRAFT_DEBOUNCE_MS)
      },
    })
    return () => {
      unsubscribe()
      // Leaving the step within the debounce still keeps the last keys typed.
      if (timer) {
        clearTimeout(timer)
        saveDraft(form.getValues())
      }
    }
  }, [form, saveDraft])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
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
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onSaveDraft} disabled={save.isPending}>
          Save as draft
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  )
}
