import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminAccount } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { formatDate, formatDateTime } from '../../lib/screen-format'
import { adminQueries, useRestoreAccount } from './admin.api'
import { SuspendAccountDialog } from './ActionDialogs'
import { ConsoleList } from './ConsoleList'
import { ConsoleCard, ConsoleHeading, ConsoleSearch, Facts, StatusPill } from './ConsoleParts'
import { ReasonDialog } from './ReasonDialog'
import { useConsoleParams } from './useConsoleParams'

const KIND_LABEL: Record<AdminAccount['kind'], string> = {
  intern: 'Intern',
  company: 'Company',
  admin: 'Admin',
}

function AccountRow({ account }: { account: AdminAccount }) {
  const [action, setAction] = useState<'suspend' | 'restore' | null>(null)
  const restore = useRestoreAccount()
  const name = account.name?.trim() || account.email
  const isSuspended = account.status === 'suspended'
  const close = () => {
    setAction(null)
    restore.reset()
  }

  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words text-brand-900">{name}</h2>
          <StatusPill tone="neutral">{KIND_LABEL[account.kind]}</StatusPill>
          {isSuspended ? (
            <StatusPill tone="bad">Suspended</StatusPill>
          ) : (
            <StatusPill tone="good">Active</StatusPill>
          )}
        </div>
      }
      actions={
        account.kind !== 'admin' &&
        (isSuspended ? (
          <Button variant="secondary" onClick={() => setAction('restore')}>
            Restore
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setAction('suspend')}>
            Suspend
          </Button>
        ))
      }
    >
      <Facts
        items={[
          ['Email', account.email],
          ['Joined', formatDate(account.createdAt)],
          ...(isSuspended
            ? ([
                ['Suspended', account.suspendedAt && formatDateTime(account.suspendedAt)],
                ['Reason', account.suspensionReason],
              ] as [string, string | null][])
            : []),
        ]}
      />
      <SuspendAccountDialog
        account={{ id: account.id, name, kind: account.kind }}
        isOpen={action === 'suspend'}
        onClose={close}
      />
      <ReasonDialog
        isOpen={action === 'restore'}
        title={`Restore ${name}?`}
        description="The account can sign in again; a company's roles come back."
        label="Note (optional, kept in the audit log)"
        isRequired={false}
        confirmLabel="Restore account"
        pendingLabel="Restoring..."
        isPending={restore.isPending}
        error={restore.error}
        onClose={close}
        onConfirm={() =>
          restore.mutate(
            { id: account.id },
            {
              onSuccess: () => {
                toast.success(`${name} is restored.`)
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

/** Accounts of every kind: find one by email or name, suspend it with a reason, restore it. */
export function AccountsPage() {
  const { page, search, update } = useConsoleParams(NO_TABS, 'all')
  const accounts = useQuery(adminQueries.accounts(search, page))
  return (
    <>
      <ConsoleHeading
        title="Accounts"
        intro="Suspending signs the account out at once and refuses sign-in until it is restored."
      />
      <ConsoleSearch
        label="Search accounts"
        placeholder="Search by email or name"
        value={search}
        onCommit={(value) => update({ search: value })}
      />
      <ConsoleList
        query={accounts}
        label="Accounts"
        empty={{
          title: 'No accounts found',
          description: search ? 'Try another search.' : undefined,
        }}
        onPageChange={(next) => update({ page: next })}
        itemKey={(account) => account.id}
        renderItem={(account) => <AccountRow account={account} />}
      />
    </>
  )
}
