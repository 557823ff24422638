import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  InternMeSchema,
  type AcademicInfoInputSchema,
  type InternBasicInfoInputSchema,
  type InternMe,
  type InternPreferencesInputSchema,
} from '@app/domain'
import type { z } from 'zod'
import { api } from '../../lib/api-client'
import { internQueries } from '../../lib/account-queries'
import type { MediaSlots } from '../../lib/profile-uploads'

type Saves = {
  'basic-info': z.output<typeof InternBasicInfoInputSchema>
  'academic-info': z.output<typeof AcademicInfoInputSchema>
  preferences: z.output<typeof InternPreferencesInputSchema>
  'profile-image': { profileImageUrl: string }
  'set-medias': MediaSlots
  'upload-resume': { resumeUrl: string }
  skills: { skills: string[] }
}

/**
 * Saves one part of the intern's profile (`PATCH /auth/{part}`). Each call answers the whole
 * updated profile, which replaces the cached one at once; progress and steps are the server's.
 */
export function useSaveInternProfile<K extends keyof Saves>(part: K) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Saves[K]) =>
      api(`/auth/${part}`, { method: 'PATCH', body, data: InternMeSchema }),
    onSuccess: async (intern: InternMe) => {
      queryClient.setQueryData(internQueries.me().queryKey, intern)
      localStorage.setItem('profileCompleted', String(intern.profileComplete))
      await queryClient.invalidateQueries({ queryKey: internQueries.all })
    },
  })
}

/** The name as one line: first, other, last. */
export const fullNameOf = (intern: InternMe) =>
  [intern.firstName, intern.otherName, intern.lastName].filter(Boolean).join(' ')
