import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NyscRejectionSummarySchema, type NyscRejectionFormInput } from '@app/domain'
import { api } from '../../lib/api-client'
import { companyApplicationQueries } from '../../lib/company-application-queries'
import { downloadPdf } from '../../lib/download'

const rejectionPath = (applicationId: string) =>
  `/company/applications/${encodeURIComponent(applicationId)}/nysc-rejection`

/** Issues (or issues again) a rejected corps member's NYSC rejection letter (decision 062). */
export function useIssueNyscRejection(applicationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NyscRejectionFormInput) =>
      api(rejectionPath(applicationId), {
        method: 'POST',
        body,
        data: NyscRejectionSummarySchema,
      }),
    onSuccess: (nyscRejection) => {
      queryClient.setQueryData(
        companyApplicationQueries.detail(applicationId).queryKey,
        (previous) => (previous ? { ...previous, nyscRejection } : previous),
      )
    },
  })
}

export function useDownloadNyscRejection(applicationId: string) {
  return useMutation({
    mutationFn: () => downloadPdf(rejectionPath(applicationId), 'nysc-rejection-letter.pdf'),
  })
}
