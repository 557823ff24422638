import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  APPLICATION_MESSAGES,
  ApplicationLetterSchema,
  InternApplicationSchema,
  InternMeSchema,
  RESUME_MAX_BYTES,
  type ApplyInput,
  type InternContactInput,
} from '@app/domain'
import { api } from '../../lib/api-client'
import { internQueries } from '../../lib/account-queries'
import { applicationQueries } from '../../lib/intern-application-queries'
import { internRoleQueries } from '../../lib/intern-role-queries'
import { uploadFile } from '../../lib/upload'

export const RESUME_URL_MISSING = 'Failed to get resume URL from file upload'
export const RESUME_TOO_LARGE = 'Please upload a PDF file under 10MB.'

/** Spec §5: the apply page takes PDFs only; the picker offers nothing else. */
export function checkResumeFile(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
  if (!isPdf) return APPLICATION_MESSAGES.resumePdfOnly
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE
  return null
}

/** Upload a new resume, then make it the profile's (spec §7: two steps). */
export function useReplaceResume() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0)
      const uploaded = await uploadFile(file, { onProgress: setProgress })
      if (!uploaded.fileUrl) throw new Error(RESUME_URL_MISSING)
      return api('/auth/upload-resume', {
        method: 'PATCH',
        body: { resumeUrl: uploaded.fileUrl },
        data: InternMeSchema,
      })
    },
    onSuccess: (me) => queryClient.setQueryData(internQueries.me().queryKey, me),
    onSettled: () => setProgress(null),
  })
  return { ...mutation, progress }
}

/** The review page's edit of name, location and phone. */
export function useUpdateContact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InternContactInput) =>
      api('/auth/contact-info', { method: 'PATCH', body: input, data: InternMeSchema }),
    onSuccess: (me) => queryClient.setQueryData(internQueries.me().queryKey, me),
  })
}

export function useSubmitApplication(roleId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (application: ApplyInput) =>
      api(`/users/roles/${encodeURIComponent(roleId)}/apply`, {
        method: 'POST',
        body: application,
        data: InternApplicationSchema,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationQueries.all })
      void queryClient.invalidateQueries({ queryKey: internRoleQueries.all })
    },
  })
}

/** 'Write one for me': a cover note for this role from the profile, kept among the intern's letters. */
export function useWriteCoverNote(roleId: string) {
  return useMutation({
    mutationFn: () =>
      api('/users/letters', {
        method: 'POST',
        body: { kind: 'cover', roleId },
        data: ApplicationLetterSchema,
      }),
  })
}
