import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { formatDuration, formatSalaryRange, type InternApplication } from '@app/domain'
import { paths } from '../../app/paths'
import {
  ApplicationStatusBadge,
  ClosedMarker,
} from '../../components/applications/ApplicationStatusBadge'
import { DetailList } from '../../components/profile/DetailList'
import { placeAndType } from '../../components/roles/role-place'
import { CompanyMark } from '../../components/roles/CompanyMark'
import { CompatibilityRing } from '../../components/roles/CompatibilityRing'
import { Button, buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { Skeleton } from '../../components/ui/Skeleton'
import { ApiError } from '../../lib/api-client'
import { applicationQueries } from '../../lib/intern-application-queries'
import { formatDate } from './dates'

const BackLink = () => (
  <Link
    to={paths.intern.applications}
    className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
  >
    <span aria-hidden="true">←</span> Back to applications
  </Link>
)

function ListSection({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Not specified</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ApplicationDetail({ application }: { application: InternApplication }) {
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article
        aria-labelledby="application-title"
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
      >
        <header className="space-y-3">
          <div className="flex items-center gap-3">
            <CompanyMark company={application.company} size="h-12 w-12" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-800">{application.companyName}</p>
              <p className="text-sm text-slate-500">{application.company.industryType ?? ''}</p>
            </div>
          </div>
          <h1
            id="application-title"
            className="text-2xl font-bold break-words text-brand-900 sm:text-3xl"
          >
            {application.roleTitle}
          </h1>
          <p className="text-slate-600">{placeAndType(application.location, application.type)}</p>
          <div className="flex flex-wrap items-center gap-2">
            <ApplicationStatusBadge status={application.status} />
            {application.closed && <ClosedMarker />}
          </div>
        </header>
        <DetailList
          items={[
            { label: 'Applied on', value: formatDate(application.createdAt) },
            { label: 'Last updated', value: formatDate(application.updatedAt) },
            { label: 'Phone', value: application.phoneNumber },
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
            { label: 'Duration', value: formatDuration(application.duration) },
            {
              label: 'Salary',
              value: `${formatSalaryRange(application.minimumSalary, application.maximumSalary)} per month`,
            },
          ]}
        />
        <section>
          <h2 className="text-lg font-semibold text-brand-900">Role Summary</h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{application.summary}</p>
        </section>
        <ListSection title="Responsibilities" items={application.responsibilities} />
        <ListSection title="Requirements" items={application.requirements} />
        <Link
          to={paths.intern.companyDetails(application.role.id)}
          className={buttonClass('secondary')}
        >
          View Company
        </Link>
      </article>
      <aside
        aria-labelledby="fit-title"
        className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-20"
      >
        <h2 id="fit-title" className="text-lg font-semibold text-brand-900">
          Role Compatibility
        </h2>
        <CompatibilityRing
          percent={application.compatibility}
          describe={(n) => `We believe you meet ${n}% of the role requirements`}
        />
        <Link to={paths.intern.profile} className={buttonClass('secondary', 'w-full')}>
          View or Edit Profile
        </Link>
      </aside>
    </div>
  )
}

/** /intern/applications/:applicationId: one application and the role it was for. */
export function ApplicationDetailPage() {
  const { applicationId = '' } = useParams()
  const query = useQuery(applicationQueries.detail(applicationId))
  const isMissing = query.error instanceof ApiError && query.error.status === 404
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
          title="Application not found."
          action={
            <Link to={paths.intern.applications} className={buttonClass('primary')}>
              See your applications
            </Link>
          }
        />
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-center">
          <p className="text-red-900">Error: {query.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <ApplicationDetail application={query.data} />
      )}
    </div>
  )
}
