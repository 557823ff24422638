import { useId, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_MODE_LABELS,
  InterviewOtherTimesSchema,
  type Interview,
} from '@app/domain'
import { InterviewWhere, ScheduledInterview } from '../../components/interviews/InterviewWhen'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { interviewQueries, useInterviewAction } from '../../lib/interview-queries'
import { formatInterviewSlot } from '../../lib/format'

/**
 * The interview of one application, on the intern's side (decision 030): the proposed times to
 * pick one from, or 'Ask for other times'; once scheduled, when, how, where and 'Add to calendar'.
 */
export function InterviewChooser({ applicationId }: { applicationId: string }) {
  const query = useQuery(interviewQueries.forApplication('intern', applicationId))
  const current = query.data?.[0]
  if (query.isPending || !current) return null
  return (
    <section
      aria-labelledby="interview-title"
      className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id="interview-title" className="text-lg font-semibold text-brand-900">
        Interview
      </h2>
      <InterviewBody interview={current} />
    </section>
  )
}

export function InterviewBody({ interview }: { interview: Interview }) {
  const company = interview.counterpart.name
  switch (interview.status) {
    case 'proposed':
      return <SlotChoice interview={interview} />
    case 'other_times_requested':
      return (
        <p className="text-sm text-slate-700">
          You asked {company} for other times. They will propose new ones here.
        </p>
      )
    case 'scheduled':
      return (
        <div className="space-y-2">
          <p className="text-sm font-medium text-green-800">Scheduled with {company}</p>
          <ScheduledInterview interview={interview} side="intern" />
        </div>
      )
    case 'cancelled':
      return (
        <p className="text-sm text-slate-700">
          {company} cancelled the interview
          {interview.cancelNote ? `: ${interview.cancelNote}` : '.'}
        </p>
      )
  }
}

function SlotChoice({ interview }: { interview: Interview }) {
  const formId = useId()
  const action = useInterviewAction()
  const [slotId, setSlotId] = useState<string | null>(null)
  const [askingOthers, setAskingOthers] = useState(false)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)

  const choose = (event: FormEvent) => {
    event.preventDefault()
    if (!slotId) {
      setError(INTERVIEW_MESSAGES.slotUnknown)
      return
    }
    setError(null)
    action.mutate(
      { kind: 'choose', interviewId: interview.id, slotId },
      {
        onSuccess: () => toast.success(INTERVIEW_MESSAGES.chosen),
        onError: (failure) => setError(failure.message),
      },
    )
  }

  const askOthers = (event: FormEvent) => {
    event.preventDefault()
    const checked = InterviewOtherTimesSchema.safeParse({ note })
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? INTERVIEW_MESSAGES.otherTimesNote)
      return
    }
    setError(null)
    action.mutate(
      { kind: 'other-times', interviewId: interview.id, note: checked.data.note },
      {
        onSuccess: () => toast.success(INTERVIEW_MESSAGES.otherTimesRequested),
        onError: (failure) => setError(failure.message),
      },
    )
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {interview.counterpart.name} would like to interview you ·{' '}
        {INTERVIEW_MODE_LABELS[interview.mode]}
        {interview.mode !== 'phone' && (
          <>
            {' '}
            · <InterviewWhere interview={interview} />
          </>
        )}
      </p>
      {interview.note && (
        <p className="rounded-lg bg-white p-3 text-sm whitespace-pre-line text-slate-700">
          {interview.note}
        </p>
      )}
      {!askingOthers ? (
        <form onSubmit={choose} className="space-y-3" aria-describedby={`${formId}-error`}>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-brand-900">
              Choose a time (West Africa Time)
            </legend>
            {interview.slots.map((slot) => (
              <label
                key={slot.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-900 has-[:checked]:ring-1 has-[:checked]:ring-brand-900"
              >
                <input
                  type="radio"
                  name={`${formId}-slot`}
                  value={slot.id}
                  checked={slotId === slot.id}
                  onChange={() => setSlotId(slot.id)}
                  className="h-4 w-4 accent-brand-900"
                />
                {formatInterviewSlot(slot.startsAt, slot.durationMinutes)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? 'Confirming…' : 'Confirm this time'}
            </Button>
            <Button variant="ghost" onClick={() => setAskingOthers(true)}>
              Ask for other times
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={askOthers} className="space-y-3">
          <label className="block space-y-1 text-sm font-medium text-slate-700">
            Which days or times suit you?
            <textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              className="min-h-20 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            />
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={action.isPending}>
              Ask for other times
            </Button>
            <Button variant="ghost" onClick={() => setAskingOthers(false)}>
              Back to the times
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p id={`${formId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
