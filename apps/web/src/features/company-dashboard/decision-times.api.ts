import { queryOptions, useQuery } from '@tanstack/react-query'
import { DecisionTimesSchema } from '@app/domain'
import { api } from '../../lib/api-client'

/** 'Decided within 21 days' of the dashboard's roles (decision 071). */
export const decisionTimesQueries = {
  all: ['company', 'decision-times'] as const,
  forRoles: (roleIds: string[]) =>
    queryOptions({
      queryKey: [...decisionTimesQueries.all, roleIds] as const,
      queryFn: ({ signal }) =>
        api('/company/decision-times', {
          query: { roleIds: roleIds.join(',') },
          data: DecisionTimesSchema,
          signal,
        }),
    }),
}

/** One request for the roles the card lists; none while it lists none. */
export const useDecisionTimes = (roleIds: string[]) =>
  useQuery({ ...decisionTimesQueries.forRoles(roleIds), enabled: roleIds.length > 0 })
