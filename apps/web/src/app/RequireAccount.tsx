import { useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { AUTH_MESSAGES, type MemberKind } from '@app/domain'
import { clearSession, isSessionLive, readSession } from '../lib/session'
import { paths } from '../lib/paths'

/** Long enough to read the notice, short enough not to feel stuck (spec: 'Redirecting'). */
const SESSION_TIMED_OUT_REDIRECT_MS = 1000

/**
 * The pages of one kind of account. Without a live session of that kind the stored session is
 * cleared and the user is sent to /onboarding, to choose a side and sign in again.
 */
function RequireAccount({ kind }: { kind: MemberKind }) {
  const navigate = useNavigate()
  const session = readSession()
  const isAllowed = isSessionLive(session) && session?.accountKind === kind

  useEffect(() => {
    if (isAllowed) return
    clearSession()
    const timer = setTimeout(
      () =>
        void navigate(paths.onboarding.href(), { replace: true, state: { sessionTimedOut: true } }),
      SESSION_TIMED_OUT_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [isAllowed, navigate])

  if (isAllowed) return <Outlet />
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
