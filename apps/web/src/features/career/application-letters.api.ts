import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ApplicationLetterListSchema,
  ApplicationLetterSchema,
  type ApplicationLetter,
  type ApplicationLetterEdit,
  type ApplicationLetterInput,
} from '@app/domain'
import { api, NO_DATA } from '../../lib/api-client'
import { downloadPdf } from '../../lib/download'

const BASE = '/users/letters'
const onePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`

/** The intern's application letters (decision 065): the list, and one with its words. */
export const applicationLetterQueries = {
  all: ['application-letters'] as const,
  list: () =>
    queryOptions({
      queryKey: ['application-letters', 'list'] as const,
      queryFn: ({ signal }) => api(BASE, { data: ApplicationLetterListSchema, signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['application-letters', 'detail', id] as const,
      queryFn: ({ signal }) => api(onePath(id), { data: ApplicationLetterSchema, signal }),
    }),
}

export function useWriteApplicationLetter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ApplicationLetterInput) =>
      api(BASE, { method: 'POST', body: input, data: ApplicationLetterSchema }),
    onSuccess: (letter) => {
      queryClient.setQueryData(applicationLetterQueries.detail(letter.id).queryKey, letter)
      void queryClient.invalidateQueries({ queryKey: applicationLetterQueries.list().queryKey })
    },
  })
}

export function useSaveApplicationLetter(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: ApplicationLetterEdit) =>
      api(onePath(id), { method: 'PUT', body: edit, data: ApplicationLetterSchema }),
    onSuccess: (letter: ApplicationLetter) => {
      queryClient.setQueryData(applicationLetterQueries.detail(id).queryKey, letter)
      void queryClient.invalidateQueries({ queryKey: applicationLetterQueries.list().queryKey })
    },
  })
}

export function useDeleteApplicationLetter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(onePath(id), { method: 'DELETE', data: NO_DATA }),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: applicationLetterQueries.detail(id).queryKey })
      void queryClient.invalidateQueries({ queryKey: applicationLetterQueries.list().queryKey })
    },
  })
}

/** The letter as a PDF, under the server's file name. */
export const downloadApplicationLetter = (id: string) =>
  downloadPdf(`${onePath(id)}.pdf`, 'application-letter.pdf')
