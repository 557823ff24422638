import { useQuery } from '@tanstack/react-query'
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, type AuditEntry } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { formatDateTime } from '../../lib/screen-format'
import { adminQueries } from './admin.api'
import { ConsoleList } from './ConsoleList'
import { ConsoleCard, ConsoleHeading, Facts } from './ConsoleParts'
import { AuditFilterBar, useAuditFilters } from './AuditFilters'
import { useConsoleParams } from './useConsoleParams'

/** The target by name with its id beside it; the id alone once the target is gone. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const kind = labelOf(AUDIT_TARGET_LABELS, entry.targetType)
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
            {labelOf(AUDIT_ACTION_LABELS, entry.action)}
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

/** An unknown action or target type (written by a newer server) shows as recorded. */
const labelOf = (labels: Record<string, string>, key: string) =>
  Object.hasOwn(labels, key) ? labels[key]! : key

/** Every admin action, newest first: who, what, when and why; narrowed by who, what and on what. */
export function AuditPage() {
  const { page, update } = useConsoleParams(NO_TABS, 'all')
  const { filters, setFilter, clearFilters, isFiltered } = useAuditFilters()
  const audit = useQuery(adminQueries.audit(filters, page))
  return (
    <>
      <ConsoleHeading
        title="Audit log"
        intro="Every action taken in the console, newest first. Entries cannot be changed."
      />
      <AuditFilterBar
        filters={filters}
        onChange={setFilter}
        onClear={isFiltered ? clearFilters : undefined}
      />
      <ConsoleList
        query={audit}
        label="Audit log entries"
        empty={
          isFiltered
            ? {
                title: 'No actions match these filters',
                action: (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear filters
                  </Button>
                ),
                pastEnd: 'No more actions on this page',
              }
            : { title: 'No actions recorded yet', pastEnd: 'No more actions on this page' }
        }
        onPageChange={(next) => update({ page: next })}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <AuditRow entry={entry} />}
      />
    </>
  )
}
