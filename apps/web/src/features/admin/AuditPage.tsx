import { useQuery } from '@tanstack/react-query'
import type { AuditEntry } from '@app/domain'
import { formatDateTime } from '../../lib/format'
import { adminQueries } from './admin.api'
import { ConsoleList } from './ConsoleList'
import { ConsoleCard, ConsoleHeading, Facts } from './ConsoleParts'
import { useConsoleParams } from './useConsoleParams'

/** What each recorded action is called in people's words; an unknown one shows as recorded. */
const ACTION_LABEL: Record<string, string> = {
  'company.verify': 'Verified a company',
  'company.reject': 'Rejected a CAC document',
  'account.suspend': 'Suspended an account',
  'account.restore': 'Restored an account',
  'role.remove': 'Removed a role',
  'role.release': 'Released a held role',
  'report.resolve': 'Resolved a report',
  'report.open_chat': 'Read a reported conversation',
  'account.allow_sign_up': 'Allowed a deleted account to sign up again',
  'contact.resolve': 'Handled a contact message',
  'job.retry': 'Retried a failed background job',
}

const TARGET_LABEL: Record<string, string> = {
  company: 'Company',
  account: 'Account',
  role: 'Role',
  report: 'Report',
  contact: 'Contact message',
  job: 'Background job',
}

/** The target by name with its id beside it; the id alone once the target is gone. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const kind = TARGET_LABEL[entry.targetType] ?? entry.targetType
  return (
    <>
      {kind}: {entry.targetName ?? <span className="italic">no longer exists</span>}{' '}
      <span className="break-all font-mono text-xs text-slate-500">{entry.targetId}</span>
    </>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="font-semibold text-brand-900">
            {ACTION_LABEL[entry.action] ?? entry.action}
          </h2>
          <time dateTime={entry.at} className="text-sm text-slate-600">
            {formatDateTime(entry.at)}
          </time>
        </div>
      }
    >
      <Facts
        items={[
          ['Who', entry.adminEmail],
          ['What', <AuditTarget entry={entry} />],
          ['Why', entry.reason],
        ]}
      />
    </ConsoleCard>
  )
}

const NO_TABS = ['all'] as const

/** Every admin action, newest first: who, what, when and why. */
export function AuditPage() {
  const { page, update } = useConsoleParams(NO_TABS, 'all')
  const audit = useQuery(adminQueries.audit(page))
  return (
    <>
      <ConsoleHeading
        title="Audit log"
        intro="Every action taken in the console, newest first. Entries cannot be changed."
      />
      <ConsoleList
        query={audit}
        label="Audit log entries"
        empty={{ title: 'No actions recorded yet' }}
        onPageChange={(next) => update({ page: next })}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <AuditRow entry={entry} />}
      />
    </>
  )
}
