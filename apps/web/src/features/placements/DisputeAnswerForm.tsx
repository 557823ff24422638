import type { FormEvent } from 'react'
import {
  STIPEND_NOTE_MAX_LENGTH,
  StipendDisputeAnswerInputSchema,
  type CompanyStipendDispute,
} from '@app/domain'
import { Field } from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { useAnswerStipendDispute } from './stipends.api'
import { SendAnswerActions } from './StipendAnswerForm'

const FAILED = 'Your answer could not be sent. Please try again.'

/** The company's word on a stipend dispute: once, within 7 days. */
export function DisputeAnswerForm({
  placementId,
  dispute,
  onDone,
}: {
  placementId: string
  dispute: CompanyStipendDispute
  onDone: () => void
}) {
  const save = useAnswerStipendDispute(placementId, dispute.month)
  const { values, field, alert, clearAlert, refuse, outcome } = useCheckedForm({ note: '' }, FAILED)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const checked = StipendDisputeAnswerInputSchema.safeParse(values)
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    save.mutate(checked.data, outcome('Your answer is sent to the intern.', onDone))
  }

  const note = field('note')
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Answer about ${dispute.label}`}
      className="mt-3 space-y-3"
    >
      <Field
        label="Your answer to the intern"
        error={note.error}
        hint="Say when and how the stipend was or will be paid. The intern reads this."
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={STIPEND_NOTE_MAX_LENGTH}
            value={note.value}
            onChange={note.onChange}
          />
        )}
      </Field>
      <SendAnswerActions alert={alert} pending={save.isPending} onCancel={onDone} />
    </form>
  )
}
