import { useId, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  allSlotsPassed,
  hasSlotPassed,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODE_LABELS,
  InterviewDeclineSchema,
  InterviewOtherTimesSchema,
  isInterviewOpen,
  type Interview,
} from '@app/domain'
import { GuideLink } from '../../components/guides/GuideLink'
import { InterviewWhere, ScheduledInterview } from '../../components/interviews/InterviewWhen'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { interviewQueries, useInterviewAction } from '../../lib/interview-queries'
import { formatInterviewSlot } from '../../lib/screen-format'

/**
 * The interview of one application, on the intern's side (decisions 030 and 045): the proposed
 * times to pick one from (those passed cannot be picked), 'Ask for other times' or 'Decline'; once
 * scheduled, when, how, where, 'Add to calendar' and 'Decline interview'.
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
      {isInterviewOpen(current) && <GuideLink guide="interviewPreparation" />}
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
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            You asked {company} for other times. They will propose new ones here.
          </p>
          <DeclineToggle interview={interview} />
        </div>
      )
    case 'scheduled':
      return (
        <div className="space-y-3">
          <p className="text-sm font-medium text-green-800">Scheduled with {company}</p>
          <ScheduledInterview interview={interview} side="intern" />
          {isInterviewOpen(interview) && <DeclineToggle interview={interview} />}
        </div>
      )
    case 'cancelled':
      return (
        <p className="text-sm text-slate-700">
          {company} cancelled the interview
          {interview.cancelNote ? `: ${interview.cancelNote}` : '.'}
        </p>
      )
    case 'declined':
      return (
        <p className="text-sm text-slate-700">
          You declined the interview{interview.internNote ? `: ${interview.internNote}` : '.'}
        </p>
      )
  }
}

type Answer = 'choose' | 'others' | 'decline'

/** The intern's note to the company, with an answer that carries one. */
function NoteBox(props: { label: string; note: string; onChange: (note: string) => void }) {
  return (
    <label className="block space-y-1 text-sm font-medium text-slate-700">
      {props.label}
      <textarea
        value={props.note}
        onChange={(event) => props.onChange(event.target.value)}
        rows={3}
        className="min-h-20 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      />
    </label>
  )
}

interface NoteAnswer {
  kind: 'other-times' | 'decline'
  interview: Interview
  note: string
  schema: typeof InterviewOtherTimesSchema | typeof InterviewDeclineSchema
  /** Said when the schema refuses the note without a message of its own. */
  unreadable: string
  done: string
}

/** Sends an answer that carries the intern's note, once its schema accepts the note. */
function sendNote(
  action: ReturnType<typeof useInterviewAction>,
  setError: (message: string | null) => void,
  { kind, interview, note, schema, unreadable, done }: NoteAnswer,
) {
  const checked = schema.safeParse({ note })
  if (!checked.success) {
    setError(checked.error.issues[0]?.message ?? unreadable)
    return
  }
  setError(null)
  action.mutate(
    { kind, interviewId: interview.id, note: checked.data.note ?? '' },
    {
      onSuccess: () => toast.success(done),
      onError: (failure) => setError(failure.message),
    },
  )
}

function SlotChoice({ interview }: { interview: Interview }) {
  const formId = useId()
  const action = useInterviewAction()
  const isAllPassed = allSlotsPassed(interview.slots)
  const [slotId, setSlotId] = useState<string | null>(null)
  const [answer, setAnswer] = useState<Answer>(isAllPassed ? 'others' : 'choose')
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
    sendNote(action, setError, {
      kind: 'other-times',
      interview,
      note,
      schema: InterviewOtherTimesSchema,
      unreadable: INTERVIEW_MESSAGES.otherTimesNote,
      done: INTERVIEW_MESSAGES.otherTimesRequested,
    })
  }

  const switchTo = (next: Answer) => {
    setError(null)
    setAnswer(next)
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
      {isAllPassed && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950">
          {INTERVIEW_MESSAGES.allSlotsPassed} Ask {interview.counterpart.name} for new times, or
          decline the interview.
        </p>
      )}
      {answer === 'choose' && (
        <form onSubmit={choose} className="space-y-3" aria-describedby={`${formId}-error`}>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-brand-900">
              Choose a time (West Africa Time)
            </legend>
            {interview.slots.map((slot) => {
              const isPassed = hasSlotPassed(slot)
              return (
                <label
                  key={slot.id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-900 has-[:checked]:ring-1 has-[:checked]:ring-brand-900 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-500"
                >
                  <input
                    type="radio"
                    name={`${formId}-slot`}
                    value={slot.id}
                    checked={slotId === slot.id}
                    disabled={isPassed}
                    onChange={() => setSlotId(slot.id)}
                    className="h-4 w-4 accent-brand-900"
                  />
                  {formatInterviewSlot(slot.startsAt, slot.durationMinutes)}
                  {isPassed && ' (passed)'}
                </label>
              )
            })}
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? 'Confirming…' : 'Confirm this time'}
            </Button>
            <Button variant="ghost" onClick={() => switchTo('others')}>
              Ask for other times
            </Button>
            <Button variant="ghost" onClick={() => switchTo('decline')}>
              Decline
            </Button>
          </div>
        </form>
      )}
      {answer === 'others' && (
        <form onSubmit={askOthers} className="space-y-3">
          <NoteBox label="Which days or times suit you?" note={note} onChange={setNote} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={action.isPending}>
              {isAllPassed ? 'Ask for new times' : 'Ask for other times'}
            </Button>
            {isAllPassed ? (
              <Button variant="ghost" onClick={() => switchTo('decline')}>
                Decline
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => switchTo('choose')}>
                Back to the times
              </Button>
            )}
          </div>
        </form>
      )}
      {answer === 'decline' && (
        <DeclineForm
          interview={interview}
          onBack={() => switchTo(isAllPassed ? 'others' : 'choose')}
        />
      )}
      {error && (
        <p id={`${formId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** 'Decline interview', opening the form to say no. */
function DeclineToggle({ interview }: { interview: Interview }) {
  const [isOpen, setOpen] = useState(false)
  return isOpen ? (
    <DeclineForm interview={interview} onBack={() => setOpen(false)} />
  ) : (
    <Button variant="ghost" onClick={() => setOpen(true)}>
      Decline interview
    </Button>
  )
}

/** Says no to the interview, with a note for the company if the intern likes. */
function DeclineForm({ interview, onBack }: { interview: Interview; onBack: () => void }) {
  const action = useInterviewAction()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)

  const decline = (event: FormEvent) => {
    event.preventDefault()
    sendNote(action, setError, {
      kind: 'decline',
      interview,
      note,
      schema: InterviewDeclineSchema,
      unreadable: INTERVIEW_MESSAGES.noteTooLong,
      done: INTERVIEW_MESSAGES.declinedDone,
    })
  }

  return (
    <form
      onSubmit={decline}
      aria-label="Decline the interview"
      className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <NoteBox
        label={`Note for ${interview.counterpart.name} (optional)`}
        note={note}
        onChange={setNote}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant="danger" disabled={action.isPending}>
          {action.isPending ? 'Declining…' : 'Decline interview'}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={action.isPending}>
          Back
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  )
}
