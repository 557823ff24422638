import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import type { CompanyApplication } from '@app/domain'
import { paths } from '../../lib/paths'
import { ApplicationStatusBadge } from '../../components/applications/ApplicationStatusBadge'
import { Button } from '../../components/ui/Button'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { Tabs } from '../../components/ui/Tabs'
import { companyApplicationQueries } from '../../lib/company-application-queries'
import { ApplicantAvatar } from './ApplicantAvatar'
import { ApplicantDetail } from './ApplicantDetail'
import { formatDate } from '../../lib/format'
import { applicantName } from './applicant'
import { isSingleColumn } from '../../lib/screen'

function ApplicantList({
  applications,
  selectedId,
}: {
  applications: CompanyApplication[]
  selectedId?: string
}) {
  if (applications.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-500">No applicants found</p>
  }
  return (
    <ul className="divide-y divide-slate-100">
      {applications.map((application) => {
        const isSelected = application.id === selectedId
        return (
          <li key={application.id}>
            <Link
              to={paths.company.applications.href(application.id)}
              aria-current={isSelected ? 'page' : undefined}
              className={`flex items-start gap-3 rounded-lg px-2 py-3 ${
                isSelected ? 'bg-brand-50' : 'hover:bg-slate-50'
              }`}
            >
              <ApplicantAvatar user={application.user} />
              <span className="min-w-0 flex-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0 truncate font-medium text-slate-900">
                    {applicantName(application.user)}
                  </span>
                  <ApplicationStatusBadge status={application.status} />
                </span>
                <span className="block truncate text-xs text-slate-600">
                  {application.role.title}
                </span>
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

const newestFirst = (a: CompanyApplication, b: CompanyApplication) =>
  b.createdAt.localeCompare(a.createdAt)
const byName = (a: CompanyApplication, b: CompanyApplication) =>
  applicantName(a.user).localeCompare(applicantName(b.user))

/** /company/applications/:applicationId?: applicants on the left, the selected one on the right. */
export function CompanyApplicationsPage() {
  const { applicationId } = useParams()
  const navigate = useNavigate()
  // Back from a detail asks for the list itself, so it is not auto-selected away again.
  const wantsList = (useLocation().state as { showList?: boolean } | null)?.showList === true
  const [page, setPage] = useState(1)
  const list = useQuery(companyApplicationQueries.list(page))
  const docs = list.data?.docs ?? []
  const firstId = docs[0]?.id

  // Side by side, the first applicant is selected (spec); on a phone the list comes first.
  useEffect(() => {
    if (!applicationId && firstId && !wantsList && !isSingleColumn()) {
      void navigate(paths.company.applications.href(firstId), { replace: true })
    }
  }, [applicationId, firstId, wantsList, navigate])

  // On a phone the list and the detail take turns (the detail's Back returns to the list); from
  // lg up they sit side by side.
  const hasDetail = Boolean(applicationId)
  const hasPlaceholder = !hasDetail && (list.isPending || docs.length > 0)
  return (
    <div className="space-y-4">
      <title>Applicants — Internplace</title>
      <h1 className="text-2xl font-bold text-brand-900">Applications</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section
          aria-label="Applicants"
          className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 ${
            hasDetail ? 'max-lg:hidden' : ''
          }`}
        >
          {list.isPending ? (
            <div role="status" className="space-y-3">
              <span className="sr-only">Loading applicants…</span>
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : list.isError ? (
            <div
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 p-5 text-center"
            >
              <p className="text-sm break-words text-red-900">
                Error loading applications: {list.error.message}
              </p>
              <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
                Retry
              </Button>
            </div>
          ) : (
            <>
              <Tabs
                label="Applicant lists"
                tabs={[
                  {
                    id: 'applicants',
                    label: 'Applicants',
                    panel: (
                      <ApplicantList
                        applications={[...docs].sort(byName)}
                        selectedId={applicationId}
                      />
                    ),
                  },
                  {
                    id: 'recent',
                    label: 'Recent',
                    panel: (
                      <ApplicantList
                        applications={[...docs].sort(newestFirst)}
                        selectedId={applicationId}
                      />
                    ),
                  },
                ]}
              />
              <div className="mt-4">
                <Pagination
                  label="Applicant pages"
                  page={list.data.meta.page}
                  totalPages={list.data.meta.totalPages}
                  onPageChange={setPage}
                />
              </div>
            </>
          )}
        </section>
        {(hasDetail || !list.isError) && (
          <section
            aria-label="Applicant details"
            className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 ${
              hasPlaceholder ? 'max-lg:hidden' : ''
            }`}
          >
            {applicationId ? (
              <div className="space-y-4">
                <Link
                  to={paths.company.applications.href()}
                  state={{ showList: true }}
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  <span aria-hidden="true">←</span> Back
                </Link>
                <ApplicantDetail applicationId={applicationId} />
              </div>
            ) : list.isPending ? (
              // The list's skeleton already tells screen readers that it is loading.
              <div aria-hidden="true" className="space-y-3">
                <Skeleton className="h-16 w-64 max-w-full" />
                <Skeleton className="h-40 w-full" />
              </div>
            ) : docs.length > 0 ? (
              <p className="py-10 text-center text-sm text-slate-500">
                Select an applicant to see their application.
              </p>
            ) : (
              <p className="py-10 text-center text-sm text-slate-500">No applications available.</p>
            )}
          </section>
        )}
      </div>
    </div>
  )
}
