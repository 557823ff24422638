import { useState } from 'react'
import {
  INTERVIEW_ATTENDANCE_LABELS,
  INTERVIEW_MODE_LABELS,
  type Interview,
  type InterviewAttendance,
  type MemberKind,
} from '@app/domain'
import { Button } from '../ui/Button'
import { toast } from '../ui/toast'
import { downloadInterviewInvite } from '../../lib/interview-queries'
import { formatInterviewSlot } from '../../lib/screen-format'

/** Where an interview happens: the join link, the address, or 'by phone'. */
export function InterviewWhere({
  interview,
}: {
  interview: Pick<Interview, 'mode' | 'link' | 'location'>
}) {
  if (interview.mode === 'video' && interview.link) {
    return (
      <a
        href={interview.link}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold break-all text-brand-700 underline hover:text-brand-900"
      >
        Join video call<span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  if (interview.mode === 'in_person')
    return <span className="break-words">{interview.location}</span>
  return <span>By phone</span>
}

const ATTENDANCE_TONES: Record<InterviewAttendance, string> = {
  confirmed: 'bg-green-50 text-green-800 ring-green-200',
  not_coming: 'bg-amber-50 text-amber-900 ring-amber-200',
}

/** The intern's answer to a reminder (by SMS, WhatsApp or in the app): coming, or not. */
export function AttendanceBadge({ attendance }: { attendance: InterviewAttendance }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${ATTENDANCE_TONES[attendance]}`}
    >
      {INTERVIEW_ATTENDANCE_LABELS[attendance]}
    </span>
  )
}

/**
 * A scheduled interview: the intern's answer to its reminder once given, when, how, where, and
 * 'Add to calendar' (the .ics).
 */
export function ScheduledInterview({
  interview,
  side,
}: {
  interview: Interview
  side: MemberKind
}) {
  const [isDownloading, setIsDownloading] = useState(false)
  const scheduled = interview.scheduled
  if (!scheduled) return null
  const addToCalendar = () => {
    setIsDownloading(true)
    downloadInterviewInvite(side, interview.id)
      .catch((error: unknown) =>
        toast.error(error instanceof Error ? error.message : 'The invitation could not be saved.'),
      )
      .finally(() => setIsDownloading(false))
  }
  return (
    <div className="space-y-3">
      {interview.attendance && <AttendanceBadge attendance={interview.attendance} />}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-600">When</dt>
        <dd className="text-brand-900">
          {formatInterviewSlot(scheduled.startsAt, scheduled.durationMinutes)}
        </dd>
        <dt className="font-semibold text-slate-600">How</dt>
        <dd className="text-brand-900">{INTERVIEW_MODE_LABELS[interview.mode]}</dd>
        <dt className="font-semibold text-slate-600">Where</dt>
        <dd className="text-brand-900">
          <InterviewWhere interview={interview} />
        </dd>
        {interview.note && (
          <>
            <dt className="font-semibold text-slate-600">Note</dt>
            <dd className="whitespace-pre-line text-brand-900">{interview.note}</dd>
          </>
        )}
      </dl>
      <Button variant="secondary" onClick={addToCalendar} disabled={isDownloading}>
        {isDownloading ? 'Preparing…' : 'Add to calendar'}
      </Button>
    </div>
  )
}
