import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Logbook, LogbookDay, LogbookSignInput, LogbookWeek, PlacementSide } from '@app/domain'
import { api } from '../../lib/api-client'
import { downloadPdf } from '../../lib/download'
import { placementQueries } from './placements.api'

const BASE: Record<PlacementSide, string> = {
  intern: '/users/placements',
  company: '/company/placements',
}
const logbookPath = (side: PlacementSide, placementId: string) =>
  `${BASE[side]}/${encodeURIComponent(placementId)}/logbook`
const weekPath = (placementId: string, weekStart: string) =>
  `${logbookPath('intern', placementId)}/${encodeURIComponent(weekStart)}`

// The answers' schemas load with the first request, in a chunk of their own (decision 051).
const answers = () => import('./logbook-answers')
const logbookAnswer = () => answers().then((schemas) => schemas.LogbookSchema)
const weekAnswer = () => answers().then((schemas) => schemas.LogbookWeekSchema)
const signViewAnswer = () => answers().then((schemas) => schemas.LogbookSignViewSchema)
const signedAnswer = () => answers().then((schemas) => schemas.LogbookSignedSchema)

/** The SIWES/IT weekly logbook (decision 061): each side's weeks, and the supervisor's week. */
export const logbookQueries = {
  weeks: (side: PlacementSide, placementId: string) =>
    queryOptions({
      queryKey: ['placements', side, 'logbook', placementId] as const,
      queryFn: ({ signal }) => api(logbookPath(side, placementId), { data: logbookAnswer, signal }),
    }),
  /** The week a signing link is for; a link that no longer works is not asked again. */
  signView: (token: string) =>
    queryOptions({
      queryKey: ['logbook-sign', token] as const,
      queryFn: ({ signal }) =>
        api('/logbook/sign', { query: { token }, data: signViewAnswer, signal }),
      retry: false,
      staleTime: Infinity,
    }),
}

/** Replaces one week in the logbook kept in the query cache. */
function useKeepWeek(placementId: string) {
  const queryClient = useQueryClient()
  return (week: LogbookWeek) =>
    queryClient.setQueryData(
      logbookQueries.weeks('intern', placementId).queryKey,
      (logbook: Logbook | undefined) =>
        logbook && {
          ...logbook,
          weeks: logbook.weeks.map((old) => (old.weekStart === week.weekStart ? week : old)),
        },
    )
}

/** Keeps a week's days as the draft on the server. */
export function useSaveLogbookWeek(placementId: string, weekStart: string) {
  const keepWeek = useKeepWeek(placementId)
  return useMutation({
    mutationFn: (days: LogbookDay[]) =>
      api(weekPath(placementId, weekStart), { method: 'PUT', body: { days }, data: weekAnswer }),
    onSuccess: keepWeek,
  })
}

/** Sends the week to the supervisor to sign. */
export function useSubmitLogbookWeek(placementId: string, weekStart: string) {
  const keepWeek = useKeepWeek(placementId)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api(`${weekPath(placementId, weekStart)}/submit`, { method: 'POST', data: weekAnswer }),
    onSuccess: (week) => {
      keepWeek(week)
      void queryClient.invalidateQueries({
        queryKey: placementQueries.detail('intern', placementId).queryKey,
      })
    },
  })
}

/** The supervisor's signature, through the link (no account). */
export function useSignLogbookWeek() {
  return useMutation({
    mutationFn: (input: LogbookSignInput) =>
      api('/logbook/sign', { method: 'POST', body: input, data: signedAnswer }),
  })
}

export function useDownloadLogbook(side: PlacementSide, placementId: string) {
  return useMutation({
    mutationFn: () => downloadPdf(`${logbookPath(side, placementId)}.pdf`, 'siwes-logbook.pdf'),
  })
}
