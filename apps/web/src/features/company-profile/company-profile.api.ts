import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CompanyMeSchema,
  type CompanyBasicInfoInputSchema,
  type CompanyMe,
  type CompanyOperationsInput,
  type CompanySocialMediaInput,
  type VerificationDocumentInput,
} from '@app/domain'
import type { z } from 'zod'
import { api } from '../../lib/api-client'
import { companyQueries } from '../../lib/account-queries'
import type { MediaSlots } from '../../lib/profile-uploads'

type Saves = {
  'set-basic-info': z.output<typeof CompanyBasicInfoInputSchema>
  'update-logo': { logoUrl: string }
  'set-operations': CompanyOperationsInput
  'set-socials': CompanySocialMediaInput
  'set-medias': MediaSlots
  'set-documents': VerificationDocumentInput
}

const METHOD: Record<keyof Saves, 'PATCH' | 'PUT'> = {
  'set-basic-info': 'PATCH',
  'update-logo': 'PATCH',
  'set-operations': 'PATCH',
  'set-socials': 'PATCH',
  'set-medias': 'PATCH',
  'set-documents': 'PUT',
}

/**
 * Saves one part of the company profile. Each call answers the whole updated profile, which
 * replaces the cached one at once; the cache is then refreshed, since progress is the server's.
 */
export function useSaveCompanyProfile<K extends keyof Saves>(part: K) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Saves[K]) =>
      api(`/company/${part}`, { method: METHOD[part], body, data: CompanyMeSchema }),
    onSuccess: async (company: CompanyMe) => {
      queryClient.setQueryData(companyQueries.me().queryKey, company)
      localStorage.setItem('profileCompleted', String(company.profileComplete))
      await queryClient.invalidateQueries({ queryKey: companyQueries.all })
    },
  })
}
