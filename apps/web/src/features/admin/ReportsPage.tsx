import { useId, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import {
  REPORT_ACTIONS,
  REPORT_NOTE_MAX_LENGTH,
  SCAM_SIGNAL_LABELS,
  type AdminReport,
  type DepartedAccount,
  type ReportAction,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Tabs } from '../../components/ui/Tabs'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { formatDate, formatDateTime, formatWaiting } from '../../lib/screen-format'
import { paths } from '../../lib/paths'
import { adminQueries, useAllowSignUp, useResolveReport } from './admin.api'
import { ConsoleList } from './ConsoleList'
import { ConsoleCard, ConsoleHeading, Facts, StatusPill } from './ConsoleParts'
import { RemoveRoleDialog, SuspendAccountDialog } from './ActionDialogs'
import { ReasonDialog } from './ReasonDialog'
import { ChatParties, ReportedMessages } from './ReportedMessages'
import { QUEUE_TABS } from './queue-tabs'
import { useConsoleParams } from './useConsoleParams'

const TAB_IDS = QUEUE_TABS.map((tab) => tab.id)

const REASON_LABEL: Record<ReportReason, string> = {
  fees: 'Asks for fees',
  fake: 'Fake or misleading',
  harassment: 'Harassment',
  other: 'Something else',
}
const TARGET_LABEL: Record<ReportTargetType, string> = {
  role: 'Role',
  company: 'Company',
  message: 'Chat message',
  intern: 'Applicant',
}
const ACTION_LABEL: Record<ReportAction, string> = {
  none: 'No action needed',
  warned: 'Warned the account',
  role_removed: 'Removed the role',
  account_suspended: 'Suspended the account',
}

/** What a report is about, in words an action's dialog can name. */
function subjectOf(report: AdminReport): string {
  if (report.chat)
    return `the chat between ${report.chat.company.name} and ${report.chat.intern.name}`
  const target = report.target
  if (!target) return 'something since deleted'
  return target.accountName ?? target.label
}

interface Suspendable {
  id: string
  name: string
  kind: 'intern' | 'company'
}

/**
 * Who a suspension may act on: the account reported, or in a chat each side that wrote a flagged
 * message (the first flag may be the innocent side's).
 */
function suspendableOf(report: AdminReport): Suspendable[] {
  const { chat, target } = report
  if (chat) {
    const sides = [
      { party: chat.company, sender: 'company', kind: 'company' },
      { party: chat.intern, sender: 'user', kind: 'intern' },
    ] as const
    return sides.flatMap(({ party, sender, kind }) =>
      party.accountId && chat.messages.some((m) => m.sender === sender)
        ? [{ id: party.accountId, name: party.name, kind }]
        : [],
    )
  }
  if (!target?.accountId) return []
  return [
    {
      id: target.accountId,
      name: target.accountName ?? 'this account',
      kind: report.targetType === 'intern' ? 'intern' : 'company',
    },
  ]
}

const departedName = (departed: DepartedAccount) =>
  `${departed.kind === 'company' ? 'Deleted company' : 'Deleted intern'} (${departed.reference})`

const NO_ACTION_CHOSEN = 'Choose what was done.'

function ResolveDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  // Nothing is chosen for the operator: each report gets a deliberate answer.
  const [action, setAction] = useState<ReportAction | null>(null)
  const [isMissing, setIsMissing] = useState(false)
  const [note, setNote] = useState('')
  const resolve = useResolveReport()
  const noteId = useId()
  const errorId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!action) {
      setIsMissing(true)
      return
    }
    resolve.mutate(
      { id: report.id, action, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('Report marked as handled.')
          onClose()
        },
      },
    )
  }
  return (
    <Dialog
      isOpen
      role="alertdialog"
      title={`Resolve the report about ${subjectOf(report)}?`}
      description="Record what was done. Remove the role or suspend the account first (the buttons on the report); this records the outcome and tells the reporter it was reviewed."
      onClose={resolve.isPending ? undefined : onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4 text-left">
        {resolve.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {hasMessageForPeople(resolve.error)
              ? resolve.error.message
              : 'That did not work. Please try again.'}
          </p>
        )}
        <fieldset aria-describedby={isMissing ? errorId : undefined}>
          <legend className="text-sm font-semibold text-slate-800">Action taken</legend>
          <div className="mt-2 space-y-1">
            {REPORT_ACTIONS.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="radio"
                  name="action"
                  value={option}
                  checked={action === option}
                  onChange={() => {
                    setAction(option)
                    setIsMissing(false)
                  }}
                  className="h-4 w-4 accent-brand-900"
                />
                {ACTION_LABEL[option]}
              </label>
            ))}
          </div>
          {isMissing && (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {NO_ACTION_CHOSEN}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor={noteId} className="block text-sm font-semibold text-slate-800">
            Note (optional, kept in the audit log)
          </label>
          <textarea
            id={noteId}
            rows={3}
            value={note}
            maxLength={REPORT_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={resolve.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={resolve.isPending}>
            {resolve.isPending ? 'Saving...' : 'Mark as handled'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** Lifts a deleted account's sign-up block (decision 049), with an optional note for the log. */
function AllowSignUpDialog({
  departed,
  onClose,
}: {
  departed: DepartedAccount
  onClose: () => void
}) {
  const allow = useAllowSignUp()
  const name = departedName(departed)
  return (
    <ReasonDialog
      isOpen
      title={`Allow ${name} to sign up again?`}
      description="Its email, phone number and RC number can then be used to sign up. The reports stay."
      label="Note (optional, kept in the audit log)"
      isRequired={false}
      confirmLabel="Allow sign-up"
      pendingLabel="Saving..."
      isPending={allow.isPending}
      error={allow.error}
      onClose={onClose}
      onConfirm={(note) =>
        allow.mutate(
          { id: departed.id, note: note || undefined },
          {
            onSuccess: () => {
              toast.success(`${name} can sign up again.`)
              onClose()
            },
          },
        )
      }
    />
  )
}

function DepartedFacts({ role, departed }: { role: string; departed: DepartedAccount }) {
  return (
    <p className="text-sm text-slate-700">
      {role} deleted their account: {departedName(departed)}.{' '}
      {departed.signUpBlocked ? (
        <span className="font-semibold text-red-800">It cannot sign up again</span>
      ) : (
        'It may sign up again'
      )}
      ; this record is kept until {formatDate(departed.keptUntil)}.
    </p>
  )
}

function FlaggedChat({
  report,
  chat,
}: {
  report: AdminReport
  chat: NonNullable<AdminReport['chat']>
}) {
  return (
    <div className="space-y-2">
      <ChatParties company={chat.company} intern={chat.intern} roleTitle={chat.roleTitle} />
      <ReportedMessages
        label={report.source === 'automatic' ? 'Flagged messages' : 'Reported message'}
        messages={chat.messages}
        parties={chat}
      />
      {chat.canOpen ? (
        <p className="text-sm">
          <Link
            to={paths.admin.reportConversation.href(report.id)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Read the whole conversation
          </Link>{' '}
          <span className="text-slate-600">(read only; recorded in the audit log)</span>
        </p>
      ) : (
        <p className="text-sm text-slate-600">The conversation itself has since been deleted.</p>
      )}
    </div>
  )
}

type RowDialog = 'resolve' | 'remove' | { suspend: Suspendable } | { allow: DepartedAccount } | null

function ReportRow({ report }: { report: AdminReport }) {
  const [dialog, setDialog] = useState<RowDialog>(null)
  const isAutomatic = report.source === 'automatic'
  const target = report.target
  const isOpen = report.status === 'open'
  const suspendable = suspendableOf(report)
  const blocked = [target?.departed, report.reporter?.departed].filter(
    (departed): departed is DepartedAccount => Boolean(departed?.signUpBlocked),
  )
  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-brand-900">
            {isAutomatic ? 'Flagged chat' : `${TARGET_LABEL[report.targetType]} reported`}
          </h2>
          <StatusPill tone={report.reason === 'other' ? 'warn' : 'bad'}>
            {REASON_LABEL[report.reason]}
          </StatusPill>
          {report.status === 'open' && (
            <span className="text-sm font-semibold text-amber-900">
              {formatWaiting(report.createdAt)}
            </span>
          )}
        </div>
      }
      actionsBelow
      actions={
        (isOpen || blocked.length > 0) && (
          <>
            {isOpen && <Button onClick={() => setDialog('resolve')}>Resolve</Button>}
            {isOpen && target?.roleId && (
              <Button variant="secondary" onClick={() => setDialog('remove')}>
                Remove role
              </Button>
            )}
            {isOpen &&
              suspendable.map((account) => (
                <Button
                  key={account.id}
                  variant="secondary"
                  onClick={() => setDialog({ suspend: account })}
                >
                  Suspend {account.name}
                </Button>
              ))}
            {blocked.map((departed) => (
              <Button
                key={departed.id}
                variant="secondary"
                onClick={() => setDialog({ allow: departed })}
              >
                Allow {departed.reference} to sign up
              </Button>
            ))}
          </>
        )
      }
    >
      {report.chat ? (
        <FlaggedChat report={report} chat={report.chat} />
      ) : report.target ? (
        <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words text-slate-800">
          {report.target.label}
        </blockquote>
      ) : (
        <p className="text-sm text-slate-600">What was reported has since been deleted.</p>
      )}
      {!report.chat && report.signals.length > 0 && (
        <ul aria-label="Scam signals found" className="list-disc pl-5 text-sm text-red-800">
          {report.signals.map((signal) => (
            <li key={signal}>{SCAM_SIGNAL_LABELS[signal]}</li>
          ))}
        </ul>
      )}
      {target?.departed && <DepartedFacts role="The account reported" departed={target.departed} />}
      {report.reporter?.departed && (
        <DepartedFacts role="The reporter" departed={report.reporter.departed} />
      )}
      <Facts
        items={[
          [
            'Reported by',
            isAutomatic
              ? 'Internplace’s scam check'
              : (report.reporter?.email ??
                (report.reporter?.departed
                  ? departedName(report.reporter.departed)
                  : 'Deleted account')),
          ],
          ['Received', formatDateTime(report.createdAt)],
          ['Details', report.details],
          ...(report.status === 'handled'
            ? ([
                ['Action', report.action && ACTION_LABEL[report.action]],
                ['Note', report.note],
                [
                  'Handled',
                  report.handledAt &&
                    `${formatDateTime(report.handledAt)}${report.handledBy ? ` by ${report.handledBy}` : ''}`,
                ],
              ] as [string, string | null][])
            : []),
        ]}
      />
      {dialog === 'resolve' && <ResolveDialog report={report} onClose={() => setDialog(null)} />}
      {typeof dialog === 'object' && dialog !== null && 'allow' in dialog && (
        <AllowSignUpDialog departed={dialog.allow} onClose={() => setDialog(null)} />
      )}
      {target?.roleId && (
        <RemoveRoleDialog
          role={{ id: target.roleId, title: target.label }}
          isOpen={dialog === 'remove'}
          onClose={() => setDialog(null)}
        />
      )}
      {typeof dialog === 'object' && dialog !== null && 'suspend' in dialog && (
        <SuspendAccountDialog account={dialog.suspend} isOpen onClose={() => setDialog(null)} />
      )}
    </ConsoleCard>
  )
}

/** Reports by users and chats flagged by the scam check, in one queue: open oldest first. */
export function ReportsPage() {
  const { tab, page, update } = useConsoleParams(TAB_IDS, 'open')
  const reports = useQuery(adminQueries.reports(tab, page))
  const list = (
    <ConsoleList
      query={reports}
      label={tab === 'open' ? 'Open reports' : 'Handled reports'}
      empty={{
        title: tab === 'open' ? 'No open reports' : 'No handled reports yet',
        description:
          tab === 'open' ? 'Reports from users and flagged chats will show here.' : undefined,
      }}
      onPageChange={(next) => update({ page: next })}
      itemKey={(report) => report.id}
      renderItem={(report) => <ReportRow report={report} />}
    />
  )
  return (
    <>
      <ConsoleHeading
        title="Reports"
        intro="Reports from users and chats flagged by the scam check. The reporter is told when a report is handled."
      />
      <Tabs
        label="Report status"
        selectedId={tab}
        onSelect={(id) => update({ tab: id as ReportStatus })}
        tabs={QUEUE_TABS.map(({ id, label }) => ({ id, label, panel: id === tab ? list : null }))}
      />
    </>
  )
}
