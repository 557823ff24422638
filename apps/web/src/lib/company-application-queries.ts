import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  ApplicationDecisionSchema,
  BulkRejectResultSchema,
  COMPANY_APPLICATIONS_PAGE_SIZE,
  CompanyApplicationSchema,
  CompanyApplicationsPageSchema,
  QUERY_STALE_MS,
  type ApplicantSort,
  type ApplicationStatus,
  type RejectionReason,
} from '@app/domain'
import { api } from './api-client'
import { downloadApiFile } from './download'
import { LIVE_KEY_ROOTS } from './live-events'

/** What the applicants list is asked for; every part but the page is optional. */
export interface ApplicantListFilters {
  page: number
  status?: ApplicationStatus | undefined
  roleId?: string | undefined
  search?: string | undefined
  sort?: ApplicantSort | undefined
  /** Only those waiting more than 7 days for an answer (the dashboard banner's list). */
  waiting?: boolean | undefined
  /** Only those whose answers meet all the role's deal-breakers (decision 069). */
  meetsDealBreakers?: boolean | undefined
}

/**
 * The applicants list's address query for those waiting more than 7 days, oldest first: the
 * dashboard banner leads there, and the list reads it back (useApplicantParams).
 */
export const WAITING_APPLICANTS_QUERY = '?waiting=true&sort=oldest'

/**
 * The company's applications (dashboard table, applicant review, applicant profile). Root keys are
 * the ones live refresh invalidates.
 */
export const companyApplicationQueries = {
  all: LIVE_KEY_ROOTS.companyApplications,
  lists: () => [...companyApplicationQueries.all, 'list'] as const,
  list: ({
    page,
    status,
    roleId,
    search,
    sort,
    waiting,
    meetsDealBreakers,
  }: ApplicantListFilters) =>
    queryOptions({
      queryKey: [
        ...companyApplicationQueries.lists(),
        { page, status, roleId, search, sort, waiting, meetsDealBreakers },
      ] as const,
      queryFn: ({ signal }) =>
        api('/company/applications', {
          query: {
            page,
            limit: COMPANY_APPLICATIONS_PAGE_SIZE,
            status,
            roleId,
            search,
            sort,
            waiting: waiting ? 'true' : undefined,
            meetsDealBreakers: meetsDealBreakers ? 'true' : undefined,
          },
          data: CompanyApplicationsPageSchema,
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

/** A reason and note sent with a rejection (issue 14). */
export interface RejectionChoice {
  reason: RejectionReason
  note?: string | undefined
}

export const decideApplication = (
  applicationId: string,
  decision: Decision,
  rejection?: RejectionChoice,
) =>
  api(`/company/applications/${encodeURIComponent(applicationId)}/${decision}`, {
    method: 'PATCH',
    ...(decision === 'reject' && rejection ? { body: rejection } : {}),
    data: ApplicationDecisionSchema,
  })

export const rejectApplications = (ids: string[], rejection: RejectionChoice) =>
  api('/company/applications/reject', {
    method: 'POST',
    body: { ids, ...rejection },
    data: BulkRejectResultSchema,
  })

/** Saves a role's applicants as a CSV file under the server's name (decision 029). */
export const downloadApplicantsCsv = (roleId: string) =>
  downloadApiFile(`/company/roles/${encodeURIComponent(roleId)}/applicants.csv`, 'applicants.csv')
