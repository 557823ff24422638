import {
  PAGE_SESSION_HEADER,
  PAGE_SESSION_PATH,
  SESSION_HINT_COOKIE,
  WEB_PAGES,
  type Session,
} from '@app/domain'
import { isSessionLive, readSession, saveSession } from './session'

/*
 * The app's side of the bridge to the server pages' cookie session (decision 079): the same token
 * in localStorage and in the HttpOnly cookie, so a person signed in by the server's forms (no
 * JavaScript) is signed in here, and one signed in here is signed in on the server's pages. Plain
 * fetch, not the API client: this runs before the first render, on every page's first load.
 */

const ADOPT_TIMEOUT_MS = 5000

const hasCookieSession = () =>
  document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`)

const isSession = (value: unknown): value is Session => {
  const session = value as Partial<Session> | null
  return (
    typeof session?.token === 'string' &&
    typeof session.expiresAt === 'string' &&
    typeof session.account?.id === 'string'
  )
}

/** Takes the cookie's session when the app has none of its own; answers once it is known. */
async function adoptCookieSession(): Promise<void> {
  const response = await fetch(PAGE_SESSION_PATH, {
    headers: { [PAGE_SESSION_HEADER]: '1' },
    // A slow network must not hold the first render for long: the app starts as a visitor.
    signal: AbortSignal.timeout(ADOPT_TIMEOUT_MS),
    credentials: 'same-origin',
  })
  if (!response.ok) return
  const answer = (await response.json()) as { data?: unknown }
  if (isSession(answer.data)) saveSession(answer.data)
}

/** Sets the server pages' cookie to the app's session (after a sign-in, or one made before). */
export async function shareSessionWithPages(token: string): Promise<void> {
  await fetch(PAGE_SESSION_PATH, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  })
}

/**
 * Ends the server pages' cookie session with the app's sign-out: the server's sign-out ends this
 * browser's sessions (the bearer's and the cookie's) and clears the cookie.
 */
export async function endPageSession(token: string | null): Promise<void> {
  await fetch(WEB_PAGES.signOut.path, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    redirect: 'manual',
  })
}

/**
 * At boot, before the first render: one session for both. A failure leaves the app as it was (a
 * visitor signs in as before); it never stops the app from starting.
 */
export async function bridgeSessions(): Promise<void> {
  const stored = readSession()
  const hasCookie = hasCookieSession()
  try {
    if (!isSessionLive(stored) && hasCookie) await adoptCookieSession()
    else if (stored && isSessionLive(stored) && !hasCookie) {
      // Not awaited: the app has its session already; the cookie is for the server's pages.
      void shareSessionWithPages(stored.authToken).catch(() => undefined)
    }
  } catch {
    // Offline or the server unreachable: the app starts with what it has.
  }
}
