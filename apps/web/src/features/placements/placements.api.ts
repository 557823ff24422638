import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CompanyPlacementPatchInput, InternPlacementPatch, PlacementSide } from '@app/domain'
import { api } from '../../lib/api-client'

export const PLACEMENTS_PAGE_SIZE = 10

const BASE: Record<PlacementSide, string> = {
  intern: '/users/placements',
  company: '/company/placements',
}
const onePath = (side: PlacementSide, id: string) => `${BASE[side]}/${encodeURIComponent(id)}`

// The answers' schemas load with the first request, in a chunk of their own (decision 051).
const answers = () => import('./placement-answers')
const placementPage = () => answers().then((schemas) => schemas.placementPage)
const placementAnswer = () => answers().then((schemas) => schemas.PlacementSchema)
const documentsAnswer = () => answers().then((schemas) => schemas.placementDocuments)

/** Each side's placements (DESIGN §11): a page of the list, and one with its progress. */
export const placementQueries = {
  all: ['placements'] as const,
  list: (side: PlacementSide, page: number) =>
    queryOptions({
      queryKey: ['placements', side, 'list', page] as const,
      queryFn: ({ signal }) =>
        api(BASE[side], {
          query: { page, limit: PLACEMENTS_PAGE_SIZE },
          data: placementPage,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (side: PlacementSide, id: string) =>
    queryOptions({
      queryKey: ['placements', side, 'detail', id] as const,
      queryFn: ({ signal }) =>
        api(onePath(side, id), {
          data: placementAnswer,
          signal,
        }),
    }),
  /** The placement's papers, oldest first; each slice's change refreshes them. */
  documents: (side: PlacementSide, id: string) =>
    queryOptions({
      queryKey: ['placements', side, 'detail', id, 'documents'] as const,
      queryFn: ({ signal }) =>
        api(`${onePath(side, id)}/documents`, { data: documentsAnswer, signal }),
    }),
}

function useSavePlacement<Body>(side: PlacementSide, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body) =>
      api(onePath(side, id), {
        method: 'PATCH',
        body,
        data: placementAnswer,
      }),
    onSuccess: (placement) => {
      queryClient.setQueryData(placementQueries.detail(side, id).queryKey, placement)
      void queryClient.invalidateQueries({ queryKey: ['placements', side, 'list'] })
    },
  })
}

/** The company's dates and supervisor. */
export const useSaveCompanyPlacement = (id: string) =>
  useSavePlacement<CompanyPlacementPatchInput>('company', id)

/** A SIWES/IT student's school details. */
export const useSaveStudentDetails = (id: string) =>
  useSavePlacement<InternPlacementPatch>('intern', id)
