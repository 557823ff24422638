import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import {
  BOOKING_MESSAGES,
  canDecide,
  groupTimesByDay,
  INTERVIEW_MODE_LABELS,
  type ApplicationStatus,
  type FreeTimes,
} from '@app/domain'
import { InterviewWhere } from '../../components/interviews/InterviewWhen'
import { Button, buttonClass } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { bookingQueries, useBookInterview } from '../../lib/interview-booking-queries'
import { paths } from '../../lib/paths'
import { formatInterviewSlot } from '../../lib/screen-format'

interface BookingApplication {
  id: string
  companyName: string
  status: ApplicationStatus
}

/**
 * 'Book an interview' on the intern's application (decision 072), once the company invited them:
 * its free times of the next 14 days grouped by day in West Africa Time; choose one and confirm.
 * The booked interview then shows as any scheduled one (InterviewChooser), with its .ics.
 */
export function InterviewBooking({ application }: { application: BookingApplication }) {
  // Only an undecided application can be invited to book: a decided one spends no request on it.
  const query = useQuery({
    ...bookingQueries.freeTimes(application.id),
    enabled: canDecide(application.status),
  })
  if (query.isPending) return null
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Your interview times could not be loaded: {query.error.message}
      </p>
    )
  }
  if (!query.data.invited) return null
  return (
    <section
      aria-labelledby="booking-title"
      className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id="booking-title" className="text-lg font-semibold text-brand-900">
        Book an interview
      </h2>
      <p className="text-sm text-slate-700">
        {application.companyName} invited you to book an interview
        {query.data.mode && <> · {INTERVIEW_MODE_LABELS[query.data.mode]}</>}
        {query.data.durationMinutes && <> · {query.data.durationMinutes} minutes</>}
        {query.data.mode && query.data.mode !== 'phone' && (
          <>
            {' '}
            · <InterviewWhere interview={{ ...query.data, mode: query.data.mode }} />
          </>
        )}
      </p>
      {query.data.docs.length === 0 ? (
        <NoFreeTimes applicationId={application.id} />
      ) : (
        <TimeChooser applicationId={application.id} times={query.data} />
      )}
    </section>
  )
}

function NoFreeTimes({ applicationId }: { applicationId: string }) {
  return (
    <div className="space-y-3 rounded-lg bg-white p-4 text-sm">
      <p className="font-semibold text-brand-900">{BOOKING_MESSAGES.empty}</p>
      <p className="text-slate-700">{BOOKING_MESSAGES.emptyHint}</p>
      <Link to={paths.intern.chat.href(applicationId)} className={buttonClass('secondary')}>
        Message Company
      </Link>
    </div>
  )
}

function TimeChooser({ applicationId, times }: { applicationId: string; times: FreeTimes }) {
  const formId = useId()
  const book = useBookInterview()
  const [startsAt, setStartsAt] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const days = groupTimesByDay(times.docs.map((doc) => doc.startsAt))
  // A time taken by someone else since it was chosen leaves the list: the choice goes with it.
  const chosen = startsAt && times.docs.some((doc) => doc.startsAt === startsAt) ? startsAt : null

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    if (!chosen) {
      setError(BOOKING_MESSAGES.notFree)
      return
    }
    setError(null)
    book.mutate(
      { applicationId, startsAt: chosen },
      {
        onSuccess: () => toast.success(BOOKING_MESSAGES.booked),
        onError: (failure) => setError(failure.message),
      },
    )
  }

  return (
    <form
      onSubmit={confirm}
      aria-label="Choose an interview time"
      aria-describedby={error ? `${formId}-error` : undefined}
      className="space-y-4"
    >
      <p className="text-sm font-semibold text-brand-900">Choose a time (West Africa Time, WAT)</p>
      <div className="max-h-[28rem] space-y-3 overflow-y-auto pr-1">
        {days.map((day) => (
          <fieldset key={day.day} className="space-y-2">
            <legend className="text-sm font-semibold text-slate-700">{day.label}</legend>
            <div className="flex flex-wrap gap-2">
              {day.times.map((slot) => (
                <label
                  key={slot.startsAt}
                  className="relative flex min-h-11 min-w-20 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm has-[:checked]:border-brand-900 has-[:checked]:bg-brand-900 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
                >
                  <input
                    type="radio"
                    name={`${formId}-time`}
                    value={slot.startsAt}
                    checked={chosen === slot.startsAt}
                    onChange={() => setStartsAt(slot.startsAt)}
                    aria-label={`${day.label}, ${slot.time}`}
                    className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                  />
                  {slot.time}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {chosen && times.durationMinutes && (
        <p className="text-sm text-slate-700">
          Your choice:{' '}
          <span className="font-semibold text-brand-900">
            {formatInterviewSlot(chosen, times.durationMinutes)}
          </span>
        </p>
      )}
      <Button type="submit" disabled={book.isPending}>
        {book.isPending ? 'Booking…' : 'Confirm booking'}
      </Button>
      {error && (
        <p id={`${formId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  )
}
