import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { CONTACT_MESSAGES, type ContactInputSchema } from '@app/domain'
import { ApiError, UNREAD_DATA, api } from '../../lib/api-client'
import { lazyResolver } from '../../lib/lazy-resolver'

type ContactMessage = z.output<typeof ContactInputSchema>

/** The form's resolver, loaded with its schema on the first check (decision 051). */
export const contactResolver = lazyResolver(() =>
  import('./contact-contract').then((contract) => contract.contactResolver),
)

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) =>
      api('/contacts', { method: 'PUT', body: message, data: UNREAD_DATA }),
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
