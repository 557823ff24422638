import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { CONTACT_MESSAGES, type ContactInputSchema } from '@app/domain'
import { ApiError, api } from '../../lib/api-client'

type ContactMessage = z.output<typeof ContactInputSchema>

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) =>
      api('/contacts', { method: 'PUT', body: message, data: z.unknown() }),
  })
}

/**
 * Spec §8: the server's own message first (an answer with a code is one); a 400 without one
 * means the form was already sent.
 */
export function contactErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return CONTACT_MESSAGES.failed
  if (error.code) return error.message
  if (error.status === 400) return CONTACT_MESSAGES.alreadySent
  return CONTACT_MESSAGES.failed
}
