import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CvFields, CvLook } from '@app/domain'
import { internQueries } from '../../lib/account-queries'
import { api } from '../../lib/api-client'
import { downloadPdf } from '../../lib/download'

const answers = () => import('./cv-answers')
const cvSchema = () => answers().then((schemas) => schemas.CvSchema)
const cvUseSchema = () => answers().then((schemas) => schemas.CvUseSchema)

/** The intern's CV (decision 064): the CV-only fields and the profile's part. */
export const cvQueries = {
  own: () =>
    queryOptions({
      queryKey: ['career', 'cv'] as const,
      queryFn: ({ signal }) => api('/users/cv', { data: cvSchema, signal }),
    }),
}

/** Saves the CV-only fields; the answer replaces the cached CV. */
export function useSaveCv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CvFields) => api('/users/cv', { method: 'PUT', body, data: cvSchema }),
    onSuccess: (cv) => queryClient.setQueryData(cvQueries.own().queryKey, cv),
  })
}

/** 'Use as my CV': the profile's resume changes too, so both are read again. */
export function useUseCv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api('/users/cv/use', { method: 'POST', data: cvUseSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cvQueries.own().queryKey }),
        queryClient.invalidateQueries({ queryKey: internQueries.me().queryKey }),
      ]),
  })
}

/** The CV as a PDF download, in the look chosen. */
export const downloadCv = (look: CvLook) => downloadPdf(`/users/cv.pdf?look=${look}`, 'CV.pdf')
