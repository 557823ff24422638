import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  INTERN_MESSAGES,
  InternBasicInfoInputSchema,
  type InternBasicInfoInput,
  type InternMe,
} from '@app/domain'
import { useDraftAutosave, type FormDraft } from '../../components/profile/useFormDraft'
import { toast } from '../../components/ui/toast'
import { messageFor } from '../../lib/profile-uploads'
import { BasicInfoFields, basicInfoValues } from './BasicInfoFields'
import { useSaveInternProfile } from './intern-profile.api'
import { INTERN_TEXTS } from './intern-profile.messages'
import { showServerErrors } from './server-errors'
import { StepButtons } from './StepButtons'

interface BasicInfoStepProps {
  intern: InternMe
  draft: FormDraft<InternBasicInfoInput>
}

/** Step 1: the intern's basic information, kept as a draft on this device until submitted. */
export function BasicInfoStep({ intern, draft }: BasicInfoStepProps) {
  const save = useSaveInternProfile('basic-info')
  const form = useForm({
    resolver: zodResolver(InternBasicInfoInputSchema),
    defaultValues: draft.draft ?? basicInfoValues(intern),
    mode: 'onTouched',
  })
  useDraftAutosave(form, draft.save)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      draft.clear()
      form.reset(basicInfoValues(saved))
      toast.success(INTERN_MESSAGES.basicInfoSaved)
    } catch (error) {
      showServerErrors(form, error)
      toast.error(messageFor(error, INTERN_TEXTS.basicInfoFailed))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Basic Information">
      <BasicInfoFields form={form} email={intern.email} />
      <StepButtons
        isSaving={save.isPending}
        onSaveDraft={() => {
          draft.save(form.getValues())
          toast.info(INTERN_TEXTS.draftSaved)
        }}
      />
    </form>
  )
}
