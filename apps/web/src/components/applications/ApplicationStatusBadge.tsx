import {
  applicantRoleState,
  statusLabel,
  type ApplicationStatus,
  type RoleState,
} from '@app/domain'

/**
 * Spec §4: pending amber, in review dark navy, accepted green, rejected red; no response (the
 * company never answered, decision 025) and anything else grey.
 */
const STATUS_STYLES: Partial<Record<string, string>> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  in_review: 'bg-brand-900 text-white ring-brand-900',
  accepted: 'bg-green-100 text-green-800 ring-green-300',
  rejected: 'bg-red-100 text-red-800 ring-red-300',
  no_response: 'bg-slate-100 text-slate-700 ring-slate-400',
}
const OTHER_STYLE = 'bg-slate-100 text-slate-700 ring-slate-300'

export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_STYLES[status] ?? OTHER_STYLE}`}
    >
      <span className="sr-only">Status: </span>
      {statusLabel('application', status)}
    </span>
  )
}

/**
 * Where the role stands beside its applicant's status ('Accepted · Role: Removed by Internplace'),
 * when that is news to them (domain applicantRoleState); nothing for an open role.
 */
export function RoleStateMarker({
  status,
  roleState,
}: {
  status: ApplicationStatus
  roleState: RoleState
}) {
  const shown = applicantRoleState(status, roleState)
  if (!shown) return null
  return (
    <span
      data-role-state={shown}
      className="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
    >
      Role: {statusLabel('role', shown)}
    </span>
  )
}
