import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  BookingInviteSchema,
  FreeTimesSchema,
  InterviewAvailabilitySchema,
  InterviewSchema,
  type InterviewAvailabilityInput,
} from '@app/domain'
import { api } from './api-client'
import { LIVE_KEY_ROOTS } from './live-events'

/**
 * Interviews the intern books (decision 072): the company's weekly availability and its
 * invitation to book, the applicant's free times and booking. Kept under the interviews' key, so
 * a step of any interview (or its chat line) refreshes them.
 */
const id = encodeURIComponent
const root = [...LIVE_KEY_ROOTS.interviews, 'booking'] as const

export const bookingQueries = {
  availability: () =>
    queryOptions({
      queryKey: [...root, 'availability'] as const,
      queryFn: ({ signal }) =>
        api('/company/interview-availability', {
          data: InterviewAvailabilitySchema.nullable(),
          signal,
        }),
    }),
  invite: (applicationId: string) =>
    queryOptions({
      queryKey: [...root, 'invite', applicationId] as const,
      queryFn: ({ signal }) =>
        api(`/company/applications/${id(applicationId)}/booking-invite`, {
          data: BookingInviteSchema,
          signal,
        }),
    }),
  freeTimes: (applicationId: string) =>
    queryOptions({
      queryKey: [...root, 'free-times', applicationId] as const,
      queryFn: ({ signal }) =>
        api(`/users/applications/${id(applicationId)}/free-times`, {
          data: FreeTimesSchema,
          signal,
        }),
    }),
}

/** Refreshes the interviews (and the booking reads under them) and the chat after a step. */
function useRefreshAfter() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: LIVE_KEY_ROOTS.interviews })
    void queryClient.invalidateQueries({ queryKey: LIVE_KEY_ROOTS.messages })
  }
}

export function useSaveAvailability() {
  const onSettled = useRefreshAfter()
  return useMutation({
    mutationFn: (body: InterviewAvailabilityInput) =>
      api('/company/interview-availability', {
        method: 'PUT',
        body,
        data: InterviewAvailabilitySchema,
      }),
    onSettled,
  })
}

export function useSendBookingInvite() {
  const onSettled = useRefreshAfter()
  return useMutation({
    mutationFn: (applicationId: string) =>
      api(`/company/applications/${id(applicationId)}/booking-invite`, {
        method: 'POST',
        data: BookingInviteSchema,
      }),
    onSettled,
  })
}

export function useBookInterview() {
  const onSettled = useRefreshAfter()
  return useMutation({
    mutationFn: ({ applicationId, startsAt }: { applicationId: string; startsAt: string }) =>
      api(`/users/applications/${id(applicationId)}/book`, {
        method: 'POST',
        body: { startsAt },
        data: InterviewSchema,
      }),
    onSettled,
  })
}
