import { useMutation } from '@tanstack/react-query'
import type { ConfirmSubscriptionInput, UnsubscribeInput } from '@app/domain'
import { api, NO_DATA } from '../../lib/api-client'

/**
 * The home page's email box: the server mails a link to confirm (double opt-in). Without zod, which
 * the home page otherwise does not load (decision 032).
 */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) =>
      api('/subscriptions', { method: 'POST', body: { email }, data: NO_DATA }),
  })
}

/** The confirmation link's page. */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (input: ConfirmSubscriptionInput) =>
      api('/subscriptions/confirm', { method: 'POST', body: input, data: NO_DATA }),
  })
}

/** A mail's one-click unsubscribe link's page. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (input: UnsubscribeInput) =>
      api('/unsubscribe', { method: 'POST', body: input, data: NO_DATA }),
  })
}
