import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  formatDay,
  formatLogbookDay,
  formatLogbookWeek,
  LOGBOOK_STATUS_LABELS,
  lagosDayLabel,
  logbookSignatureLine,
  type LogbookPeriod,
  type LogbookWeek,
  type Placement,
  type PlacementSide,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { hasMessageForPeople } from '../../lib/api-client'
import { logbookQueries, useDownloadLogbook } from './logbook.api'
import { LogbookWeekEditor } from './LogbookWeekEditor'
import { Section } from './PlacementSection'

const BADGE: Record<LogbookWeek['status'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  submitted: 'bg-amber-100 text-amber-900',
  signed: 'bg-green-100 text-green-800',
}

/** A week as it was written, to read: each day's words, then its signature or where it stands. */
export function LogbookWeekText({ week }: { week: Pick<LogbookWeek, 'days'> }) {
  if (week.days.length === 0) return <p className="text-sm text-slate-600">Nothing written yet.</p>
  return (
    <dl className="space-y-3">
      {week.days.map((day) => (
        <div key={day.date}>
          <dt className="text-sm font-semibold text-slate-800">{formatLogbookDay(day.date)}</dt>
          <dd className="break-words whitespace-pre-wrap text-slate-900">{day.activities}</dd>
        </div>
      ))}
    </dl>
  )
}

function Signature({ week }: { week: LogbookWeek }) {
  if (week.status !== 'signed' || !week.signatureName || !week.signedAt) {
    return (
      <p className="text-sm text-slate-600">
        {week.status === 'submitted' && week.submittedAt
          ? `Sent to the supervisor on ${lagosDayLabel(new Date(week.submittedAt))}; not signed yet.`
          : 'Not signed.'}
      </p>
    )
  }
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-3">
      <p className="font-semibold text-green-900">
        {logbookSignatureLine(week.signatureName, week.signedAt)}
      </p>
      {week.comment && <p className="mt-1 text-green-900">“{week.comment}”</p>}
    </div>
  )
}

function WeekItem({
  week,
  isOpen,
  placement,
  period,
  side,
}: {
  week: LogbookWeek
  isOpen: boolean
  placement: Placement
  period: LogbookPeriod
  side: PlacementSide
}) {
  const [editing, setEditing] = useState(false)
  const canWrite = side === 'intern' && week.status !== 'signed'
  const showEditor = canWrite && (week.status === 'draft' || editing)
  return (
    <li>
      <details open={isOpen} className="group rounded-lg border border-slate-200">
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span className="font-medium text-slate-900">
            <span
              aria-hidden="true"
              className="mr-1.5 inline-block text-slate-400 transition-transform group-open:rotate-90"
            >
              ›
            </span>
            Week {week.weekNumber}
            <span className="block text-sm font-normal text-slate-600 sm:inline">
              <span className="hidden sm:inline"> · </span>
              {formatLogbookWeek(week.weekStart)}
            </span>
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[week.status]}`}
          >
            {LOGBOOK_STATUS_LABELS[week.status]}
          </span>
        </summary>
        <div className="space-y-4 border-t border-slate-100 p-3">
          {showEditor ? (
            <LogbookWeekEditor
              placementId={placement.id}
              week={week}
              period={period}
              supervisorName={placement.supervisor.name}
            />
          ) : (
            <>
              <LogbookWeekText week={week} />
              <Signature week={week} />
              {canWrite && (
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Change this week
                </Button>
              )}
            </>
          )}
        </div>
      </details>
    </li>
  )
}

/**
 * The SIWES/IT weekly logbook on the placement page (decision 061): the intern writes each week
 * and sends it to the supervisor; the company reads it. This week first.
 */
export function LogbookPanel({ placement, side }: { placement: Placement; side: PlacementSide }) {
  const query = useQuery(logbookQueries.weeks(side, placement.id))
  const download = useDownloadLogbook(side, placement.id)
  const { startDate, endDate } = placement
  const weeks = query.data?.weeks ?? []
  return (
    <Section
      title="Weekly logbook"
      action={
        weeks.some((week) => week.days.length > 0) && (
          <Button
            variant="secondary"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? 'Preparing…' : 'Download logbook (PDF)'}
          </Button>
        )
      }
    >
      {download.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {hasMessageForPeople(download.error)
            ? download.error.message
            : 'The logbook could not be downloaded. Please try again.'}
        </p>
      )}
      {query.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the logbook…</span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          message="The logbook could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : !query.data.isOpen || !startDate || !endDate ? (
        <p className="text-sm text-slate-600">
          {side === 'intern'
            ? 'Your logbook opens once the company gives the dates and your industry supervisor.'
            : 'The logbook opens once you give the dates and the industry supervisor.'}
        </p>
      ) : weeks.length === 0 ? (
        <p className="text-sm text-slate-600">
          The logbook opens on {formatDay(startDate)}, when the placement starts.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {side === 'intern'
              ? `Write what you did each working day. At the end of the week, submit it to ${placement.supervisor.name ?? 'your supervisor'}, who signs it from a link sent by email and SMS.`
              : `${placement.internName} writes each week; ${placement.supervisor.name ?? 'the industry supervisor'} signs it from a link.`}
          </p>
          <ul className="space-y-2">
            {[...weeks].reverse().map((week, index) => (
              <WeekItem
                key={week.weekStart}
                week={week}
                isOpen={index === 0}
                placement={placement}
                period={{ startDate, endDate }}
                side={side}
              />
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}
