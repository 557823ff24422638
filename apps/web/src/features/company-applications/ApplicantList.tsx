import { Link } from 'react-router'
import { canDecide, type CompanyApplication } from '@app/domain'
import { ApplicationStatusBadge } from '../../components/applications/ApplicationStatusBadge'
import { DealBreakerBadge } from './ApplicantAnswers'
import { formatDate } from '../../lib/screen-format'
import { ApplicantAvatar } from './ApplicantAvatar'
import { applicantName } from './applicant'

/**
 * The applicants of one page, each a link to their application; an undecided one has a checkbox
 * to reject several at once.
 */
export function ApplicantList({
  applications,
  selectedId,
  hrefOf,
  chosen,
  onToggle,
}: {
  applications: CompanyApplication[]
  selectedId?: string | undefined
  hrefOf: (id: string) => string
  chosen: string[]
  onToggle: (id: string) => void
}) {
  // Without an undecided applicant on the page there is nothing to choose: no checkbox column.
  const canChoose = applications.some((application) => canDecide(application.status))
  if (applications.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-500">No applicants found</p>
  }
  return (
    <ul className="divide-y divide-slate-100">
      {applications.map((application) => {
        const isSelected = application.id === selectedId
        const name = applicantName(application.user)
        return (
          <li key={application.id} className="flex items-start gap-1">
            {canChoose && (
              <span className="flex min-h-11 w-8 shrink-0 items-center justify-center pt-1">
                {canDecide(application.status) && (
                  <input
                    type="checkbox"
                    aria-label={`Choose ${name}`}
                    checked={chosen.includes(application.id)}
                    onChange={() => onToggle(application.id)}
                    className="h-5 w-5 accent-brand-700"
                  />
                )}
              </span>
            )}
            <Link
              to={hrefOf(application.id)}
              aria-current={isSelected ? 'page' : undefined}
              className={`flex min-w-0 flex-1 items-start gap-3 rounded-lg px-2 py-3 ${
                isSelected ? 'bg-brand-50' : 'hover:bg-slate-50'
              }`}
            >
              <ApplicantAvatar user={application.user} />
              <span className="min-w-0 flex-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0 truncate font-medium text-slate-900">{name}</span>
                  <ApplicationStatusBadge status={application.status} />
                </span>
                <span className="block truncate text-xs text-slate-600">
                  {application.role.title}
                </span>
                <DealBreakerBadge application={application} />
                <span className="block text-xs text-slate-600">
                  Applied {formatDate(application.createdAt)}
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
