import { useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { PLACEMENT_TYPE_LABELS, PLACEMENT_TYPES, pageFromAddress } from '@app/domain'
import { Button, buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { paths } from '../../lib/paths'
import { companyQueries } from '../../lib/account-queries'
import { CompanyVerificationStatus } from '../../components/dashboard/CompanyVerificationStatus'
import { PlacementFilter } from '../../components/roles/PlacementFilter'
import { roleQueries } from './company-roles.api'
import { JobBoardRoleCard } from './JobBoardRoleCard'

function RolesSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <p role="status" className="sr-only">
        Loading roles…
      </p>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-56 rounded-2xl" />
      ))}
    </div>
  )
}

/** /company/job-boards: 'Create & Manage Roles', the company's roles ten to a page. */
export function JobBoardsPage() {
  const [params, setParams] = useSearchParams()
  const page = pageFromAddress(params.get('page'))
  const rawPlacementType = params.get('placementType')
  const placementType = PLACEMENT_TYPES.find((type) => type === rawPlacementType)
  const roles = useQuery(roleQueries.list(page, undefined, placementType))
  const company = useQuery(companyQueries.me())
  const heading = useRef<HTMLHeadingElement>(null)

  const goToPage = (next: number) => {
    setParams({
      ...(next > 1 && { page: String(next) }),
      ...(placementType && { placementType }),
    })
    heading.current?.scrollIntoView?.({ block: 'start' })
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={heading} className="scroll-mt-20 text-2xl font-bold text-brand-900 sm:text-3xl">
            Create & Manage Roles
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Post internships and entry-level roles, and keep them up to date.
          </p>
        </div>
        <Link
          to={paths.company.postInternship.href()}
          className={buttonClass('primary', 'shrink-0')}
        >
          Post Role
        </Link>
      </header>
      {company.data && <CompanyVerificationStatus company={company.data} />}
      <PlacementFilter
        value={placementType ?? ''}
        onChange={(type) => setParams(type ? { placementType: type } : {})}
      />

      {roles.isPending ? (
        <RolesSkeleton />
      ) : roles.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-medium text-red-800">Failed to load roles: {roles.error.message}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void roles.refetch()}>
            Try again
          </Button>
        </div>
      ) : roles.data.meta.totalDocs === 0 && placementType ? (
        <EmptyState
          title={`No ${PLACEMENT_TYPE_LABELS[placementType]} roles yet.`}
          description="Choose All placements to see every role, or post one."
        />
      ) : roles.data.meta.totalDocs === 0 ? (
        <EmptyState title="No roles available. Click 'Post Role' to add a new one!" />
      ) : roles.data.docs.length === 0 ? (
        <EmptyState
          title="There are no roles on this page."
          action={
            <Button variant="secondary" onClick={() => goToPage(1)}>
              Go to the first page
            </Button>
          }
        />
      ) : (
        <>
          <ul
            className={`grid gap-4 md:grid-cols-2 ${roles.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={roles.isPlaceholderData || undefined}
          >
            {roles.data.docs.map((role) => (
              <li key={role.id} className="min-w-0">
                <JobBoardRoleCard role={role} />
              </li>
            ))}
          </ul>
          <Pagination
            page={roles.data.meta.page}
            totalPages={roles.data.meta.totalPages}
            onPageChange={goToPage}
            label="Role pages"
          />
        </>
      )}
    </div>
  )
}
