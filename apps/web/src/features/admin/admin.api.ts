import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  AdminAccountSchema,
  AdminCompanySchema,
  AdminContactSchema,
  AdminReportSchema,
  AdminRoleSchema,
  AuditAdminsSchema,
  AdminSendSchema,
  AdminStipendDisputeSchema,
  AuditEntrySchema,
  BackgroundWorkSchema,
  HeldRoleSchema,
  ReportConversationSchema,
  SendCostSchema,
  pageOf,
  type AuditAction,
  type AuditTargetType,
  type ReportAction,
  type ReportStatus,
  type SendChannel,
  type SendStatus,
  type StipendDisputeStatus,
} from '@app/domain'
import { api } from '../../lib/api-client'

/** The console's lists are short pages: each row is read and acted on one by one. */
export const CONSOLE_PAGE_SIZE = 10

export type CompanyQueueStatus = 'pending' | 'verified' | 'rejected' | 'all'

/** The audit log's filters (AuditQuerySchema); an unset one is left out of the address. */
export interface AuditFilters {
  admin: string | undefined
  action: AuditAction | undefined
  targetType: AuditTargetType | undefined
}

/** The sent messages' filters (SendsQuerySchema); an unset one is left out of the address. */
export interface SendFilters {
  channel: SendChannel | undefined
  status: SendStatus | undefined
}

const companyPage = pageOf(AdminCompanySchema)
const accountPage = pageOf(AdminAccountSchema)
const rolePage = pageOf(AdminRoleSchema)
const auditPage = pageOf(AuditEntrySchema)
const reportPage = pageOf(AdminReportSchema)
const contactPage = pageOf(AdminContactSchema)
const heldRolePage = pageOf(HeldRoleSchema)
const sendPage = pageOf(AdminSendSchema)
const stipendDisputePage = pageOf(AdminStipendDisputeSchema)

const listOptions = <T extends z.ZodType>(
  key: readonly unknown[],
  path: string,
  query: Record<string, string | number | undefined>,
  data: T,
) =>
  queryOptions({
    queryKey: [...key, query] as const,
    queryFn: ({ signal }) =>
      api(path, { query: { ...query, limit: CONSOLE_PAGE_SIZE }, data, signal }),
    placeholderData: keepPreviousData,
  })

/** Query keys of the console: every action invalidates its list and the audit log. */
export const adminQueries = {
  all: ['admin'] as const,
  companies: (status: CompanyQueueStatus, search: string, page: number) =>
    listOptions(
      [...adminQueries.all, 'companies'],
      '/admin/companies',
      { status, search, page },
      companyPage,
    ),
  accounts: (search: string, page: number) =>
    listOptions(
      [...adminQueries.all, 'accounts'],
      '/admin/accounts',
      { search, page },
      accountPage,
    ),
  roles: (search: string, page: number) =>
    listOptions([...adminQueries.all, 'roles'], '/admin/roles', { search, page }, rolePage),
  heldRoles: (page: number) =>
    listOptions([...adminQueries.all, 'held-roles'], '/admin/held-roles', { page }, heldRolePage),
  reports: (status: ReportStatus, page: number) =>
    listOptions([...adminQueries.all, 'reports'], '/admin/reports', { status, page }, reportPage),
  contacts: (status: ReportStatus, page: number) =>
    listOptions(
      [...adminQueries.all, 'contacts'],
      '/admin/contacts',
      { status, page },
      contactPage,
    ),
  audit: (filters: AuditFilters, page: number) =>
    listOptions([...adminQueries.all, 'audit'], '/admin/audit', { ...filters, page }, auditPage),
  /** Everyone who has acted in the console: the audit log's admin filter. */
  auditAdmins: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'audit', 'admins'] as const,
      queryFn: ({ signal }) => api('/admin/audit/admins', { data: AuditAdminsSchema, signal }),
    }),
  /** Each reading is a line of the audit log, so it is read when opened, never refetched. */
  reportConversation: (reportId: string) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'report-conversation', reportId] as const,
      queryFn: ({ signal }) =>
        api(`/admin/reports/${encodeURIComponent(reportId)}/conversation`, {
          data: ReportConversationSchema,
          signal,
        }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    }),
  /** Stipend disputes by state (decision 063): open and overdue oldest first. */
  stipendDisputes: (status: StipendDisputeStatus, page: number) =>
    listOptions(
      [...adminQueries.all, 'stipend-disputes'],
      '/admin/stipend-disputes',
      { status, page },
      stipendDisputePage,
    ),
  /** What went out on each channel, newest first (the Background work page). */
  sends: (filters: SendFilters, page: number) =>
    listOptions([...adminQueries.all, 'sends'], '/admin/sends', { ...filters, page }, sendPage),
  sendCosts: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'send-costs'] as const,
      queryFn: ({ signal }) => api('/admin/sends/costs', { data: z.array(SendCostSchema), signal }),
    }),
  jobs: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'jobs'] as const,
      queryFn: ({ signal }) => api('/admin/jobs', { data: BackgroundWorkSchema, signal }),
    }),
}

/** An action of the console: a POST whose answer the page does not read; every list refreshes. */
function useConsoleAction<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.all }),
  })
}

const post = (path: string, body?: unknown) =>
  api(path, { method: 'POST', body: body ?? {}, data: z.unknown() })
const at = (id: string) => encodeURIComponent(id)

export const useVerifyCompany = () =>
  useConsoleAction(({ id, note }: { id: string; note?: string }) =>
    post(`/admin/companies/${at(id)}/verify`, note ? { note } : {}),
  )
export const useRejectCompany = () =>
  useConsoleAction(({ id, reason }: { id: string; reason: string }) =>
    post(`/admin/companies/${at(id)}/reject`, { reason }),
  )
export const useSuspendAccount = () =>
  useConsoleAction(({ id, reason }: { id: string; reason: string }) =>
    post(`/admin/accounts/${at(id)}/suspend`, { reason }),
  )
export const useRestoreAccount = () =>
  useConsoleAction(({ id }: { id: string }) => post(`/admin/accounts/${at(id)}/restore`))
export const useRemoveRole = () =>
  useConsoleAction(({ id, reason }: { id: string; reason: string }) =>
    post(`/admin/roles/${at(id)}/remove`, { reason }),
  )
export const useReleaseRole = () =>
  useConsoleAction(({ id, note }: { id: string; note?: string }) =>
    post(`/admin/roles/${at(id)}/release`, note ? { note } : {}),
  )
export const useResolveReport = () =>
  useConsoleAction(({ id, action, note }: { id: string; action: ReportAction; note?: string }) =>
    post(`/admin/reports/${at(id)}/resolve`, note ? { action, note } : { action }),
  )
export const useAllowSignUp = () =>
  useConsoleAction(({ id, note }: { id: string; note?: string }) =>
    post(`/admin/departed-accounts/${at(id)}/allow-sign-up`, note ? { note } : {}),
  )
export const useResolveContact = () =>
  useConsoleAction(({ id, note }: { id: string; note?: string }) =>
    post(`/admin/contacts/${at(id)}/resolve`, note ? { note } : {}),
  )
export const useRetryJob = () =>
  useConsoleAction(({ id }: { id: string }) => post(`/admin/jobs/${at(id)}/retry`))
