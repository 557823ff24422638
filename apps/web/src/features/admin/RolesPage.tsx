import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminRole } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { formatDate, formatDateTime } from '../../lib/format'
import { adminQueries, useRemoveRole } from './admin.api'
import { ConsoleList } from './ConsoleList'
import { ConsoleCard, ConsoleHeading, ConsoleSearch, Facts, StatusPill } from './ConsoleParts'
import { ReasonDialog } from './ReasonDialog'
import { useConsoleParams } from './useConsoleParams'

const STATE_PILL: Record<AdminRole['state'], { tone: 'good' | 'neutral' | 'bad'; label: string }> =
  {
    open: { tone: 'good', label: 'Open' },
    deleted: { tone: 'neutral', label: 'Deleted by the company' },
    removed: { tone: 'bad', label: 'Removed' },
  }

function RoleRow({ role }: { role: AdminRole }) {
  const [isRemoving, setIsRemoving] = useState(false)
  const remove = useRemoveRole()
  const pill = STATE_PILL[role.state]
  const close = () => {
    setIsRemoving(false)
    remove.reset()
  }
  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words text-brand-900">{role.title}</h2>
          <StatusPill tone={pill.tone}>{pill.label}</StatusPill>
        </div>
      }
      actions={
        role.state === 'open' && (
          <Button variant="danger" onClick={() => setIsRemoving(true)}>
            Remove
          </Button>
        )
      }
    >
      <Facts
        items={[
          [
            'Company',
            <>
              {role.companyName ?? 'No name yet'}
              {role.companyVerified ? (
                <span className="ml-2 text-emerald-800">(verified)</span>
              ) : (
                <span className="ml-2 text-amber-900">(not verified)</span>
              )}
            </>,
          ],
          ['Location', role.location],
          ['Posted', formatDate(role.createdAt)],
          ...(role.removedAt
            ? ([['Removed', formatDateTime(role.removedAt)]] as [string, string][])
            : []),
        ]}
      />
      <ReasonDialog
        isOpen={isRemoving}
        title={`Remove “${role.title}”?`}
        description="The posting leaves every list at once; the company and its applicants are told."
        label="Reason (the company sees it)"
        isRequired
        variant="danger"
        confirmLabel="Remove role"
        pendingLabel="Removing..."
        isPending={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={(reason) =>
          remove.mutate(
            { id: role.id, reason },
            {
              onSuccess: () => {
                toast.success(`“${role.title}” was removed.`)
                close()
              },
            },
          )
        }
      />
    </ConsoleCard>
  )
}

const NO_TABS = ['all'] as const

/** Every posted role: find one by title or company and remove it with a reason. */
export function RolesPage() {
  const { page, search, update } = useConsoleParams(NO_TABS, 'all')
  const roles = useQuery(adminQueries.roles(search, page))
  return (
    <>
      <ConsoleHeading
        title="Roles"
        intro="Remove a posting that breaks the rules, such as one asking applicants for money."
      />
      <ConsoleSearch
        label="Search roles"
        placeholder="Search by title or company"
        value={search}
        onCommit={(value) => update({ search: value })}
      />
      <ConsoleList
        query={roles}
        label="Roles"
        empty={{ title: 'No roles found', description: search ? 'Try another search.' : undefined }}
        onPageChange={(next) => update({ page: next })}
        itemKey={(role) => role.id}
        renderItem={(role) => <RoleRow role={role} />}
      />
    </>
  )
}
