import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  type AccountKind,
  type RegisterInputSchema,
  type Session,
  type SignInInputSchema,
  type SignInLinkInput,
  type VerifyOtpInput,
} from '@app/domain'
import { UNREAD_DATA, api, hasMessageForPeople } from '../../lib/api-client'
import { lazyResolver } from '../../lib/lazy-resolver'
import { shareSessionWithPages } from '../../lib/session-bridge'
import { saveSession } from '../../lib/session'
import type { AccountKindSetup, SignInSetup } from './account-kinds'

export const AUTH_FALLBACKS = {
  registration: 'Registration failed. Please try again.',
  signIn: 'Sign-in failed. Please try again.',
  signInUnexpected: 'An error occurred during Sign In.',
  missingChallenge: 'Error: User ID is not available in the response.',
  verification: 'Verification failed. Please try again.',
  resend: 'Failed to resend code.',
  resendWithoutEmail: 'Email not found. Please sign in again.',
} as const

/** The sign-in answer had no challenge id, so there is no code to verify against. */
export class MissingChallengeError extends Error {
  constructor() {
    super(AUTH_FALLBACKS.missingChallenge)
  }
}

/** The server's own message, unless the answer carried none (then the caller's fallback). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return hasMessageForPeople(error) ? error.message : fallback
}

/** The code challenge of a sign-in in progress; per tab, and only the newest one counts. */
export const signInChallenge = {
  key: (kind: AccountKind) => `signInChallenge.${kind}`,
  read: (kind: AccountKind) => sessionStorage.getItem(signInChallenge.key(kind)),
  save: (kind: AccountKind, id: string) => sessionStorage.setItem(signInChallenge.key(kind), id),
  clear: (kind: AccountKind) => sessionStorage.removeItem(signInChallenge.key(kind)),
}

/** The pages' schemas load with the first request or check, not with the pages (decision 051). */
const contract = () => import('./auth-contract')
const challengeAnswer = () => contract().then((schemas) => schemas.challengeAnswer)
const sessionAnswer = () => contract().then((schemas) => schemas.SessionSchema)

type RegisterInput = z.output<typeof RegisterInputSchema>
type SignInInput = z.output<typeof SignInInputSchema>

/** The forms' resolvers, loaded with the schemas on the first check. */
export const signInResolver = lazyResolver(() =>
  contract().then((schemas) => schemas.signInResolver),
)
export const signUpResolver = lazyResolver(() =>
  contract().then((schemas) => schemas.signUpResolver),
)

export function useRegister(setup: AccountKindSetup) {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api(`${setup.apiPrefix}/register`, { method: 'POST', body: input, data: UNREAD_DATA }),
  })
}

/** Mails a new code and answers the new challenge's id; used by sign-in and by resend. */
async function requestCode(setup: SignInSetup, input: SignInInput): Promise<string> {
  const challenge = await api(`${setup.apiPrefix}/login`, {
    method: 'POST',
    body: input,
    data: challengeAnswer,
  })
  if (!challenge?.id) throw new MissingChallengeError()
  signInChallenge.save(setup.kind, challenge.id)
  return challenge.id
}

export function useRequestCode(setup: SignInSetup) {
  return useMutation({ mutationFn: (input: SignInInput) => requestCode(setup, input) })
}

/** Keeps a new session as every way of signing in does. */
function startSession(queryClient: QueryClient, session: Session) {
  // Nothing cached for a previous account may show to this one.
  queryClient.clear()
  saveSession(session)
  // The server's pages (without JavaScript) are signed in too (decision 079).
  void shareSessionWithPages(session.token).catch(() => undefined)
}

export function useVerifyCode(setup: SignInSetup) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: VerifyOtpInput) =>
      api(`${setup.apiPrefix}/verify-otp`, { method: 'POST', body: input, data: sessionAnswer }),
    onSuccess: (session) => {
      startSession(queryClient, session)
      signInChallenge.clear(setup.kind)
    },
  })
}

/** Signs in with the one-tap link from a sign-in mail; one path for every kind of account. */
export function useSignInByLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SignInLinkInput) =>
      api('/auth/link', { method: 'POST', body: input, data: sessionAnswer }),
    onSuccess: (session) => {
      startSession(queryClient, session)
      // The code of the same mail is used up too.
      signInChallenge.clear(session.account.kind)
    },
  })
}
