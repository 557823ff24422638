import {
  applicantRoleState,
  applicationStatusClass,
  statusLabel,
  type ApplicationStatus,
  type RoleState,
} from '@app/domain'

/** An application's status as a coloured badge (domain applicationStatusClass, spec §4). */
export function ApplicationStatusBadge({ status }: { status: string }) {
  return (
    <span data-status={status} className={applicationStatusClass(status)}>
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
