import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { APPLICATIONS_PAGE_WORDS, type InternApplication } from '@app/domain'
import { paths } from '../../lib/paths'
import {
  ApplicationStatusBadge,
  RoleStateMarker,
} from '../../components/applications/ApplicationStatusBadge'
import { DetailList } from '../../components/profile/DetailList'
import { placeAndType } from '../../components/roles/role-place'
import { PlacementBadge } from '../../components/roles/RolePlacement'
import {
  RoleCompanyLine,
  RoleDetailLayout,
  RoleTextSections,
} from '../../components/roles/RoleDetailLayout'
import { buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { ApplicationsLoadError } from './ApplicationsLoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { ApiError } from '../../lib/api-client'
import { applicationQueries } from '../../lib/intern-application-queries'
import { InterviewBooking } from './InterviewBooking'
import { InterviewChooser } from './InterviewChooser'
import { formatDate, formatPhone, formatRoleDuration, formatStipend } from '../../lib/screen-format'
import { LetterDownload } from './LetterDownload'
import { NyscRejectionDownload } from './NyscRejectionDownload'

const BackLink = () => (
  <Link
    to={paths.intern.applications.href()}
    className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
  >
    <span aria-hidden="true">←</span> {APPLICATIONS_PAGE_WORDS.backToApplications}
  </Link>
)

function ApplicationDetail({ application }: { application: InternApplication }) {
  return (
    <RoleDetailLayout titleId="application-title" match={application.match}>
      <header className="space-y-3">
        <RoleCompanyLine company={application.company} />
        <h1
          id="application-title"
          className="text-2xl font-bold break-words text-brand-900 sm:text-3xl"
        >
          {application.roleTitle}
        </h1>
        <p className="text-slate-600">{placeAndType(application.location, application.type)}</p>
        <div className="flex flex-wrap items-center gap-2">
          <PlacementBadge role={application} />
          <ApplicationStatusBadge status={application.status} />
          <RoleStateMarker status={application.status} roleState={application.roleState} />
        </div>
        {application.rejection && (
          <section
            aria-labelledby="rejection-title"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-950"
          >
            <h2 id="rejection-title" className="font-semibold">
              Why {application.companyName} did not move forward
            </h2>
            <p className="mt-1">{application.rejection.label}</p>
            {application.rejection.note && (
              <p className="mt-2 whitespace-pre-line">
                <span className="font-medium">Their note: </span>
                {application.rejection.note}
              </p>
            )}
          </section>
        )}
      </header>
      <InterviewChooser applicationId={application.id} />
      <InterviewBooking application={application} />
      <LetterDownload application={application} />
      <NyscRejectionDownload application={application} />
      <DetailList
        items={[
          { label: 'Applied on', value: formatDate(application.createdAt) },
          { label: 'Last updated', value: formatDate(application.updatedAt) },
          { label: 'Phone', value: formatPhone(application.countryCode, application.phoneNumber) },
          {
            label: 'Resume',
            value: application.resumeUrl ? (
              <a
                href={application.resumeUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                View resume<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null,
          },
          { label: 'Duration', value: formatRoleDuration(application) },
          {
            label: 'Stipend',
            value: formatStipend(application.minimumSalary, application.maximumSalary),
          },
        ]}
      />
      <RoleTextSections
        summary={application.summary}
        responsibilities={application.responsibilities}
        requirements={application.requirements}
      />
      <div className="flex flex-wrap gap-3">
        <Link
          to={paths.intern.companyDetails.href(application.role.id)}
          className={buttonClass('secondary')}
        >
          {APPLICATIONS_PAGE_WORDS.viewCompany}
        </Link>
        {/* The inbox lists only chats that have begun; this is where an applicant can begin one. */}
        <Link to={paths.intern.chat.href(application.id)} className={buttonClass('secondary')}>
          {APPLICATIONS_PAGE_WORDS.messageCompany}
        </Link>
      </div>
    </RoleDetailLayout>
  )
}

/** /intern/applications/:applicationId: one application and the role it was for. */
export function ApplicationDetailPage() {
  const { applicationId = '' } = useParams()
  const query = useQuery(applicationQueries.detail(applicationId))
  const isMissing = query.error instanceof ApiError && query.error.code === 'NOT_FOUND'
  return (
    <div className="space-y-4">
      <title>Application — Internplace</title>
      <BackLink />
      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading application…</span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : isMissing ? (
        <EmptyState
          title={APPLICATIONS_PAGE_WORDS.notFound}
          action={
            <Link to={paths.intern.applications.href()} className={buttonClass('primary')}>
              {APPLICATIONS_PAGE_WORDS.seeApplications}
            </Link>
          }
        />
      ) : query.isError ? (
        <ApplicationsLoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <ApplicationDetail application={query.data} />
      )}
    </div>
  )
}
