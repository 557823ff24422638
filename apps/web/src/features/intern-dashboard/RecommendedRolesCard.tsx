import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { InternRole } from '@app/domain'
import { GatedLink } from '../../components/dashboard/GatedLink'
import { CompanyMark } from '../../components/roles/CompanyMark'
import { MatchScoreBadge } from '../../components/roles/MatchScore'
import { placeAndType } from '../../components/roles/role-place'
import { buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { internRoleQueries } from '../../lib/intern-role-queries'
import { paths } from '../../lib/paths'
import { formatStipend } from '../../lib/screen-format'

/** Spec §9: the dashboard card shows two roles a page. */
const CARD_PAGE_SIZE = 2

function RoleRow({ role }: { role: InternRole }) {
  return (
    <li>
      <Link
        to={paths.intern.role.href(role.id)}
        className="flex min-h-16 items-start gap-3 rounded-xl border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50"
      >
        <CompanyMark company={role.company} />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-brand-900">{role.title}</span>
          <span className="block text-sm text-slate-600">
            {role.company.companyName} · {placeAndType(role.location, role.type)}
          </span>
          <span className="block text-sm text-slate-500">
            {formatStipend(role.minimumSalary, role.maximumSalary)}
          </span>
          <MatchScoreBadge
            match={role.match}
            className="mt-1 inline-block rounded-full bg-accent-500/10 px-2 py-0.5 text-xs font-semibold text-accent-700"
          />
        </span>
      </Link>
    </li>
  )
}

/** Two roles at a time, best matches first, with the way to all of them (spec §2). */
export function RecommendedRolesCard({ isLocked }: { isLocked: boolean }) {
  const [page, setPage] = useState(1)
  const roles = useQuery(internRoleQueries.list({ page }, CARD_PAGE_SIZE))

  return (
    <section
      aria-labelledby="recommended-roles-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recommended-roles-title" className="text-lg font-semibold text-brand-900">
          Recommended Roles
        </h2>
        <GatedLink
          to={paths.intern.roles.href()}
          isLocked={isLocked}
          className={buttonClass('secondary', 'px-4')}
          lockedClassName="opacity-60"
        >
          Find Internship
        </GatedLink>
      </header>
      <div className="mt-4">
        {roles.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <p role="status" className="sr-only">
              Loading recommended roles…
            </p>
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
        ) : roles.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load roles: {roles.error.message}
          </p>
        ) : roles.data.docs.length === 0 ? (
          <EmptyState title="No recommended roles available." />
        ) : (
          <div className="space-y-4">
            <ul className="space-y-3">
              {roles.data.docs.map((role) => (
                <RoleRow key={role.id} role={role} />
              ))}
            </ul>
            <Pagination
              page={roles.data.meta.page}
              totalPages={roles.data.meta.totalPages}
              onPageChange={setPage}
              label="Recommended roles pages"
            />
          </div>
        )}
      </div>
    </section>
  )
}
