import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { AUTH_MESSAGES, SIGN_IN_LINK_TOKEN_PATTERN, type AccountKind } from '@app/domain'
import { buttonClass } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { ApiError } from '../../lib/api-client'
import { paths } from '../../lib/paths'
import { SIGN_IN_SETUP } from './account-kinds'
import { serverMessageOr, useSignInByLink } from './auth.api'

const FAILED =
  'Signing in with this link did not work. Please try again, or sign in with your email.'

const dashboardOf = (kind: AccountKind) => SIGN_IN_SETUP[kind].paths.dashboard

function failureOf(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError && error.code === 'SIGN_IN_LINK_INVALID') {
    return { title: 'This link no longer works', message: AUTH_MESSAGES.linkInvalid }
  }
  return { title: 'We could not sign you in', message: serverMessageOr(error, FAILED) }
}

/**
 * Where the one-tap link of a sign-in mail lands (DESIGN.md §10). The token is taken out of the
 * address bar before anything else, so it stays out of the history, bookmarks and screenshots,
 * then sent once; a session is kept as the code screen keeps it, and the dashboard opens.
 */
export function SignInLinkPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const signIn = useSignInByLink()
  const [token] = useState(() => new URLSearchParams(location.search).get('token'))
  const isValidToken = !!token && SIGN_IN_LINK_TOKEN_PATTERN.test(token)
  // Effects run twice in development; a link works only once.
  const isSent = useRef(false)

  useEffect(() => {
    if (isSent.current) return
    isSent.current = true
    void navigate({ pathname: location.pathname, search: '' }, { replace: true })
    if (!isValidToken) return
    signIn.mutate(
      { token },
      {
        onSuccess: (session) => void navigate(dashboardOf(session.account.kind), { replace: true }),
      },
    )
  }, [isValidToken, location.pathname, navigate, signIn, token])

  if (isValidToken && !signIn.isError) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-5 py-20 text-center">
        <Spinner label="Signing you in…" />
        <p className="text-slate-600" aria-hidden="true">
          Signing you in…
        </p>
      </section>
    )
  }

  const { title, message } = isValidToken
    ? failureOf(signIn.error)
    : { title: 'This link is incomplete', message: AUTH_MESSAGES.linkMalformed }
  return (
    <section className="mx-auto max-w-md px-5 py-16 text-center sm:py-20">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <div className="mt-8 flex flex-col gap-3">
        <Link to={paths.intern.signIn.href()} className={buttonClass('primary', 'w-full')}>
          Sign in as an intern
        </Link>
        <Link to={paths.company.signIn.href()} className={buttonClass('secondary', 'w-full')}>
          Sign in as a company
        </Link>
      </div>
    </section>
  )
}
