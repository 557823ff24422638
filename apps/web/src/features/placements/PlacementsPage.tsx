import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { pageFromAddress, type Placement, type PlacementSide } from '@app/domain'
import { EmptyState } from '../../components/ui/EmptyState'
import { LoadError } from '../../components/ui/LoadError'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { buttonClass } from '../../components/ui/Button'
import { paths } from '../../lib/paths'
import { placementQueries } from './placements.api'
import { placementDates, placementKindAndWeeks } from './placement-words'

const LOAD_FAILED = 'Your placements could not be loaded.'

function PlacementCard({ placement, side }: { placement: Placement; side: PlacementSide }) {
  const to =
    side === 'company'
      ? paths.company.placement.href(placement.id)
      : paths.intern.placement.href(placement.id)
  return (
    <Link
      to={to}
      className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <p className="font-semibold break-words text-brand-900">{placement.roleTitle}</p>
      <p className="text-sm text-slate-700">
        {side === 'company' ? placement.internName : placement.companyName}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {placementKindAndWeeks(placement)} · {placementDates(placement)}
      </p>
      <p className="mt-2 text-sm font-medium text-brand-700">Next: {placement.next}</p>
    </Link>
  )
}

function PlacementsList({ side }: { side: PlacementSide }) {
  const [params, setParams] = useSearchParams()
  const page = pageFromAddress(params.get('page'))
  const query = useQuery(placementQueries.list(side, page))
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {})

  return (
    <div className="space-y-5">
      <title>Placements — Internplace</title>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Placements</h1>
      <p className="text-sm text-slate-600">
        {side === 'company'
          ? 'Everyone you accepted: their start and end dates, their supervisor, and what is due next.'
          : 'Your placements after an offer: the dates, your supervisor, and what is due next.'}
      </p>
      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading placements…</span>
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-28 w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError message={LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : query.data.docs.length === 0 ? (
        <EmptyState
          title="No placements yet."
          description={
            side === 'company'
              ? 'When you accept an applicant, their placement starts here.'
              : 'When a company accepts your application, your placement starts here.'
          }
          action={
            <Link
              to={
                side === 'company'
                  ? paths.company.applications.href()
                  : paths.intern.applications.href()
              }
              className={buttonClass('secondary')}
            >
              {side === 'company' ? 'Review applicants' : 'See your applications'}
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label="Placements" className="space-y-3">
            {query.data.docs.map((placement) => (
              <li key={placement.id}>
                <PlacementCard placement={placement} side={side} />
              </li>
            ))}
          </ul>
          <Pagination
            page={query.data.meta.page}
            totalPages={query.data.meta.totalPages}
            onPageChange={setPage}
            label="Placement pages"
          />
        </>
      )}
    </div>
  )
}

/** /intern/placements */
export const InternPlacementsPage = () => <PlacementsList side="intern" />

/** /company/placements */
export const CompanyPlacementsPage = () => <PlacementsList side="company" />
