import { useId, type FormEvent } from 'react'
import {
  STIPEND_ANSWER_LABELS,
  STIPEND_MESSAGES,
  StipendAnswerInputSchema,
  formatNaira,
  type StipendAnswer,
  type StipendMonth,
} from '@app/domain'
import { FormActions, TextField } from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { useAnswerStipend } from './stipends.api'

const FAILED = 'Your answer could not be saved. Please try again.'

/** '20,000' or '20 000' as typed → 20000; '' → undefined; anything else NaN, which the schema refuses. */
const nairaOf = (typed: string) => {
  const digits = typed.replace(/[,\s]/g, '').replace(/^NGN/i, '')
  return digits === '' ? undefined : /^\d+$/.test(digits) ? Number(digits) : Number.NaN
}

/** What the server will say, told in the toast once it is saved. */
function savedMessage(month: StipendMonth, paid: StipendAnswer) {
  if (paid === 'yes') return month.dispute ? STIPEND_MESSAGES.disputeClosed : STIPEND_MESSAGES.saved
  return month.dispute ? STIPEND_MESSAGES.saved : STIPEND_MESSAGES.disputeOpened
}

/** The foot of a stipend answer, the intern's or the company's: each is sent to the other side. */
export function SendAnswerActions(props: {
  alert: string | null
  pending: boolean
  onCancel: () => void
}) {
  return <FormActions {...props} label="Send answer" pendingLabel="Sending…" />
}

/** 'Were you paid for May 2026?': the answers the intern may still give, and the amount for 'partly'. */
export function StipendAnswerForm({
  placementId,
  month,
  onDone,
}: {
  placementId: string
  month: StipendMonth
  onDone: () => void
}) {
  const save = useAnswerStipend(placementId)
  const legendId = useId()
  const { values, set, field, errors, alert, clearAlert, refuse, outcome } = useCheckedForm<{
    paid: StipendAnswer | ''
    amount: string
  }>({ paid: '', amount: '' }, FAILED)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const body = {
      month: month.month,
      paid: values.paid,
      ...(values.paid === 'partly' && { amount: nairaOf(values.amount) }),
    }
    const checked = StipendAnswerInputSchema.safeParse(body)
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    save.mutate(checked.data, outcome(savedMessage(month, checked.data.paid), onDone))
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Your answer for ${month.label}`}
      className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3"
    >
      <fieldset aria-describedby={errors.paid ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          {STIPEND_MESSAGES.question(month.month)}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {month.canAnswer.map((paid) => (
            <label
              key={paid}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`paid-${month.month}`}
                value={paid}
                checked={values.paid === paid}
                onChange={() => set('paid', paid)}
              />
              <span className="text-sm text-slate-900">{STIPEND_ANSWER_LABELS[paid]}</span>
            </label>
          ))}
        </div>
        {errors.paid && (
          <p id={`${legendId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.paid}
          </p>
        )}
      </fieldset>
      {values.paid === 'partly' && (
        <TextField
          label="Amount you were paid (NGN)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="20,000"
          hint={`The stipend is ${formatNaira(month.expectedAmount)} a month.`}
          {...field('amount')}
        />
      )}
      <SendAnswerActions alert={alert} pending={save.isPending} onCancel={onDone} />
    </form>
  )
}
