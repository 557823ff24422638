import { useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { AUTH_MESSAGES, type AccountKind } from '@app/domain'
import {
  clearSession,
  isSessionLive,
  readSession,
  sessionEnded,
  type SignInReturn,
} from '../lib/session'
import { paths } from '../lib/paths'
import { RedirectWithNotice } from './RedirectWithNotice'

/** Long enough to read the notice, short enough not to feel stuck (spec: 'Redirecting'). */
const SESSION_TIMED_OUT_REDIRECT_MS = 1000

const SIGN_IN_REQUIRED = 'Please sign in to continue.'
const OTHER_KIND_PAGE: Record<AccountKind, string> = {
  company: 'That page is for company accounts.',
  intern: 'That page is for intern accounts.',
  admin: 'That page is for the Internplace team.',
}

/**
 * The pages of one kind of account. Only a session that really ended (its stored expiry passed;
 * the API's 401 and 440 are handled in App) says 'Session Timed Out'. A visitor who never signed
 * in is asked to sign in; someone signed in as the other kind stays signed in and goes home.
 */
function RequireAccount({ kind }: { kind: AccountKind }) {
  const session = readSession()
  const location = useLocation()
  if (!session) {
    const state: SignInReturn = { returnTo: `${location.pathname}${location.search}` }
    return (
      <RedirectWithNotice to={paths[kind].signIn.href()} state={state} notice={SIGN_IN_REQUIRED} />
    )
  }
  if (!isSessionLive(session)) return <SessionTimedOut kind={session.accountKind} />
  if (session.accountKind !== kind) {
    return (
      <RedirectWithNotice
        to={paths[session.accountKind].dashboard.href()}
        notice={OTHER_KIND_PAGE[kind]}
      />
    )
  }
  return <Outlet />
}

function SessionTimedOut({ kind }: { kind: AccountKind }) {
  const navigate = useNavigate()
  useEffect(() => {
    clearSession()
    const timer = setTimeout(
      () => void navigate(paths.onboarding.href(), { replace: true, state: sessionEnded(kind) }),
      SESSION_TIMED_OUT_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [navigate, kind])
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-white px-6 text-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-900"
      />
      <p role="status" className="text-lg font-semibold text-brand-900">
        {AUTH_MESSAGES.sessionTimedOut}
      </p>
    </main>
  )
}

export const RequireCompany = () => <RequireAccount kind="company" />
export const RequireIntern = () => <RequireAccount kind="intern" />
export const RequireAdmin = () => <RequireAccount kind="admin" />
