import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { APPLICATIONS_PAGE_SIZE, QUERY_STALE_MS, type ApplicationStatus } from '@app/domain'
import { api } from './api-client'
import { LIVE_KEY_ROOTS } from './live-events'

export interface ApplicationFilters {
  page: number
  status?: ApplicationStatus
  search?: string
}

const answers = () => import('./intern-application-answers')
const applicationPage = () => answers().then((schemas) => schemas.applicationPage)
const applicationAnswer = () => answers().then((schemas) => schemas.InternApplicationSchema)
const companyAnswer = () => answers().then((schemas) => schemas.CompanyDetailsSchema)

/**
 * The signed-in intern's applications. Shared here because applying (features/apply) must refresh
 * the list that features/intern-applications shows.
 */
export const applicationQueries = {
  all: LIVE_KEY_ROOTS.internApplications,
  lists: () => [...applicationQueries.all, 'list'] as const,
  list: (filters: ApplicationFilters) =>
    queryOptions({
      queryKey: [...applicationQueries.lists(), filters] as const,
      queryFn: ({ signal }) =>
        api('/users/applications', {
          query: {
            ...filters,
            limit: APPLICATIONS_PAGE_SIZE,
            sortBy: 'createdAt',
            sortOrder: 'desc',
          },
          data: applicationPage,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (applicationId: string) =>
    queryOptions({
      queryKey: [...applicationQueries.all, 'detail', applicationId] as const,
      queryFn: ({ signal }) =>
        api(`/users/applications/${encodeURIComponent(applicationId)}`, {
          data: applicationAnswer,
          signal,
        }),
    }),
  company: (roleId: string) =>
    queryOptions({
      queryKey: [...applicationQueries.all, 'company', roleId] as const,
      queryFn: ({ signal }) =>
        api(`/users/applications/${encodeURIComponent(roleId)}/company`, {
          data: companyAnswer,
          signal,
        }),
      staleTime: QUERY_STALE_MS,
    }),
}

/** The company of a role on the public browse, for anyone (decision 009). */
export const publicCompanyQuery = (roleId: string) =>
  queryOptions({
    queryKey: ['public-company', roleId] as const,
    queryFn: ({ signal }) =>
      api(`/roles/${encodeURIComponent(roleId)}/company`, { data: companyAnswer, signal }),
    staleTime: QUERY_STALE_MS,
  })
