import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { isRoleActive, statusLabel } from '@app/domain'
import { GatedLink } from '../../components/dashboard/GatedLink'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { roleQueries } from '../../lib/company-role-queries'
import { paths } from '../../lib/paths'
import { formatStipend } from '../../lib/screen-format'
import { DecidedInTime } from './DecidedInTime'
import { useDecisionTimes } from './decision-times.api'

/** The latest ten roles are fetched and shown two at a time (spec §9). */
const ROLES_FETCHED = 10
const ROLES_SHOWN = 2

/** The dashboard's roles: the card shows them, the checklist looks for a live one among them. */
export const useDashboardRoles = (isLocked: boolean) =>
  useQuery({ ...roleQueries.list(1, ROLES_FETCHED), enabled: !isLocked })

/**
 * The company's active roles at a glance: those taking applications, or about to once verified or
 * released. A role closed, past its deadline or removed is on the job board, not here.
 */
export function ActiveRolesCard({ isLocked }: { isLocked: boolean }) {
  const roles = useDashboardRoles(isLocked)
  const [page, setPage] = useState(1)
  // A full role stays here: its applicants still wait for decisions (decision 071).
  const docs = (roles.data?.docs ?? []).filter(
    (role) => isRoleActive(role.state) || role.state === 'full',
  )
  const totalPages = Math.max(1, Math.ceil(docs.length / ROLES_SHOWN))
  const shownPage = Math.min(page, totalPages)
  const shown = docs.slice((shownPage - 1) * ROLES_SHOWN, shownPage * ROLES_SHOWN)
  const decisionTimes = useDecisionTimes(docs.map((role) => role.id))

  return (
    <section
      aria-labelledby="active-roles-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="active-roles-title" className="text-lg font-semibold text-brand-900">
          Active Roles
        </h2>
        <GatedLink
          to={paths.company.jobBoards.href()}
          isLocked={isLocked}
          className="text-sm font-semibold text-brand-700 hover:underline"
          lockedClassName="text-slate-400 hover:no-underline"
        >
          View all<span className="sr-only"> roles</span>
        </GatedLink>
      </div>

      {!isLocked && roles.isPending ? (
        <div aria-busy="true" className="mt-4 space-y-3">
          <p role="status" className="sr-only">
            Loading roles…
          </p>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : roles.isError ? (
        <p role="alert" className="py-8 text-center text-sm text-red-700">
          Failed to load roles: {roles.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void roles.refetch()}
          >
            Try again
          </button>
        </p>
      ) : shown.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">No active roles yet.</p>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {shown.map((role) => (
              <li key={role.id}>
                <Link
                  to={`${paths.company.editRole.href()}?id=${role.id}`}
                  state={{ role }}
                  className="block rounded-xl border border-slate-200 p-3 hover:border-brand-500 hover:bg-brand-50"
                >
                  <span className="block truncate font-medium text-slate-900">
                    {role.title || 'Untitled Role'}
                  </span>
                  {role.state !== 'open' && (
                    <span className="mt-0.5 block text-xs font-semibold text-amber-900">
                      {statusLabel('role', role.state)}
                    </span>
                  )}
                  <span className="mt-0.5 flex flex-wrap justify-between gap-x-3 text-xs text-slate-500">
                    <span>{formatStipend(role.minimumSalary, role.maximumSalary)}</span>
                    <span>
                      {role.applicants} applicant{role.applicants === 1 ? '' : 's'}
                    </span>
                  </span>
                </Link>
                <DecidedInTime times={decisionTimes} roleId={role.id} />
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <Pagination
              page={shownPage}
              totalPages={totalPages}
              onPageChange={setPage}
              label="Active roles pages"
            />
          </div>
        </>
      )}

      {!isLocked && (
        <Link
          to={paths.company.postInternship.href()}
          className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          + Post Internship
        </Link>
      )}
    </section>
  )
}
