import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { CompanyRoleSchema, type RoleValues } from '@app/domain'
import { ApiError, api, hasMessageForPeople } from '../../lib/api-client'
import { roleQueries } from '../../lib/company-role-queries'
import { downloadApplicantsCsv } from '../../lib/company-application-queries'

export { roleQueries }

/**
 * Roles also show on the public browse page, cached there for 5 minutes; its keys start with
 * 'browse' (features/browse), which this feature may not import.
 */
const PUBLIC_BROWSE_KEY = ['browse'] as const

async function refreshRoles(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: roleQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_BROWSE_KEY }),
  ])
}

export const CREATE_FAILED = 'Failed to create role. Please try again.'
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.'

/** The server's message when it sent one (an answer with a code), else the fallback (spec §8). */
export function roleErrorMessage(error: unknown, fallback = CREATE_FAILED): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR
  return hasMessageForPeople(error) ? error.message : fallback
}

export function useCreateRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (role: RoleValues) =>
      api('/roles/add-role', { method: 'POST', body: role, data: CompanyRoleSchema }),
    onSuccess: () => refreshRoles(queryClient),
  })
}

export function useUpdateRole(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (role: RoleValues) =>
      api(`/roles/${id}`, { method: 'PATCH', body: role, data: CompanyRoleSchema }),
    onSuccess: async (role) => {
      queryClient.setQueryData(roleQueries.detail(id).queryKey, role)
      await refreshRoles(queryClient)
    },
  })
}

export function useDeleteRole(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(`/roles/${id}`, { method: 'DELETE', data: z.unknown() }),
    onSuccess: async () => {
      // Marked stale without a refetch: the page behind the 'Role Deleted' dialog keeps its role,
      // and the next visit finds it gone.
      await queryClient.invalidateQueries({
        queryKey: roleQueries.detail(id).queryKey,
        refetchType: 'none',
      })
      await refreshRoles(queryClient)
    },
  })
}

/** `POST /company/roles/{id}/close` or `/reopen` (decision 029). */
export function useRoleOpening(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'close' | 'reopen') =>
      api(`/company/roles/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        data: CompanyRoleSchema,
      }),
    onSuccess: async (role) => {
      queryClient.setQueryData(roleQueries.detail(id).queryKey, role)
      await refreshRoles(queryClient)
    },
  })
}

/** `POST /company/roles/{id}/keep-open` (decision 070): its review clock starts again. */
export function useKeepRoleOpen(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api(`/company/roles/${encodeURIComponent(id)}/keep-open`, {
        method: 'POST',
        data: CompanyRoleSchema,
      }),
    onSuccess: async (role) => {
      queryClient.setQueryData(roleQueries.detail(id).queryKey, role)
      await queryClient.invalidateQueries({ queryKey: roleQueries.lists() })
    },
  })
}

/** The role's applicants as a CSV file, saved by the browser under the server's name. */
export function useApplicantsCsv(id: string) {
  return useMutation({
    mutationFn: () => downloadApplicantsCsv(id),
  })
}
