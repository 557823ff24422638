import {
  APPLICANT_SORTS,
  APPLICATION_STATUSES,
  pageFromAddress,
  type ApplicantSort,
  type ApplicationStatus,
} from '@app/domain'
import { useAddressParams } from '../../lib/address-params'
import type { ApplicantListFilters } from '../../lib/company-application-queries'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined

/** The applicants list's filters as the address holds them; anything unknown is left out. */
export function applicantFiltersOf(params: URLSearchParams): ApplicantListFilters {
  const roleId = params.get('roleId')
  const search = params.get('search')?.trim()
  return {
    page: pageFromAddress(params.get('page')),
    status: oneOf<ApplicationStatus>(APPLICATION_STATUSES, params.get('status')),
    roleId: roleId && UUID.test(roleId) ? roleId : undefined,
    search: search || undefined,
    sort: oneOf<ApplicantSort>(APPLICANT_SORTS, params.get('sort')),
    waiting: params.get('waiting') === 'true' || undefined,
    meetsDealBreakers: params.get('meetsDealBreakers') === 'true' || undefined,
  }
}

/** Status, role, search, sort and page live in the address, so Back, a refresh and a link keep them. */
export function useApplicantParams() {
  const [params, update] = useAddressParams()
  const filters = applicantFiltersOf(params)

  return {
    filters,
    /** The address's query, for links that should keep the filters ('?status=pending'). */
    search: params.size > 0 ? `?${params.toString()}` : '',
    hasFilters: !!(
      filters.status ||
      filters.roleId ||
      filters.search ||
      filters.waiting ||
      filters.meetsDealBreakers
    ),
    setStatus: (value: string) => update({ status: value }),
    setRole: (value: string) => update({ roleId: value }),
    setSearch: (value: string) => update({ search: value }, true),
    setSort: (value: string) => update({ sort: value === 'newest' ? '' : value }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : '' }),
    clearWaiting: () => update({ waiting: '' }),
    setMeetsDealBreakers: (value: boolean) => update({ meetsDealBreakers: value ? 'true' : '' }),
    clear: () => update({ status: '', roleId: '', search: '', waiting: '', meetsDealBreakers: '' }),
  }
}

export type ApplicantParams = ReturnType<typeof useApplicantParams>
