import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { AcademicInfoInputSchema, INTERN_MESSAGES, type InternMe } from '@app/domain'
import type { z } from 'zod'
import type { FormDraft } from '../../components/profile/useFormDraft'
import { AcademicFields, academicValues, type AcademicValues } from './AcademicFields'
import { useSaveInternProfile } from './intern-profile.api'
import { INTERN_TEXTS } from './intern-profile.messages'
import { StepButtons } from '../../components/profile/StepButtons'
import { useDraftStep } from './useDraftStep'

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
  const { onSubmit, onSaveDraft } = useDraftStep(form, {
    draft,
    send: save.mutateAsync,
    valuesOf: academicValues,
    savedText: INTERN_MESSAGES.academicSaved,
    failedText: INTERN_TEXTS.academicFailed,
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Academic Details">
      <AcademicFields form={form} />
      <StepButtons isSaving={save.isPending} onSaveDraft={onSaveDraft} />
    </form>
  )
}
