import { queryOptions } from '@tanstack/react-query'
import { CompanyMeSchema } from '@app/domain'
import { api } from '../../lib/api-client'

export const companyQueries = {
  all: ['company'] as const,
  me: () =>
    queryOptions({
      queryKey: [...companyQueries.all, 'me'] as const,
      queryFn: ({ signal }) => api('/company/me', { data: CompanyMeSchema, signal }),
    }),
}
