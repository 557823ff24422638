import { Link } from 'react-router'
import { canWithdraw, type InternApplication } from '@app/domain'
import { paths } from '../../lib/paths'
import {
  ApplicationStatusBadge,
  RoleStateMarker,
} from '../../components/applications/ApplicationStatusBadge'
import { placeAndType } from '../../components/roles/role-place'
import { CompanyMark } from '../../components/roles/CompanyMark'
import { PlacementBadge } from '../../components/roles/RolePlacement'
import { MenuButton, type MenuItem } from './MenuButton'
import { formatDate } from '../../lib/screen-format'

interface ApplicationRowProps {
  application: InternApplication
  onCancel: () => void
}

/** One application: role, company, when, status, and its menu. */
export function ApplicationRow({ application, onCancel }: ApplicationRowProps) {
  const items: MenuItem[] = [
    { kind: 'link', label: 'View Details', to: paths.intern.application.href(application.id) },
    {
      kind: 'link',
      label: 'View Company',
      to: paths.intern.companyDetails.href(application.role.id),
    },
  ]
  if (canWithdraw(application.status)) {
    items.push({ kind: 'action', label: 'Cancel', onSelect: onCancel, isDanger: true })
  }
  const titleId = `application-${application.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <CompanyMark company={application.company} />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-base font-semibold break-words text-brand-900">
          <Link to={paths.intern.application.href(application.id)} className="hover:underline">
            {application.roleTitle}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">{application.companyName}</p>
        <p className="text-sm text-slate-500">
          {placeAndType(application.location, application.type)}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <PlacementBadge role={application} />
          <ApplicationStatusBadge status={application.status} />
          <RoleStateMarker status={application.status} roleState={application.roleState} />
          <span className="text-xs text-slate-500">
            Applied {formatDate(application.createdAt)}
          </span>
        </div>
      </div>
      <MenuButton label={`Actions for ${application.roleTitle}`} items={items} />
    </article>
  )
}
