import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ClearanceListSchema,
  ClearanceSchema,
  type ClearanceIssue,
  type ClearanceRequestInput,
  type PlacementSide,
} from '@app/domain'
import { api } from '../../lib/api-client'
import { downloadPdf } from '../../lib/download'

const BASE: Record<PlacementSide, string> = {
  intern: '/users/placements',
  company: '/company/placements',
}
const clearancePath = (side: PlacementSide, id: string) =>
  `${BASE[side]}/${encodeURIComponent(id)}/clearance`

/** An NYSC placement's months and their clearance letters (decision 062). */
export const clearanceQueries = {
  list: (side: PlacementSide, id: string) =>
    queryOptions({
      queryKey: ['placements', side, 'clearance', id] as const,
      queryFn: ({ signal }) => api(clearancePath(side, id), { data: ClearanceListSchema, signal }),
    }),
}

/** After a request or an issue: the months, and the placement's documents with them. */
function useRefresh(side: PlacementSide) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['placements', side] })
}

/** The corps member asks for a month's letter. */
export function useAskClearance(id: string) {
  const refresh = useRefresh('intern')
  return useMutation({
    mutationFn: (body: ClearanceRequestInput) =>
      api(clearancePath('intern', id), { method: 'POST', body, data: ClearanceSchema }),
    onSuccess: refresh,
  })
}

/** The company issues a month's letter, signed. */
export function useIssueClearance(id: string) {
  const refresh = useRefresh('company')
  return useMutation({
    mutationFn: ({ month, ...body }: ClearanceIssue & { month: string }) =>
      api(`${clearancePath('company', id)}/${month}/issue`, {
        method: 'POST',
        body,
        data: ClearanceSchema,
      }),
    onSuccess: refresh,
  })
}

/** A month's letter as a PDF, by the path its answer gives. */
export function useDownloadClearance() {
  return useMutation({
    mutationFn: ({ path, month }: { path: string; month: string }) =>
      downloadPdf(path, `nysc-clearance-${month}.pdf`),
  })
}
