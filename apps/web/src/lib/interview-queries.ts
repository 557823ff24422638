import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  InterviewListSchema,
  InterviewSchema,
  UpcomingInterviewListSchema,
  WaitingInterviewListSchema,
  type InterviewProposalInput,
  type MemberKind,
} from '@app/domain'
import { API_BASE, api, apiErrorOf, NETWORK_ERROR_MESSAGE, ApiError } from './api-client'
import { authToken } from './session'
import { LIVE_KEY_ROOTS } from './live-events'

/**
 * Interviews (decision 030), for both sides: the company's application detail proposes and
 * manages them, the intern's chooses, and both dashboards list the upcoming ones.
 */
const prefixOf = (side: MemberKind) => (side === 'company' ? '/company' : '/users')
const id = encodeURIComponent

export const interviewQueries = {
  all: LIVE_KEY_ROOTS.interviews,
  forApplication: (side: MemberKind, applicationId: string) =>
    queryOptions({
      queryKey: [...interviewQueries.all, side, 'application', applicationId] as const,
      queryFn: ({ signal }) =>
        api(`${prefixOf(side)}/applications/${id(applicationId)}/interviews`, {
          data: InterviewListSchema,
          signal,
        }),
    }),
  upcoming: (side: MemberKind) =>
    queryOptions({
      queryKey: [...interviewQueries.all, side, 'upcoming'] as const,
      queryFn: ({ signal }) =>
        api(`${prefixOf(side)}/interviews/upcoming`, {
          data: UpcomingInterviewListSchema,
          signal,
        }),
    }),
  /** The intern's proposals waiting for a choice. */
  waiting: () =>
    queryOptions({
      queryKey: [...interviewQueries.all, 'intern', 'waiting'] as const,
      queryFn: ({ signal }) =>
        api('/users/interviews/waiting', { data: WaitingInterviewListSchema, signal }),
    }),
}

type InterviewAction =
  | { kind: 'propose'; applicationId: string; body: InterviewProposalInput }
  | { kind: 'reschedule'; interviewId: string; body: InterviewProposalInput }
  | { kind: 'cancel'; interviewId: string; note?: string }
  | { kind: 'choose'; interviewId: string; slotId: string }
  | { kind: 'other-times'; interviewId: string; note: string }
  | { kind: 'decline'; interviewId: string; note?: string }

function request(action: InterviewAction) {
  const post = { method: 'POST' as const, data: InterviewSchema }
  switch (action.kind) {
    case 'propose':
      return api(`/company/applications/${id(action.applicationId)}/interviews`, {
        ...post,
        body: action.body,
      })
    case 'reschedule':
      return api(`/company/interviews/${id(action.interviewId)}/reschedule`, {
        ...post,
        body: action.body,
      })
    case 'cancel':
      return api(`/company/interviews/${id(action.interviewId)}/cancel`, {
        ...post,
        body: action.note ? { note: action.note } : {},
      })
    case 'choose':
      return api(`/users/interviews/${id(action.interviewId)}/choose`, {
        ...post,
        body: { slotId: action.slotId },
      })
    case 'other-times':
      return api(`/users/interviews/${id(action.interviewId)}/request-other-times`, {
        ...post,
        body: { note: action.note },
      })
    case 'decline':
      return api(`/users/interviews/${id(action.interviewId)}/decline`, {
        ...post,
        body: action.note ? { note: action.note } : {},
      })
  }
}

/** Any step of an interview; the interviews and the chat are refreshed after it. */
export function useInterviewAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: LIVE_KEY_ROOTS.interviews })
      void queryClient.invalidateQueries({ queryKey: LIVE_KEY_ROOTS.messages })
    },
  })
}

/**
 * Downloads the scheduled interview's .ics ('Add to calendar'). The file needs the session, which
 * a plain link cannot send, so it is fetched and saved from a local copy.
 */
export async function downloadInterviewInvite(side: MemberKind, interviewId: string) {
  const headers: Record<string, string> = {}
  const token = authToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(
      `${API_BASE}${prefixOf(side)}/interviews/${id(interviewId)}/invite.ics`,
      {
        headers,
      },
    )
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null)
    throw apiErrorOf(response.status, json, response.headers.get('X-Request-Id'))
  }
  const blob = await response.blob()
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/calendar' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'interview.ics'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
