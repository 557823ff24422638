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
import { ApiError, NETWORK_ERROR_MESSAGE, api } from '../../lib/api-client'
import { companyQueries } from '../../lib/account-queries'
import { uploadFile } from '../../lib/upload'
import { PROFILE_TOASTS } from './company-profile.messages'

/** The server's own message; 502 and no answer at all get the spec's words; else the fallback. */
export function messageFor(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.status === 0) return NETWORK_ERROR_MESSAGE
  if (error.status === 502) return PROFILE_TOASTS.server502
  if (/^Request failed \(\d+\)$/.test(error.message)) return fallback
  return error.message
}

export type MediaSlots = Record<`media${1 | 2 | 3 | 4 | 5}Url`, string>

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

const MEDIA_KEYS = ['media1Url', 'media2Url', 'media3Url', 'media4Url', 'media5Url'] as const

/** The company's images in slot order, empty slots left out. */
export const mediaUrlsOf = (company: CompanyMe): string[] =>
  MEDIA_KEYS.map((key) => company[key] ?? '').filter(Boolean)

/** Up to five links into the five slots, '' marking the unused ones. */
export const toMediaSlots = (urls: string[]): MediaSlots =>
  Object.fromEntries(MEDIA_KEYS.map((key, index) => [key, urls[index] ?? ''])) as MediaSlots

/**
 * Uploads one file. A mutation, so that an expired or revoked session met here ends the session
 * like any other call (App's MutationCache).
 */
export function useUploadFile() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadFile(file, { onProgress }),
  })
}
