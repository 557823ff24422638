import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LetterSummarySchema, type LetterInput } from '@app/domain'
import { api } from '../../lib/api-client'
import { companyApplicationQueries } from '../../lib/company-application-queries'
import { downloadPdf } from '../../lib/download'

const letterPath = (applicationId: string) =>
  `/company/applications/${encodeURIComponent(applicationId)}/letter`

/** Issues (or issues again) the application's acceptance letter; the detail then shows it. */
export function useIssueLetter(applicationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (letter: LetterInput) =>
      api(letterPath(applicationId), { method: 'POST', body: letter, data: LetterSummarySchema }),
    onSuccess: (letter) => {
      queryClient.setQueryData(
        companyApplicationQueries.detail(applicationId).queryKey,
        (previous) => (previous ? { ...previous, letter } : previous),
      )
      void queryClient.invalidateQueries({ queryKey: companyApplicationQueries.lists() })
    },
  })
}

export function useDownloadCompanyLetter(applicationId: string) {
  return useMutation({
    mutationFn: () => downloadPdf(letterPath(applicationId), 'acceptance-letter.pdf'),
  })
}
