import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { AcademicInfoInputSchema, INTERN_MESSAGES, type InternMe } from '@app/domain'
import type { z } from 'zod'
import { useDraftAutosave, type FormDraft } from '../../components/profile/useFormDraft'
import { toast } from '../../components/ui/toast'
import { messageFor } from '../../lib/profile-uploads'
import { AcademicFields, academicValues, type AcademicValues } from './AcademicFields'
import { useSaveInternProfile } from './intern-profile.api'
import { INTERN_TEXTS } from './intern-profile.messages'
import { showServerErrors } from './server-errors'
import { StepButtons } from './StepButtons'

interface AcademicStepProps {
  intern: InternMe
  draft: FormDraft<AcademicValues>
}

/** Step 3: institution, field and years, kept as a draft on this device until submitted. */
export function AcademicStep({ intern, draft }: AcademicStepProps) {
  const save = useSaveInternProfile('academic-info')
  const form = useForm({
    // The form holds years as text; the schema coerces them.
    resolver: zodResolver(AcademicInfoInputSchema) as Resolver<
      AcademicValues,
      unknown,
      z.output<typeof AcademicInfoInputSchema>
    >,
    defaultValues: draft.draft ?? academicValues(intern),
    mode: 'onTouched',
  })
  useDraftAutosave(form, draft.save)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      draft.clear()
      form.reset(academicValues(saved))
      toast.success(INTERN_MESSAGES.academicSaved)
    } catch (error) {
      showServerErrors(form, error)
      toast.error(messageFor(error, INTERN_TEXTS.academicFailed))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Academic Details">
      <AcademicFields form={form} />
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
