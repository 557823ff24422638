import { useQuery } from '@tanstack/react-query'
import {
  STIPEND_DISPUTE_STATUSES,
  STIPEND_DISPUTE_STATUS_LABELS,
  formatDay,
  formatNaira,
  stipendMonthLabel,
  type AdminStipendDispute,
  type StipendDisputeStatus,
} from '@app/domain'
import { Tabs } from '../../components/ui/Tabs'
import { formatDateTime } from '../../lib/screen-format'
import { adminQueries } from './admin.api'
import { ConsoleList } from './ConsoleList'
import { ConsoleCard, ConsoleHeading, Facts, StatusPill } from './ConsoleParts'
import { useConsoleParams } from './useConsoleParams'

const TABS: { id: StipendDisputeStatus; label: string; empty: string }[] = [
  { id: 'open', label: 'Open', empty: 'No disputes waiting for a company' },
  { id: 'overdue', label: 'Overdue', empty: 'No overdue disputes' },
  { id: 'answered', label: 'Answered', empty: 'No answered disputes yet' },
  { id: 'closed', label: 'Paid after all', empty: 'No disputes closed as paid yet' },
]

const TONES = { open: 'warn', overdue: 'bad', answered: 'neutral', closed: 'good' } as const

/** What the intern reported: 'Not paid' or 'Paid NGN 20,000 of NGN 50,000'. */
const reported = (dispute: AdminStipendDispute) =>
  dispute.paid === 'partly' && dispute.amount !== null
    ? `Paid ${formatNaira(dispute.amount)} of ${formatNaira(dispute.expectedAmount)}`
    : `Not paid (${formatNaira(dispute.expectedAmount)} due)`

function DisputeRow({ dispute }: { dispute: AdminStipendDispute }) {
  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words text-brand-900">
            {dispute.companyName}: {stipendMonthLabel(dispute.month)}
          </h2>
          <StatusPill tone={TONES[dispute.status]}>
            {STIPEND_DISPUTE_STATUS_LABELS[dispute.status]}
          </StatusPill>
          {dispute.overdue && dispute.status !== 'overdue' && (
            <StatusPill tone="bad">Was overdue</StatusPill>
          )}
        </div>
      }
    >
      <Facts
        items={[
          ['Role', dispute.roleTitle],
          ['Intern reports', reported(dispute)],
          ['Opened', formatDateTime(dispute.openedAt)],
          ['Answer due', formatDay(dispute.answerBy)],
          ['Company answered', dispute.answeredAt ? formatDateTime(dispute.answeredAt) : 'Not yet'],
          ...(dispute.closedAt
            ? ([['Paid after all', formatDateTime(dispute.closedAt)]] as [string, string][])
            : []),
        ]}
      />
      {dispute.note && (
        <blockquote className="border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
          {dispute.note}
        </blockquote>
      )}
    </ConsoleCard>
  )
}

/** Stipend disputes (decision 063): interns' unpaid months and the companies' answers. */
export function StipendDisputesPage() {
  const { tab, page, update } = useConsoleParams(STIPEND_DISPUTE_STATUSES, 'open')
  const disputes = useQuery(adminQueries.stipendDisputes(tab, page))
  const current = TABS.find((item) => item.id === tab) ?? TABS[0]!
  const list = (
    <ConsoleList
      query={disputes}
      label={`${current.label} stipend disputes`}
      empty={{ title: current.empty }}
      onPageChange={(next) => update({ page: next })}
      itemKey={(dispute) => `${dispute.placementId}:${dispute.month}`}
      renderItem={(dispute) => <DisputeRow dispute={dispute} />}
    />
  )
  return (
    <>
      <ConsoleHeading
        title="Stipend disputes"
        intro="Months an intern reported unpaid or paid in part. The company has 7 days to answer; unanswered ones become overdue."
      />
      <Tabs
        label="Dispute status"
        selectedId={tab}
        onSelect={(id) => update({ tab: id as StipendDisputeStatus })}
        tabs={TABS.map(({ id, label }) => ({ id, label, panel: id === tab ? list : null }))}
      />
    </>
  )
}
