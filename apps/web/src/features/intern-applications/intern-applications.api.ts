import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../lib/api-client'
import { applicationQueries } from '../../lib/intern-application-queries'
import { internRoleQueries } from '../../lib/intern-role-queries'

/** Withdraws an application the company has not decided yet (409 once decided). */
export function useWithdrawApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (applicationId: string) =>
      api(`/users/applications/${encodeURIComponent(applicationId)}`, {
        method: 'DELETE',
        data: z.unknown(),
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationQueries.all })
      // The role can be applied to again, so its cards must drop the 'Applied' mark.
      void queryClient.invalidateQueries({ queryKey: internRoleQueries.all })
    },
  })
}
