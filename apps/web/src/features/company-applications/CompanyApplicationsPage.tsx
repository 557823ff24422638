import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { canDecide } from '@app/domain'
import { paths } from '../../lib/paths'
import { Button } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { companyApplicationQueries } from '../../lib/company-application-queries'
import { ApplicantDetail } from './ApplicantDetail'
import { ApplicantFilters } from './ApplicantFilters'
import { ApplicantList } from './ApplicantList'
import { BulkRejectBar } from './BulkRejectBar'
import { useApplicantParams } from './useApplicantParams'

/**
 * /company/applications/:applicationId?: applicants on the left — filtered by status, role and
 * name, sorted, kept in the address — and the one the company chose on the right. Nothing is
 * opened for it (decision 047): opening an applicant moves it to In review and tells the intern,
 * so only a person's click may do that.
 */
export function CompanyApplicationsPage() {
  const { applicationId } = useParams()
  const params = useApplicantParams()
  const list = useQuery(companyApplicationQueries.list(params.filters))
  const [selected, setSelected] = useState<string[]>([])
  const docs = list.data?.docs ?? []
  const hrefOf = (id?: string) => `${paths.company.applications.href(id)}${params.search}`

  // Only applicants on this page that can still be decided stay selected.
  const decidable = new Set(docs.filter((doc) => canDecide(doc.status)).map((doc) => doc.id))
  const chosen = selected.filter((id) => decidable.has(id))

  // On a phone the list and the detail take turns (the detail's Back returns to the list); from
  // lg up they sit side by side.
  const hasDetail = Boolean(applicationId)
  const hasPlaceholder = !hasDetail && (list.isPending || docs.length > 0)
  return (
    <div className="space-y-4">
      <title>Applicants — Internplace</title>
      <h1 className="text-2xl font-bold text-brand-900">Applications</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <section
          aria-label="Applicants"
          className={`min-w-0 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 ${
            hasDetail ? 'max-lg:hidden' : ''
          }`}
        >
          <ApplicantFilters params={params} counts={list.data?.counts} />
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
          ) : docs.length === 0 && params.hasFilters ? (
            <EmptyState
              title="No applicants match these filters"
              description="Try another status, role or name."
              action={
                <Button variant="secondary" onClick={params.clear}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <>
              <BulkRejectBar chosen={chosen} decidable={[...decidable]} onChoose={setSelected} />
              <ApplicantList
                applications={docs}
                selectedId={applicationId}
                hrefOf={hrefOf}
                chosen={chosen}
                onToggle={(id) =>
                  setSelected((current) =>
                    current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
                  )
                }
              />
              <Pagination
                label="Applicant pages"
                page={list.data.meta.page}
                totalPages={list.data.meta.totalPages}
                onPageChange={params.setPage}
              />
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
                  to={hrefOf()}
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
                Choose an applicant to see their application.
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
