import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  allSlotsPassed,
  INTERVIEW_MESSAGES,
  INTERVIEW_STATUS_LABELS,
  isInterviewOpen,
  isInterviewOver,
  type CompanyApplication,
  type Interview,
} from '@app/domain'
import { ScheduledInterview } from '../../components/interviews/InterviewWhen'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { interviewQueries, useInterviewAction } from '../../lib/interview-queries'
import { formatInterviewSlot } from '../../lib/screen-format'
import { BookingInviteButton } from './BookingInviteButton'
import { InterviewSlotForm } from './InterviewSlotForm'

const INTERVIEWABLE: readonly CompanyApplication['status'][] = ['pending', 'in_review']

type Editing = 'none' | 'propose' | 'reschedule' | 'cancel'

/**
 * The interview of one application, on the company's side (decision 030): 'Schedule interview'
 * opens the slot form; then the interview's state, with reschedule and cancel.
 */
export function InterviewPanel({ application }: { application: CompanyApplication }) {
  const query = useQuery(interviewQueries.forApplication('company', application.id))
  const action = useInterviewAction()
  const [editing, setEditing] = useState<Editing>('none')
  const [cancelNote, setCancelNote] = useState('')
  const current: Interview | undefined = query.data?.[0]
  const isOpen = current && isInterviewOpen(current)
  const canPropose = INTERVIEWABLE.includes(application.status) && !isOpen

  if (query.isPending) return null
  if (query.isError) {
    // Quietly: the rest of the application (and its decision) matters more than this panel.
    if (!INTERVIEWABLE.includes(application.status)) return null
    return (
      <p className="text-sm text-slate-600">
        Interviews could not be loaded: {query.error.message}
      </p>
    )
  }
  if (!current && !canPropose) return null

  const cancel = () => {
    if (!current) return
    action.mutate(
      { kind: 'cancel', interviewId: current.id, note: cancelNote.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(INTERVIEW_MESSAGES.cancelledDone)
          setEditing('none')
          setCancelNote('')
        },
        onError: (error) => toast.error(error.message),
      },
    )
  }

  return (
    <section
      aria-labelledby="interview-title"
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <h3 id="interview-title" className="text-base font-semibold text-brand-900">
        Interview
      </h3>

      {current && editing !== 'reschedule' && <InterviewState interview={current} />}

      {editing === 'propose' && (
        <InterviewSlotForm
          submitLabel="Send times"
          onCancel={() => setEditing('none')}
          onSubmit={async (body) => {
            await action.mutateAsync({ kind: 'propose', applicationId: application.id, body })
            toast.success(INTERVIEW_MESSAGES.proposed)
            setEditing('none')
          }}
        />
      )}
      {editing === 'reschedule' && current && (
        <InterviewSlotForm
          initial={current}
          submitLabel="Send new times"
          onCancel={() => setEditing('none')}
          onSubmit={async (body) => {
            await action.mutateAsync({ kind: 'reschedule', interviewId: current.id, body })
            toast.success(INTERVIEW_MESSAGES.rescheduled)
            setEditing('none')
          }}
        />
      )}
      {editing === 'cancel' && current && (
        <div className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4">
          <label className="block space-y-1 text-sm font-medium text-slate-700">
            Note for the applicant (optional)
            <textarea
              value={cancelNote}
              onChange={(event) => setCancelNote(event.target.value)}
              rows={2}
              className="min-h-16 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            />
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="danger" onClick={cancel} disabled={action.isPending}>
              Cancel interview
            </Button>
            <Button variant="ghost" onClick={() => setEditing('none')}>
              Keep it
            </Button>
          </div>
        </div>
      )}

      {editing === 'none' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {canPropose && (
            <Button onClick={() => setEditing('propose')}>
              {current ? 'Schedule another interview' : 'Schedule interview'}
            </Button>
          )}
          {canPropose && <BookingInviteButton application={application} />}
          {isOpen && (
            <>
              <Button variant="secondary" onClick={() => setEditing('reschedule')}>
                {current.status === 'scheduled' ? 'Reschedule' : 'Propose new times'}
              </Button>
              <Button variant="ghost" onClick={() => setEditing('cancel')}>
                Cancel interview
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  )
}

function InterviewState({ interview }: { interview: Interview }) {
  const name = interview.counterpart.name
  switch (interview.status) {
    case 'proposed':
      return (
        <div className="space-y-2 text-sm">
          {allSlotsPassed(interview.slots) && (
            <p className="rounded-lg bg-amber-50 p-3 font-medium text-amber-950">
              {INTERVIEW_MESSAGES.allSlotsPassed} Propose new times for {name}.
            </p>
          )}
          <p className="font-medium text-brand-900">Waiting for {name} to choose a time:</p>
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {interview.slots.map((slot) => (
              <li key={slot.id}>{formatInterviewSlot(slot.startsAt, slot.durationMinutes)}</li>
            ))}
          </ul>
        </div>
      )
    case 'other_times_requested':
      return (
        <div className="space-y-1 text-sm">
          <p className="font-medium text-brand-900">{name} asked for other times:</p>
          <p className="rounded-lg bg-amber-50 p-3 whitespace-pre-line text-amber-950">
            {interview.internNote}
          </p>
        </div>
      )
    case 'scheduled':
      return (
        <div className="space-y-2">
          <p className="text-sm font-medium text-green-800">
            {isInterviewOver(interview) ? `Interviewed ${name}` : `Scheduled with ${name}`}
          </p>
          <ScheduledInterview interview={interview} side="company" />
        </div>
      )
    case 'cancelled':
      return (
        <p className="text-sm text-slate-700">
          Interview cancelled{interview.cancelNote ? `: ${interview.cancelNote}` : '.'}
        </p>
      )
    case 'declined':
      return (
        <div className="space-y-1 text-sm">
          <p className="font-medium text-brand-900">{INTERVIEW_STATUS_LABELS.declined}</p>
          {interview.internNote && (
            <p className="rounded-lg bg-slate-50 p-3 whitespace-pre-line text-slate-700">
              {interview.internNote}
            </p>
          )}
        </div>
      )
  }
}
