import { queryOptions } from '@tanstack/react-query'
import { CompanyMeSchema, InternMeSchema } from '@app/domain'
import { api } from './api-client'

/** The signed-in account's own profile; every page of that side reads it through these keys. */
export const companyQueries = {
  all: ['company'] as const,
  me: () =>
    queryOptions({
      queryKey: [...companyQueries.all, 'me'] as const,
      queryFn: ({ signal }) => api('/company/me', { data: CompanyMeSchema, signal }),
    }),
}

export const internQueries = {
  all: ['intern'] as const,
  me: () =>
    queryOptions({
      queryKey: [...internQueries.all, 'me'] as const,
      queryFn: ({ signal }) => api('/auth/me', { data: InternMeSchema, signal }),
    }),
}
