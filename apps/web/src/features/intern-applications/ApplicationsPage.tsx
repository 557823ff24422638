import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import {
  APPLICATIONS_PAGE_WORDS,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type InternApplication,
} from '@app/domain'
import { paths } from '../../lib/paths'
import { DebouncedSearchField } from '../../components/roles/DebouncedSearchField'
import { searchIcon } from '../../components/roles/field-icons'
import { buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { ApplicationsLoadError } from './ApplicationsLoadError'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { applicationQueries } from '../../lib/intern-application-queries'
import { ApplicationRow } from './ApplicationRow'
import { CancelApplicationDialog } from './CancelApplicationDialog'
import { useWithdrawApplication } from './intern-applications.api'
import { useApplicationParams } from './useApplicationParams'

function ListSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading applications…</span>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-28 w-full rounded-xl" />
      ))}
    </div>
  )
}

/**
 * /intern/applications: every application with its status, and a way to withdraw one.
 * `profileNote`: room for another feature's word on the profile (the coach's score), from app/.
 */
export function ApplicationsPage({ profileNote }: { profileNote?: ReactNode } = {}) {
  const params = useApplicationParams()
  const query = useQuery(applicationQueries.list(params.filters))
  const withdraw = useWithdrawApplication()
  const [toCancel, setToCancel] = useState<InternApplication | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const meta = query.data?.meta
  // Cancelling the last application of the last page leaves an empty page: step back.
  const lastPage =
    meta && !query.isPlaceholderData && meta.page > meta.totalPages ? meta.totalPages : 0
  const setPage = useRef(params.setPage)
  useEffect(() => {
    setPage.current = params.setPage
  })
  useEffect(() => {
    if (lastPage > 0) setPage.current(lastPage)
  }, [lastPage])

  const confirmCancel = () => {
    if (!toCancel) return
    withdraw.mutate(toCancel.id, {
      onSuccess: () => {
        toast.success(APPLICATION_MESSAGES.withdrawn)
        setToCancel(null)
        // The row is gone; put focus somewhere that still exists.
        requestAnimationFrame(() => headingRef.current?.focus())
      },
      onError: (error) => {
        toast.error(`Failed to cancel application: ${error.message}`)
        setToCancel(null)
      },
    })
  }

  return (
    <div className="space-y-5">
      <title>My Applications — Internplace</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl"
        >
          {APPLICATIONS_PAGE_WORDS.title}
        </h1>
        <Link to={paths.intern.roles.href()} className={buttonClass('primary')}>
          {APPLICATIONS_PAGE_WORDS.findInternship}
        </Link>
      </header>
      {profileNote}
      <div role="search" className="flex flex-col gap-3 sm:flex-row">
        <DebouncedSearchField
          label={APPLICATIONS_PAGE_WORDS.searchLabel}
          placeholder={APPLICATIONS_PAGE_WORDS.searchPlaceholder}
          icon={searchIcon}
          value={params.search}
          onCommit={params.setSearch}
        />
        <div className="sm:w-52">
          <label htmlFor="status-filter" className="sr-only">
            Status
          </label>
          <select
            id="status-filter"
            value={params.status ?? ''}
            onChange={(event) => params.setStatus(event.target.value)}
            className="min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
          >
            <option value="">{APPLICATIONS_PAGE_WORDS.allStatuses}</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <ApplicationsLoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.docs.length === 0 ? (
        <EmptyState
          title={
            params.hasCriteria || params.filters.page > 1
              ? APPLICATIONS_PAGE_WORDS.noneMatch
              : APPLICATIONS_PAGE_WORDS.noneFound
          }
          description={APPLICATIONS_PAGE_WORDS.emptyHint}
          action={
            <Link to={paths.intern.roles.href()} className={buttonClass('primary')}>
              {APPLICATIONS_PAGE_WORDS.findInternship}
            </Link>
          }
        />
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-slate-600">
            {query.data.meta.totalDocs}{' '}
            {query.data.meta.totalDocs === 1 ? 'application' : 'applications'}
          </p>
          <ul
            aria-label="Applications"
            aria-busy={query.isPlaceholderData}
            className={`space-y-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {query.data.docs.map((application) => (
              <li key={application.id}>
                <ApplicationRow
                  application={application}
                  onCancel={() => setToCancel(application)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={query.data.meta.page}
            totalPages={query.data.meta.totalPages}
            onPageChange={params.setPage}
            label={APPLICATIONS_PAGE_WORDS.pages}
          />
        </>
      )}
      <CancelApplicationDialog
        application={toCancel}
        isCancelling={withdraw.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </div>
  )
}
