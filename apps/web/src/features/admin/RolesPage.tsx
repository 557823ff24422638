import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  canEditRole,
  statusLabel,
  type AdminRole,
  type HeldRole,
  type RoleState,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { formatDate, formatDateTime, formatWaiting } from '../../lib/screen-format'
import { Tabs } from '../../components/ui/Tabs'
import { adminQueries, useReleaseRole } from './admin.api'
import { ConsoleList } from './ConsoleList'
import { ConsoleCard, ConsoleHeading, ConsoleSearch, Facts, StatusPill } from './ConsoleParts'
import { RemoveRoleDialog } from './ActionDialogs'
import { ReasonDialog } from './ReasonDialog'
import { useConsoleParams } from './useConsoleParams'

/** The pill's colour; its words come from the one label rule (domain statusLabel). */
const STATE_TONE: Record<RoleState, 'good' | 'neutral' | 'bad' | 'warn'> = {
  open: 'good',
  awaiting_verification: 'warn',
  held: 'warn',
  closed_early: 'neutral',
  expired: 'neutral',
  full: 'neutral',
  deleted: 'neutral',
  removed: 'bad',
}

function RoleRow({ role }: { role: AdminRole }) {
  const [isRemoving, setIsRemoving] = useState(false)
  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words text-brand-900">{role.title}</h2>
          <StatusPill tone={STATE_TONE[role.state]}>{statusLabel('role', role.state)}</StatusPill>
        </div>
      }
      actions={
        canEditRole(role.state) && (
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
      <RemoveRoleDialog role={role} isOpen={isRemoving} onClose={() => setIsRemoving(false)} />
    </ConsoleCard>
  )
}

function HeldRoleRow({ role }: { role: HeldRole }) {
  const [action, setAction] = useState<'release' | 'remove' | null>(null)
  const release = useReleaseRole()
  const closeRelease = () => {
    setAction(null)
    release.reset()
  }
  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words text-brand-900">{role.title}</h2>
          <StatusPill tone="warn">{statusLabel('role', 'held')}</StatusPill>
          <span className="text-sm font-semibold text-amber-900">
            {formatWaiting(role.heldSince)}
          </span>
        </div>
      }
      actions={
        <>
          <Button onClick={() => setAction('release')}>Release</Button>
          <Button variant="danger" onClick={() => setAction('remove')}>
            Remove
          </Button>
        </>
      }
    >
      <p className="text-sm text-red-800">{role.reason}</p>
      <Facts
        items={[
          ['Company', role.companyName],
          ['Held since', formatDateTime(role.heldSince)],
        ]}
      />
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-700">
          Read the role’s wording
        </summary>
        <div className="space-y-2 pt-2 break-words text-slate-800">
          <p className="whitespace-pre-line">{role.roleSummary}</p>
          {[
            ['Responsibilities', role.responsibilities],
            ['Requirements', role.requirements],
          ].map(([heading, items]) => (
            <div key={heading as string}>
              <h3 className="font-semibold">{heading}</h3>
              <ul className="list-disc pl-5">
                {(items as string[]).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
      <ReasonDialog
        isOpen={action === 'release'}
        title={`Release “${role.title}”?`}
        description="The role goes public now and its company is told."
        label="Note (optional, kept in the audit log)"
        isRequired={false}
        confirmLabel="Release role"
        pendingLabel="Releasing..."
        isPending={release.isPending}
        error={release.error}
        onClose={closeRelease}
        onConfirm={(note) =>
          release.mutate(
            { id: role.id, note: note || undefined },
            {
              onSuccess: () => {
                toast.success(`“${role.title}” is public now.`)
                closeRelease()
              },
            },
          )
        }
      />
      <RemoveRoleDialog role={role} isOpen={action === 'remove'} onClose={() => setAction(null)} />
    </ConsoleCard>
  )
}

function HeldRolesList({
  page,
  onPageChange,
}: {
  page: number
  onPageChange: (page: number) => void
}) {
  const held = useQuery(adminQueries.heldRoles(page))
  return (
    <ConsoleList
      query={held}
      label="Roles held for review"
      empty={{
        title: 'No roles are held for review',
        description: 'Roles whose wording asks applicants for money wait here.',
      }}
      onPageChange={onPageChange}
      itemKey={(role) => role.id}
      renderItem={(role) => <HeldRoleRow role={role} />}
    />
  )
}

function AllRolesList({
  search,
  page,
  update,
}: {
  search: string
  page: number
  update: (changes: { page?: number; search?: string }) => void
}) {
  const roles = useQuery(adminQueries.roles(search, page))
  return (
    <>
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

const TABS = [
  { id: 'all', label: 'All roles' },
  { id: 'held', label: 'Held for review' },
] as const
const TAB_IDS = TABS.map((tab) => tab.id)

/** Every posted role: find one and remove it with a reason; release or remove held ones. */
export function RolesPage() {
  const { tab, page, search, update } = useConsoleParams(TAB_IDS, 'all')
  const panel =
    tab === 'held' ? (
      <HeldRolesList page={page} onPageChange={(next) => update({ page: next })} />
    ) : (
      <AllRolesList search={search} page={page} update={update} />
    )
  return (
    <>
      <ConsoleHeading
        title="Roles"
        intro="Remove a posting that breaks the rules. Roles whose wording asks applicants for money are held until you release or remove them."
      />
      <Tabs
        label="Roles to show"
        selectedId={tab}
        onSelect={(id) => update({ tab: id as (typeof TAB_IDS)[number] })}
        tabs={TABS.map(({ id, label }) => ({ id, label, panel: id === tab ? panel : null }))}
      />
    </>
  )
}
