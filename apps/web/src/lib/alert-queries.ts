import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { JobAlertSchema, JobAlertsSchema, QUERY_STALE_MS, type JobAlertInput } from '@app/domain'
import { api } from './api-client'

/**
 * An intern's job alerts (decision 025). Shared here because the roles page creates them and the
 * settings page lists, edits and deletes them.
 */
export const alertQueries = {
  all: ['job-alerts'] as const,
  list: () =>
    queryOptions({
      queryKey: alertQueries.all,
      queryFn: ({ signal }) => api('/users/alerts', { data: JobAlertsSchema, signal }),
      staleTime: QUERY_STALE_MS,
    }),
}

export function useCreateJobAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: JobAlertInput) =>
      api('/users/alerts', { method: 'POST', body: input, data: JobAlertSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertQueries.all }),
  })
}

export function useUpdateJobAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: JobAlertInput }) =>
      api(`/users/alerts/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: input,
        data: JobAlertSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertQueries.all }),
  })
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (alertId: string) =>
      api(`/users/alerts/${encodeURIComponent(alertId)}`, { method: 'DELETE', data: z.null() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertQueries.all }),
  })
}
