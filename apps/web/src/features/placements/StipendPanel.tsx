import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  STIPEND_DISPUTE_STATUS_LABELS,
  formatDay,
  formatNaira,
  lagosDayLabel,
  type CompanyStipendDispute,
  type Placement,
  type PlacementSide,
  type StipendDispute,
  type StipendMonth,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { DisputeAnswerForm } from './DisputeAnswerForm'
import { StipendAnswerForm } from './StipendAnswerForm'
import { stipendQueries } from './stipends.api'

const dayOf = (iso: string) => lagosDayLabel(new Date(iso))

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  )
}

function Loading({ what }: { what: string }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">Loading {what}…</span>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-16 w-full rounded-lg" />
    </div>
  )
}

const STATUS_COLOURS: Record<StipendDispute['status'], string> = {
  open: 'bg-amber-50 text-amber-900 border-amber-200',
  overdue: 'bg-red-50 text-red-800 border-red-200',
  answered: 'bg-brand-50 text-brand-900 border-brand-200',
  closed: 'bg-slate-50 text-slate-700 border-slate-200',
}

function StatusTag({ status }: { status: StipendDispute['status'] }) {
  return (
    <span
      className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}
    >
      {STIPEND_DISPUTE_STATUS_LABELS[status]}
    </span>
  )
}

/** What the intern said of a month, in a few words. */
function paidWords(month: Pick<StipendMonth, 'paid' | 'amount' | 'expectedAmount'>) {
  if (month.paid === 'yes') return 'Paid in full'
  if (month.paid === 'partly' && month.amount !== null) {
    return `Paid ${formatNaira(month.amount)} of ${formatNaira(month.expectedAmount)}`
  }
  if (month.paid === 'no') return 'Not paid'
  return 'Not answered yet'
}

/** What the intern reported, as the company reads it. */
const reportWords = (dispute: CompanyStipendDispute) =>
  `${
    dispute.paid === 'partly' && dispute.amount !== null
      ? `The intern reports being paid ${formatNaira(dispute.amount)} of ${formatNaira(dispute.expectedAmount)}`
      : `The intern reports not being paid the ${formatNaira(dispute.expectedAmount)}`
  } (opened ${dayOf(dispute.openedAt)}).`

/** Where a dispute stands, for the side that reads it. */
function DisputeWords({ dispute, side }: { dispute: StipendDispute; side: PlacementSide }) {
  const by = formatDay(dispute.answerBy)
  const lines: Record<StipendDispute['status'], string> = {
    open: side === 'company' ? `Answer by ${by}.` : `The company is told and must answer by ${by}.`,
    overdue:
      side === 'company'
        ? `Your answer was due by ${by}. The Internplace team can see this dispute.`
        : `The company did not answer by ${by}. The Internplace team can see it.`,
    answered: side === 'company' ? 'You answered:' : 'The company answered:',
    closed: `Paid after all: confirmed on ${dispute.closedAt ? dayOf(dispute.closedAt) : ''}.`,
  }
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-700">
      <p>{lines[dispute.status]}</p>
      {dispute.note && (
        <blockquote className="border-l-4 border-slate-300 pl-3 break-words whitespace-pre-line text-slate-900">
          {dispute.note}
          {dispute.answeredAt && (
            <span className="block text-xs text-slate-500">{dayOf(dispute.answeredAt)}</span>
          )}
        </blockquote>
      )}
    </div>
  )
}

function InternMonth({ placementId, month }: { placementId: string; month: StipendMonth }) {
  const [answering, setAnswering] = useState(false)
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{month.label}</h3>
        {month.dispute && <StatusTag status={month.dispute.status} />}
      </div>
      <p className="text-sm text-slate-700">{paidWords(month)}</p>
      {month.dispute && <DisputeWords dispute={month.dispute} side="intern" />}
      {answering ? (
        <StipendAnswerForm
          placementId={placementId}
          month={month}
          onDone={() => setAnswering(false)}
        />
      ) : (
        month.canAnswer.length > 0 && (
          <Button variant="secondary" className="mt-2" onClick={() => setAnswering(true)}>
            {month.paid === null ? `Answer for ${month.label}` : `Update ${month.label}`}
          </Button>
        )
      )}
    </li>
  )
}

function InternStipend({ placement }: { placement: Placement }) {
  const query = useQuery(stipendQueries.intern(placement.id))
  if (query.isPending) return <Loading what="your stipend" />
  if (query.isError) {
    return (
      <LoadError message="Your stipend could not be loaded." onRetry={() => void query.refetch()} />
    )
  }
  const { monthlyStipend, months } = query.data
  if (monthlyStipend === null) {
    return (
      <p className="text-sm text-slate-700">
        This placement is unpaid: there is no stipend to confirm.
      </p>
    )
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {formatNaira(monthlyStipend)} a month. From the 3rd of each month, tell us whether you were
        paid for the month before. The company sees your answer only if you were not paid in full.
      </p>
      {months.length === 0 ? (
        <p className="text-sm text-slate-600">
          {placement.startDate
            ? 'Nothing to answer yet: the first question comes on the 3rd of the month after your placement starts.'
            : 'Nothing to answer yet: the company has not given the dates.'}
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Stipend months">
          {months.map((month) => (
            <InternMonth key={month.month} placementId={placement.id} month={month} />
          ))}
        </ul>
      )}
    </div>
  )
}

function CompanyDispute({
  placementId,
  dispute,
}: {
  placementId: string
  dispute: CompanyStipendDispute
}) {
  const [answering, setAnswering] = useState(false)
  const canAnswer = dispute.status === 'open' || dispute.status === 'overdue'
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{dispute.label}</h3>
        <StatusTag status={dispute.status} />
      </div>
      <p className="text-sm text-slate-700">{reportWords(dispute)}</p>
      <DisputeWords dispute={dispute} side="company" />
      {answering ? (
        <DisputeAnswerForm
          placementId={placementId}
          dispute={dispute}
          onDone={() => setAnswering(false)}
        />
      ) : (
        canAnswer && (
          <Button className="mt-2" onClick={() => setAnswering(true)}>
            Answer about {dispute.label}
          </Button>
        )
      )}
    </li>
  )
}

function CompanyStipend({ placement }: { placement: Placement }) {
  const query = useQuery(stipendQueries.company(placement.id))
  if (query.isPending) return <Loading what="stipend disputes" />
  if (query.isError) {
    return (
      <LoadError
        message="The stipend disputes could not be loaded."
        onRetry={() => void query.refetch()}
      />
    )
  }
  const { disputes } = query.data
  if (disputes.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        No stipend disputes. Each month the intern is asked whether they were paid; a month shows
        here only if they report it unpaid, and then you have 7 days to answer.
      </p>
    )
  }
  return (
    <ul className="space-y-3" aria-label="Stipend disputes">
      {disputes.map((dispute) => (
        <CompanyDispute key={dispute.month} placementId={placement.id} dispute={dispute} />
      ))}
    </ul>
  )
}

/**
 * Stipends that are really paid (decision 063): the intern answers month by month and sees any
 * dispute; the company sees only disputes, each with its 7-day deadline and an answer form.
 */
export function StipendPanel({ placement, side }: { placement: Placement; side: PlacementSide }) {
  return side === 'company' ? (
    <Panel title="Stipend disputes">
      <CompanyStipend placement={placement} />
    </Panel>
  ) : (
    <Panel title="Stipend">
      <InternStipend placement={placement} />
    </Panel>
  )
}
