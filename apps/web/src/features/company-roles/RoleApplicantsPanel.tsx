import { Link } from 'react-router'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus, type CompanyRole } from '@app/domain'
import { buttonClass, Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { paths } from '../../lib/paths'
import { useApplicantsCsv } from './company-roles.api'
import { RoleClosedNote, RoleOpeningButton } from './RoleOpening'

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
  const csv = useApplicantsCsv(role.id)
  const counts = role.statusCounts
  const shown = counts.no_response > 0 ? [...SHOWN, 'no_response' as const] : SHOWN

  return (
    <div className="space-y-3">
      <RoleClosedNote role={role} />
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
        <RoleOpeningButton role={role} title={title} />
      </div>
    </div>
  )
}
