import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  ApplicationDecisionSchema,
  COMPANY_APPLICATIONS_PAGE_SIZE,
  CompanyApplicationSchema,
  QUERY_STALE_MS,
  pageOf,
} from '@app/domain'
import { api } from './api-client'
import { LIVE_KEY_ROOTS } from './live-events'

const applicationPage = pageOf(CompanyApplicationSchema)

/**
 * The company's applications (dashboard table, applicant review, applicant profile). Root keys are
 * the ones live refresh invalidates.
 */
export const companyApplicationQueries = {
  all: LIVE_KEY_ROOTS.companyApplications,
  lists: () => [...companyApplicationQueries.all, 'list'] as const,
  list: (page: number) =>
    queryOptions({
      queryKey: [...companyApplicationQueries.lists(), page] as const,
      queryFn: ({ signal }) =>
        api('/company/applications', {
          query: { page, limit: COMPANY_APPLICATIONS_PAGE_SIZE },
          data: applicationPage,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (applicationId: string) =>
    queryOptions({
      queryKey: [...companyApplicationQueries.all, 'detail', applicationId] as const,
      queryFn: ({ signal }) =>
        api(`/company/applications/${encodeURIComponent(applicationId)}`, {
          data: CompanyApplicationSchema,
          signal,
        }),
      staleTime: QUERY_STALE_MS,
    }),
}

export type Decision = 'accept' | 'reject'

export const decideApplication = (applicationId: string, decision: Decision) =>
  api(`/company/applications/${encodeURIComponent(applicationId)}/${decision}`, {
    method: 'PATCH',
    data: ApplicationDecisionSchema,
  })
