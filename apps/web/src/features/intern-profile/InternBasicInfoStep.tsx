import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  INTERN_MESSAGES,
  InternBasicInfoInputSchema,
  type InternBasicInfoInput,
  type InternMe,
} from '@app/domain'
import type { FormDraft } from '../../components/profile/useFormDraft'
import { BasicInfoFields, basicInfoValues } from './BasicInfoFields'
import { useSaveInternProfile } from './intern-profile.api'
import { INTERN_TEXTS } from './intern-profile.messages'
import { StepButtons } from '../../components/profile/StepButtons'
import { useDraftStep } from './useDraftStep'

interface InternBasicInfoStepProps {
  intern: InternMe
  draft: FormDraft<InternBasicInfoInput>
}

/** Step 1: the intern's basic information, kept as a draft on this device until submitted. */
export function InternBasicInfoStep({ intern, draft }: InternBasicInfoStepProps) {
  const save = useSaveInternProfile('basic-info')
  const form = useForm({
    resolver: zodResolver(InternBasicInfoInputSchema),
    defaultValues: draft.draft ?? basicInfoValues(intern),
    mode: 'onTouched',
  })
  const { onSubmit, onSaveDraft } = useDraftStep(form, {
    draft,
    send: save.mutateAsync,
    valuesOf: basicInfoValues,
    savedText: INTERN_MESSAGES.basicInfoSaved,
    failedText: INTERN_TEXTS.basicInfoFailed,
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Basic Information">
      <BasicInfoFields form={form} email={intern.email} />
      <StepButtons isSaving={save.isPending} onSaveDraft={onSaveDraft} />
    </form>
  )
}
