import { useState } from 'react'
import { Link } from 'react-router'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus, type CompanyRole } from '@app/domain'
import { buttonClass, Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { formatDate } from '../../lib/format'
import { paths } from '../../lib/paths'
import { useApplicantsCsv, useRoleOpening } from './company-roles.api'
import { ConfirmDialog } from './RoleDialogs'

const SHOWN: ApplicationStatus[] = ['pending', 'in_review', 'accepted', 'rejected']
const TONE: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-50 text-amber-900',
  in_review: 'bg-sky-50 text-sky-900',
  accepted: 'bg-green-50 text-green-900',
  rejected: 'bg-red-50 text-red-900',
  no_response: 'bg-slate-100 text-slate-700',
}

/** The applicants page filtered to one role. */
export const roleApplicantsHref = (roleId: string) =>
  `${paths.company.applications.href()}?roleId=${encodeURIComponent(roleId)}`

/**
 * A job-board card's pipeline: applicants per status, the way to them, their CSV, and closing the
 * role early or reopening it (each confirmed first).
 */
export function RoleApplicantsPanel({ role, title }: { role: CompanyRole; title: string }) {
  const [confirming, setConfirming] = useState<'close' | 'reopen' | null>(null)
  const opening = useRoleOpening(role.id)
  const csv = useApplicantsCsv(role.id)
  const counts = role.statusCounts
  const shown = counts.no_response > 0 ? [...SHOWN, 'no_response' as const] : SHOWN
  const isClosed = role.closedAt !== null

  const change = (action: 'close' | 'reopen') =>
    opening.mutate(action, {
      onSuccess: () => {
        setConfirming(null)
        toast.success(action === 'close' ? `${title} is closed.` : `${title} is open again.`)
      },
    })

  return (
    <div className="space-y-3">
      {isClosed && role.closedAt && (
        <p role="note" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          <strong className="font-semibold">Closed on {formatDate(role.closedAt)}.</strong> It takes
          no new applications; you can still review its applicants.
        </p>
      )}
      <ul aria-label={`Applicants of ${title} by status`} className="flex flex-wrap gap-2">
        {shown.map((status) => (
          <li
            key={status}
            className={`rounded-full px-2.5 py-1 text-xs font-medium ${TONE[status]}`}
          >
            {`${APPLICATION_STATUS_LABELS[status]}: ${counts[status]}`}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Link
          to={roleApplicantsHref(role.id)}
          className={buttonClass('primary', 'px-3')}
          aria-label={`View applicants of ${title} (${role.applicants})`}
        >
          View applicants ({role.applicants})
        </Link>
        <Button
          variant="secondary"
          className="px-3"
          disabled={csv.isPending || role.applicants === 0}
          aria-label={`Download CSV of the applicants of ${title}`}
          onClick={() =>
            csv.mutate(undefined, {
              onError: (error) =>
                toast.error(
                  hasMessageForPeople(error)
                    ? error.message
                    : 'The applicants could not be downloaded. Please try again.',
                ),
            })
          }
        >
          {csv.isPending ? 'Preparing…' : 'Download CSV'}
        </Button>
        <Button
          variant="secondary"
          className="px-3"
          aria-label={`${isClosed ? 'Reopen' : 'Close'} role: ${title}`}
          onClick={() => {
            opening.reset()
            setConfirming(isClosed ? 'reopen' : 'close')
          }}
        >
          {isClosed ? 'Reopen role' : 'Close role'}
        </Button>
      </div>
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
    </div>
  )
}

const messageOf = (error: unknown) =>
  hasMessageForPeople(error) ? error.message : 'Something went wrong. Please try again.'
