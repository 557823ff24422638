import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { InternMe } from '@app/domain'
import { useDraftAutosave, type FormDraft } from '../../components/profile/useFormDraft'
import { toast } from '../../components/ui/toast'
import { messageFor } from '../../lib/profile-uploads'
import { INTERN_TEXTS } from './intern-profile.messages'
import { showServerErrors } from './server-errors'

interface DraftStepOptions<TValues, TOutput> {
  draft: FormDraft<TValues>
  send: (values: TOutput) => Promise<InternMe>
  /** The form's values of the saved profile, which Submit resets the form to. */
  valuesOf: (intern: InternMe) => TValues
  savedText: string
  failedText: string
}

/**
 * A wizard step's form, kept as a draft on this device as it is typed and on Save as draft, and
 * sent on Submit, which drops the draft.
 */
export function useDraftStep<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  { draft, send, valuesOf, savedText, failedText }: DraftStepOptions<TValues, TOutput>,
) {
  const cancelAutosave = useDraftAutosave(form, draft.save)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await send(values)
      cancelAutosave()
      draft.clear()
      form.reset(valuesOf(saved))
      toast.success(savedText)
    } catch (error) {
      showServerErrors(form, error)
      toast.error(messageFor(error, failedText))
    }
  })
  const onSaveDraft = () => {
    draft.save(form.getValues())
    toast.info(INTERN_TEXTS.draftSaved)
  }
  return { onSubmit, onSaveDraft }
}
