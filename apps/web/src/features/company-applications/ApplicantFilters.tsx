import { useQuery } from '@tanstack/react-query'
import {
  APPLICANT_SORTS,
  APPLICANT_SORT_LABELS,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  MAX_PAGE_LIMIT,
  WAITING_FILTER_LABEL,
  type StatusCounts,
} from '@app/domain'
import { DebouncedSearchField } from '../../components/roles/DebouncedSearchField'
import { searchIcon } from '../../components/roles/field-icons'
import { roleQueries } from '../../lib/company-role-queries'
import { RoleCsvButton } from './RoleCsvButton'
import type { ApplicantParams } from './useApplicantParams'

const SELECT =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900'

const total = (counts: StatusCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0)

/**
 * The applicants list's filters: status (with how many match the other filters in each), role,
 * name and order. Each change goes into the address.
 */
export function ApplicantFilters({
  params,
  counts,
}: {
  params: ApplicantParams
  counts: StatusCounts | undefined
}) {
  const roles = useQuery(roleQueries.list(1, MAX_PAGE_LIMIT))
  const { filters } = params
  const roleOptions = roles.data?.docs ?? []
  const isUnlistedRole =
    filters.roleId !== undefined && !roleOptions.some((role) => role.id === filters.roleId)
  const countOf = (n: number | undefined) => (n === undefined ? '' : ` (${n})`)
  return (
    <div role="search" aria-label="Filter applicants" className="space-y-2">
      <DebouncedSearchField
        label="Search applicants by name"
        placeholder="Search by name"
        icon={searchIcon}
        value={filters.search ?? ''}
        onCommit={params.setSearch}
      />
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        <label className="block text-xs font-medium text-slate-600">
          Status
          <select
            className={SELECT}
            value={filters.status ?? ''}
            onChange={(event) => params.setStatus(event.target.value)}
          >
            <option value="">All{countOf(counts && total(counts))}</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
                {countOf(counts?.[status])}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-xs font-medium text-slate-600">
          Sort
          <select
            className={SELECT}
            value={filters.sort ?? 'newest'}
            onChange={(event) => params.setSort(event.target.value)}
          >
            {APPLICANT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {APPLICANT_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="block text-xs font-medium text-slate-600">
        Role
        <select
          className={SELECT}
          value={filters.roleId ?? ''}
          onChange={(event) => params.setRole(event.target.value)}
        >
          <option value="">All roles</option>
          {isUnlistedRole && <option value={filters.roleId}>The chosen role</option>}
          {roleOptions.map((role) => (
            <option key={role.id} value={role.id}>
              {role.title.trim() || 'Untitled Role'}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-900"
          checked={filters.meetsDealBreakers ?? false}
          onChange={(event) => params.setMeetsDealBreakers(event.target.checked)}
        />
        Only those who meet all deal-breakers
      </label>
      {filters.waiting && (
        <p className="flex min-h-11 flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-1 text-sm text-amber-950">
          <span className="font-medium">{WAITING_FILTER_LABEL}</span>
          <button
            type="button"
            onClick={params.clearWaiting}
            className="ml-auto min-h-9 rounded-md px-2 font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Show everyone
          </button>
        </p>
      )}
      {filters.roleId && <RoleCsvButton roleId={filters.roleId} />}
    </div>
  )
}
