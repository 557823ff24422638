import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { StipendAnswerInput } from '@app/domain'
import { api } from '../../lib/api-client'

const answers = () => import('./stipend-answers')
const internStipend = () => answers().then((schemas) => schemas.InternStipendSchema)
const companyStipend = () => answers().then((schemas) => schemas.CompanyStipendSchema)
const stipendMonth = () => answers().then((schemas) => schemas.StipendMonthSchema)
const companyDispute = () => answers().then((schemas) => schemas.CompanyStipendDisputeSchema)
const encoded = (id: string) => encodeURIComponent(id)

/** A placement's stipend (decision 063): the intern's months, the company's disputes. */
export const stipendQueries = {
  intern: (placementId: string) =>
    queryOptions({
      queryKey: ['placements', 'intern', 'stipend', placementId] as const,
      queryFn: ({ signal }) =>
        api(`/users/placements/${encoded(placementId)}/stipend`, {
          data: internStipend,
          signal,
        }),
    }),
  company: (placementId: string) =>
    queryOptions({
      queryKey: ['placements', 'company', 'stipend', placementId] as const,
      queryFn: ({ signal }) =>
        api(`/company/placements/${encoded(placementId)}/stipend`, {
          data: companyStipend,
          signal,
        }),
    }),
}

/** The intern's answer for one month; the months are read again after it. */
export function useAnswerStipend(placementId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: StipendAnswerInput) =>
      api(`/users/placements/${encoded(placementId)}/stipend`, {
        method: 'POST',
        body,
        data: stipendMonth,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: stipendQueries.intern(placementId).queryKey }),
  })
}

/** The company's word on one month's dispute. */
export function useAnswerStipendDispute(placementId: string, month: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { note: string }) =>
      api(`/company/placements/${encoded(placementId)}/stipend/${encoded(month)}/answer`, {
        method: 'POST',
        body,
        data: companyDispute,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: stipendQueries.company(placementId).queryKey }),
  })
}
