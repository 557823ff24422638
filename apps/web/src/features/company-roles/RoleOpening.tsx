import { useState } from 'react'
import {
  ROLE_FRESHNESS_MESSAGES,
  canCloseRole,
  canReopenRole,
  type CompanyRole,
  formatDay,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { formatDate } from '../../lib/screen-format'
import { useRoleOpening } from './company-roles.api'
import { ConfirmDialog } from './RoleDialogs'
import { RoleKeepOpen } from './RoleKeepOpen'
import { RoleFreshness } from '../../components/roles/RoleFreshness'

const messageOf = (error: unknown) =>
  hasMessageForPeople(error) ? error.message : 'Something went wrong. Please try again.'

/** 'Closed on 20 November 2026.' and what that means, while the role is closed early. */
export function RoleClosedNote({
  role,
}: {
  role: Pick<CompanyRole, 'closedAt' | 'state'> & Partial<Pick<CompanyRole, 'closedReason'>>
}) {
  if (!role.closedAt || role.state !== 'closed_early') return null
  // A role that closed itself says so (decision 070), so its company knows why.
  const why = role.closedReason ? ROLE_FRESHNESS_MESSAGES.closedReasons[role.closedReason] : null
  return (
    <p role="note" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
      <strong className="font-semibold">
        {why
          ? `${why} on ${formatDate(role.closedAt)}.`
          : `Closed on ${formatDate(role.closedAt)}.`}
      </strong>{' '}
      It takes no new applications; you can still review its applicants.
    </p>
  )
}

/**
 * Close role / Reopen role (decision 029), each confirmed first; a refusal (the deadline has
 * passed) is shown inside the dialog. The job-board card and the edit page use this one control.
 */
export function RoleOpeningButton({
  role,
  title,
  className = 'px-3',
}: {
  role: Pick<CompanyRole, 'id' | 'state' | 'applicationDeadline'>
  title: string
  className?: string
}) {
  const [confirming, setConfirming] = useState<'close' | 'reopen' | null>(null)
  const opening = useRoleOpening(role.id)
  const isClosed = role.state === 'closed_early'

  const change = (action: 'close' | 'reopen') =>
    opening.mutate(action, {
      onSuccess: () => {
        setConfirming(null)
        toast.success(action === 'close' ? `${title} is closed.` : `${title} is open again.`)
      },
    })

  // Past its deadline, removed or deleted, a role has nothing to close or reopen (the dialogs stay
  // mounted, so a refusal shown in one is not cut off when the answer changes the role).
  const isOffered = isClosed ? canReopenRole(role, role.state) : canCloseRole(role.state)
  return (
    <>
      {isOffered && (
        <Button
          variant="secondary"
          className={className}
          aria-label={`${isClosed ? 'Reopen' : 'Close'} role: ${title}`}
          onClick={() => {
            opening.reset()
            setConfirming(isClosed ? 'reopen' : 'close')
          }}
        >
          {isClosed ? 'Reopen role' : 'Close role'}
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirming === 'close'}
        isPending={opening.isPending}
        error={confirming === 'close' && opening.error ? messageOf(opening.error) : null}
        title={`Close ${title}?`}
        description="It leaves the job listings and takes no new applications. Applicants so far stay, and you can reopen it before its deadline."
        cancelLabel="Keep it open"
        confirmLabel="Close role"
        pendingLabel="Closing…"
        isDanger
        onCancel={() => setConfirming(null)}
        onConfirm={() => change('close')}
      />
      <ConfirmDialog
        isOpen={confirming === 'reopen'}
        isPending={opening.isPending}
        error={confirming === 'reopen' && opening.error ? messageOf(opening.error) : null}
        title={`Reopen ${title}?`}
        description="It returns to the job listings and takes applications again until its deadline."
        cancelLabel="Keep it closed"
        confirmLabel="Reopen role"
        pendingLabel="Reopening…"
        onCancel={() => setConfirming(null)}
        onConfirm={() => change('reopen')}
      />
    </>
  )
}

function openingState({ state, applicationDeadline: deadline }: CompanyRole) {
  const until = deadline ? `until ${formatDay(deadline)}` : 'until you close it'
  switch (state) {
    case 'awaiting_verification':
      return `Waiting for verification: it takes applications ${until} once we verify your company.`
    case 'held':
      return 'Held for review: interns cannot see it until our team releases it.'
    case 'expired':
      return `Its deadline, ${deadline ? formatDay(deadline) : ''}, has passed: it takes no new applications. Set a new deadline below to take applications again.`
    default:
      return `Open: it takes applications ${until}.`
  }
}

/**
 * The edit page's 'Applications' box: whether the role takes applications (until when), or
 * since when it is closed, and the same Close role / Reopen role as its job-board card.
 */
export function RoleOpeningPanel({ role }: { role: CompanyRole }) {
  const title = role.title.trim() || 'Untitled Role'
  return (
    <section
      aria-labelledby="role-opening-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <h2 id="role-opening-title" className="text-base font-semibold text-brand-900">
          Applications
        </h2>
        {role.state === 'closed_early' ? (
          <RoleClosedNote role={role} />
        ) : (
          <p className="text-sm text-slate-700">{openingState(role)}</p>
        )}
        <RoleFreshness role={role} />
        <RoleKeepOpen role={role} title={title} />
      </div>
      <RoleOpeningButton role={role} title={title} className="shrink-0 px-3" />
    </section>
  )
}
