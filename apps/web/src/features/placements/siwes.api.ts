import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ItfForm8Input, PlacementSide, ScafSignInput, SiwesPaperKind } from '@app/domain'
import { api } from '../../lib/api-client'
import { downloadPdf } from '../../lib/download'
import { placementQueries } from './placements.api'

const BASE: Record<PlacementSide, string> = {
  intern: '/users/placements',
  company: '/company/placements',
}
const onePath = (side: PlacementSide, id: string) => `${BASE[side]}/${encodeURIComponent(id)}`

const papersAnswer = () => import('./siwes-answers').then((schemas) => schemas.SiwesPapersSchema)

/** A SIWES placement's papers (decision 060): where the SCAF and ITF Form 8 stand. */
export const siwesQueries = {
  papers: (side: PlacementSide, id: string) =>
    queryOptions({
      queryKey: ['placements', side, 'detail', id, 'siwes'] as const,
      queryFn: ({ signal }) => api(`${onePath(side, id)}/siwes`, { data: papersAnswer, signal }),
    }),
}

/** Downloads a signed form as the PDF the API draws. */
export const downloadSiwesPaper = (side: PlacementSide, id: string, kind: SiwesPaperKind) =>
  downloadPdf(`${onePath(side, id)}/${kind}`, `${kind}.pdf`)

/** A write on the papers: its answer is the papers; the next step and the documents follow. */
function usePapersWrite<Body>(
  side: PlacementSide,
  id: string,
  method: 'POST' | 'PUT',
  path: string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body) =>
      api(`${onePath(side, id)}/${path}`, { method, body, data: papersAnswer }),
    onSuccess: (papers) => {
      queryClient.setQueryData(siwesQueries.papers(side, id).queryKey, papers)
      void queryClient.invalidateQueries({
        queryKey: placementQueries.detail(side, id).queryKey,
        exact: true,
      })
      void queryClient.invalidateQueries({
        queryKey: placementQueries.documents(side, id).queryKey,
      })
      void queryClient.invalidateQueries({ queryKey: ['placements', side, 'list'] })
    },
  })
}

/** The company e-signs the SCAF. */
export const useSignScaf = (id: string) =>
  usePapersWrite<ScafSignInput>('company', id, 'POST', 'scaf/sign')

/** The student took the SCAF to the ITF Area Office. */
export const useMarkScafSubmitted = (id: string) =>
  usePapersWrite<undefined>('intern', id, 'POST', 'scaf/submitted')

/** The company fills Part B of ITF Form 8 and e-signs it. */
export const useFillItfForm8 = (id: string) =>
  usePapersWrite<ItfForm8Input>('company', id, 'PUT', 'itf-form-8')
