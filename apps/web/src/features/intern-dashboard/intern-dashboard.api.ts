import { queryOptions } from '@tanstack/react-query'
import { InternMeSchema } from '@app/domain'
import { api } from '../../lib/api-client'

export const internQueries = {
  all: ['intern'] as const,
  me: () =>
    queryOptions({
      queryKey: [...internQueries.all, 'me'] as const,
      queryFn: ({ signal }) => api('/auth/me', { data: InternMeSchema, signal }),
    }),
}
