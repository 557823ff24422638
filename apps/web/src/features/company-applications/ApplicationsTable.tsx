import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { ApplicationStatusBadge } from '../../components/applications/ApplicationStatusBadge'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { companyApplicationQueries } from '../../lib/company-application-queries'
import { applicantName } from './applicant'
import { formatDate } from '../../lib/screen-format'

/** The latest applications to the company's roles, 5 a page; inert until the profile is complete. */
export function ApplicationsTable({ isLocked }: { isLocked: boolean }) {
  const [page, setPage] = useState(1)
  const applications = useQuery({
    ...companyApplicationQueries.list({ page }),
    enabled: !isLocked,
  })
  const docs = isLocked ? [] : (applications.data?.docs ?? [])

  let body
  if (!isLocked && applications.isPending) {
    body = (
      <tr>
        <td colSpan={4} className="py-4">
          <span role="status" className="sr-only">
            Loading applications…
          </span>
          <div className="space-y-2">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        </td>
      </tr>
    )
  } else if (!isLocked && applications.isError) {
    body = (
      <tr>
        <td colSpan={4} role="alert" className="py-10 text-center text-red-700">
          Error loading applications: {applications.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void applications.refetch()}
          >
            Try again
          </button>
        </td>
      </tr>
    )
  } else if (docs.length === 0) {
    body = (
      <tr>
        <td colSpan={4} className="py-10 text-center text-slate-500">
          No Applications Yet
        </td>
      </tr>
    )
  } else {
    body = docs.map((application) => (
      <tr key={application.id} className="border-b border-slate-100 last:border-0">
        <th scope="row" className="py-3 pr-4 font-medium">
          <Link
            to={paths.company.applications.href(application.id)}
            className="text-brand-900 underline-offset-2 hover:underline"
          >
            {applicantName(application.user)}
          </Link>
          {/* On a phone the role and date sit under the name instead of in columns of their own. */}
          <span className="block text-xs font-normal text-slate-600 sm:hidden">
            {application.role.title} · {formatDate(application.createdAt)}
          </span>
        </th>
        <td className="hidden py-3 pr-4 text-slate-700 sm:table-cell">{application.role.title}</td>
        <td className="hidden py-3 pr-4 whitespace-nowrap text-slate-600 sm:table-cell">
          {formatDate(application.createdAt)}
        </td>
        <td className="py-3">
          <ApplicationStatusBadge status={application.status} />
        </td>
      </tr>
    ))
  }

  return (
    <section
      aria-labelledby="applications-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
      inert={isLocked}
      aria-disabled={isLocked || undefined}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="applications-title" className="text-lg font-semibold text-brand-900">
          Applications
        </h2>
        {!isLocked && docs.length > 0 && (
          <Link
            to={paths.company.applications.href()}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            View all<span className="sr-only"> applications</span>
          </Link>
        )}
      </div>
      <div className={`mt-4 overflow-x-auto ${isLocked ? 'opacity-60' : ''}`}>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Applicant
              </th>
              <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                Role
              </th>
              <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                Applied
              </th>
              <th scope="col" className="py-2 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {!isLocked && applications.data && (
        <div className="mt-4">
          <Pagination
            label="Applications pages"
            page={applications.data.meta.page}
            totalPages={applications.data.meta.totalPages}
            onPageChange={setPage}
          />
        </div>
      )}
    </section>
  )
}
