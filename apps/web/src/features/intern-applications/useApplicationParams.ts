import { APPLICATION_STATUSES, pageFromAddress, type ApplicationStatus } from '@app/domain'
import { useAddressParams } from '../../lib/address-params'
import type { ApplicationFilters } from '../../lib/intern-application-queries'

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '')

/** Status, search and page live in the address, so Back and a refresh keep them. */
export function useApplicationParams() {
  const [params, update] = useAddressParams()
  const rawStatus = params.get('status')
  const status = isStatus(rawStatus) ? rawStatus : undefined
  const search = params.get('search') ?? ''
  const page = pageFromAddress(params.get('page'))

  const filters: ApplicationFilters = { page, status, search: search || undefined }
  return {
    filters,
    status,
    search,
    hasCriteria: !!(status || search),
    setStatus: (value: string) => update({ status: value }, false),
    setSearch: (value: string) => update({ search: value }, true),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : '' }, false),
  }
}
