import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import {
  allSlotsPassed,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODE_LABELS,
  type MemberKind,
  type WaitingInterview,
} from '@app/domain'
import { Skeleton } from '../ui/Skeleton'
import { interviewQueries } from '../../lib/interview-queries'
import { formatInterviewSlot } from '../../lib/screen-format'
import { paths } from '../../lib/paths'
import { AttendanceBadge, InterviewWhere } from './InterviewWhen'

/**
 * 'Upcoming interviews' on either dashboard: the next few scheduled, soonest first; on the
 * intern's, first the proposals waiting for their choice.
 */
export function UpcomingInterviewsCard({
  side,
  isLocked = false,
}: {
  side: MemberKind
  isLocked?: boolean
}) {
  const query = useQuery({ ...interviewQueries.upcoming(side), enabled: !isLocked })
  const waiting = useQuery({
    ...interviewQueries.waiting(),
    enabled: !isLocked && side === 'intern',
  })
  const proposals = waiting.data ?? []
  const detailHref = (applicationId: string) =>
    side === 'company'
      ? paths.company.applications.href(applicationId)
      : paths.intern.application.href(applicationId)
  return (
    <section
      aria-labelledby={`upcoming-interviews-${side}`}
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id={`upcoming-interviews-${side}`} className="text-lg font-semibold text-brand-900">
        Upcoming interviews
      </h2>
      {isLocked ? (
        <p className="mt-3 text-sm text-slate-600">Complete your profile to arrange interviews.</p>
      ) : query.isPending ? (
        <div aria-busy="true" className="mt-4 space-y-3">
          <p role="status" className="sr-only">
            Loading interviews…
          </p>
          <Skeleton className="h-16" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Failed to load interviews: {query.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </p>
      ) : query.data.length === 0 && proposals.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {side === 'company'
            ? 'No interviews scheduled. Propose times from an application.'
            : 'No interviews scheduled yet. When a company proposes times, choose one from your application.'}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {proposals.map((proposal) => (
            <WaitingProposal
              key={proposal.id}
              proposal={proposal}
              href={detailHref(proposal.applicationId)}
            />
          ))}
          {query.data.map((interview) => (
            <li key={interview.id} className="space-y-1 py-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-900">
                {formatInterviewSlot(interview.startsAt, interview.durationMinutes)}
                {interview.attendance && <AttendanceBadge attendance={interview.attendance} />}
              </p>
              <p className="break-words text-slate-700">
                <Link
                  to={detailHref(interview.applicationId)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {interview.roleTitle}
                </Link>{' '}
                with {interview.counterpart.name}
              </p>
              <p className="text-slate-600">
                {INTERVIEW_MODE_LABELS[interview.mode]} · <InterviewWhere interview={interview} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** A proposal waiting for the intern: who asks, for which role, and the way to answer it. */
function WaitingProposal({ proposal, href }: { proposal: WaitingInterview; href: string }) {
  const isAllPassed = allSlotsPassed(proposal.slots)
  const count = proposal.slots.length
  return (
    <li className="space-y-1 py-3 text-sm">
      <p className="font-semibold text-amber-900">
        {isAllPassed
          ? INTERVIEW_MESSAGES.allSlotsPassed
          : `${count} ${count === 1 ? 'time' : 'times'} proposed`}
      </p>
      <p className="break-words text-slate-700">
        {proposal.roleTitle} with {proposal.counterpart.name}
      </p>
      <Link to={href} className="font-semibold text-brand-700 hover:underline">
        {isAllPassed ? 'Ask for new times' : 'Choose a time'}
        <span className="sr-only">
          {' '}
          for {proposal.roleTitle} with {proposal.counterpart.name}
        </span>
      </Link>
    </li>
  )
}
