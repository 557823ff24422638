import { Link } from 'react-router'
import {
  type CompanyRole,
  ROLE_TYPE_LABELS,
  canEditRole,
  statusLabel,
  formatDay,
} from '@app/domain'
import { buttonClass } from '../../components/ui/Button'
import { DeadlineLabel } from '../../components/roles/RoleTimes'
import { RoleApplicantsPanel } from './RoleApplicantsPanel'
import { RoleKeepOpen } from './RoleKeepOpen'
import { RoleFreshness } from '../../components/roles/RoleFreshness'
import { PerkLabels, PlacementBadge, Stipend } from '../../components/roles/RolePlacement'
import { paths } from '../../lib/paths'
import { formatDate, formatRoleDuration, formatPlaceAndType } from '../../lib/screen-format'

/** Where the role stands, unless it is simply open (domain statusLabel). */
export function RoleStateBadge({ role }: { role: Pick<CompanyRole, 'state'> }) {
  if (role.state === 'open') return null
  const tone =
    role.state === 'removed'
      ? 'bg-red-100 text-red-900'
      : role.state === 'held' || role.state === 'awaiting_verification'
        ? 'bg-amber-100 text-amber-950'
        : 'bg-slate-200 text-slate-800'
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {statusLabel('role', role.state)}
    </span>
  )
}

/** An operator's removal, with its reason: the role is gone for good. */
function RemovedNote({ role }: { role: CompanyRole }) {
  if (!role.removed) return null
  return (
    <p
      role="note"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm wrap-anywhere text-red-900"
    >
      <strong className="font-semibold">
        Removed by Internplace on {formatDate(role.removed.at)}.{' '}
      </strong>
      It no longer takes applications and cannot be edited; its applicants were told.
      {role.removed.reason && <span className="mt-1 block">Reason: {role.removed.reason}</span>}
    </p>
  )
}

/** One of the company's roles on its job board, with the way into editing it. */
export function JobBoardRoleCard({ role }: { role: CompanyRole }) {
  const title = role.title.trim() || 'Untitled Role'
  const applicants = role.applicants ?? 0
  return (
    <article
      aria-labelledby={`role-${role.id}-title`}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={`role-${role.id}-title`}
            className="text-lg font-semibold break-words text-brand-900"
          >
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">
            {formatPlaceAndType(role.location, ROLE_TYPE_LABELS[role.type])}
          </p>
        </div>
        {canEditRole(role.state) && (
          <Link
            to={`${paths.company.editRole.href()}?id=${role.id}`}
            state={{ role }}
            className={buttonClass('secondary', 'shrink-0 px-3')}
            aria-label={`Edit Role: ${title}`}
          >
            Edit Role
          </Link>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <RoleStateBadge role={role} />
        <PlacementBadge role={role} />
        <PerkLabels perks={role.perks} />
      </div>
      <RoleFreshness role={role} />
      <RoleKeepOpen role={role} title={title} />
      <RemovedNote role={role} />
      {role.heldForReview && role.state === 'held' && (
        <p
          role="note"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm wrap-anywhere text-red-900"
        >
          <strong className="font-semibold">
            Held for review since {formatDate(role.heldForReview.since)}.{' '}
          </strong>
          {role.heldForReview.reason}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">Application Deadline</dt>
          <dd className="font-medium text-slate-900">
            {role.applicationDeadline ? formatDay(role.applicationDeadline) : 'No deadline'}
            <DeadlineLabel
              deadline={role.applicationDeadline}
              state={role.state}
              className="font-normal"
            />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Applicants</dt>
          <dd className="font-medium text-slate-900">
            {applicants}
            {role.applicationCap !== null && ` of ${role.applicationCap} (applicant cap)`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Stipend</dt>
          <dd className="font-medium text-slate-900">
            <Stipend role={role} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Duration</dt>
          <dd className="font-medium text-slate-900">{formatRoleDuration(role)}</dd>
        </div>
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Role Summary</h3>
        <p className="mt-1 line-clamp-3 text-sm text-slate-600">{role.roleSummary}</p>
      </div>
      <RoleApplicantsPanel role={role} title={title} />
    </article>
  )
}
