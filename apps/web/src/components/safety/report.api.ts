import { useMutation } from '@tanstack/react-query'
import { ReportCreatedSchema, type ReportInput } from '@app/domain'
import { api } from '../../lib/api-client'

/** `POST /reports` (decision 022): a role, company, message or applicant reported to the team. */
export function useSendReport() {
  return useMutation({
    mutationFn: (input: ReportInput) =>
      api('/reports', { method: 'POST', body: input, data: ReportCreatedSchema }),
  })
}
