import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import {
  ownPageAddress,
  type AccountKind,
  type SignInInput,
  type SignInInputSchema,
} from '@app/domain'
import type { z } from 'zod'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { pendingEmail, rememberPendingEmail, returnToOf } from '../../lib/session'
import { paths } from '../../lib/paths'
import { ACCOUNT_KIND_SETUP, SIGN_IN_SETUP, type AccountKindSetup } from './account-kinds'
import {
  AUTH_FALLBACKS,
  MissingChallengeError,
  serverMessageOr,
  signInResolver,
  useRequestCode,
} from './auth.api'
import { AuthLayout, KindBadge } from './AuthLayout'
import { EmailField } from './EmailField'
import { FormAlert } from './FormAlert'

interface SignInFailure {
  message: string
  isUnknownAccount: boolean
}

function failureOf(error: unknown): SignInFailure {
  if (error instanceof MissingChallengeError) {
    return { message: error.message, isUnknownAccount: false }
  }
  if (error instanceof ApiError) {
    return {
      message: serverMessageOr(error, AUTH_FALLBACKS.signIn),
      isUnknownAccount: error.code === 'ACCOUNT_NOT_FOUND',
    }
  }
  return { message: AUTH_FALLBACKS.signInUnexpected, isUnknownAccount: false }
}

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline'

function SignInPage({ kind }: { kind: AccountKind }) {
  const setup = SIGN_IN_SETUP[kind]
  // Admins are made from the command line: no sign-up, no other kind to switch to.
  const member = kind === 'admin' ? null : ACCOUNT_KIND_SETUP[kind]
  const navigate = useNavigate()
  const location = useLocation()
  // The state a page sets when it sends someone here, or the address's ?returnTo= that links
  // written by the server carry (a visitor's 'Apply', issue 33); only this site's own pages.
  const returnTo =
    returnToOf(location.state) ??
    ownPageAddress(new URLSearchParams(location.search).get('returnTo'))
  const requestCode = useRequestCode(setup)
  const [failure, setFailure] = useState<SignInFailure | null>(null)
  const [rememberedEmail] = useState(() => pendingEmail() ?? '')
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput, unknown, z.output<typeof SignInInputSchema>>({
    resolver: signInResolver,
    defaultValues: { email: rememberedEmail },
  })

  const onSubmit = handleSubmit((input) => {
    setFailure(null)
    requestCode.mutate(input, {
      onSuccess: () => {
        rememberPendingEmail(input.email)
        toast.success('You have successfully signed in, enter your OTP')
        void navigate(setup.paths.verification, { state: returnTo ? { returnTo } : undefined })
      },
      onError: (error) => setFailure(failureOf(error)),
    })
  })

  return (
    <AuthLayout setup={setup}>
      <KindBadge setup={setup} />
      <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">Welcome back</h1>
      <p className="mt-2 text-slate-600">
        {setup.signInPitch} We’ll email you a 4-digit code; no password needed.
      </p>

      <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
        {failure && (
          <FormAlert>
            {failure.message}{' '}
            {failure.isUnknownAccount && member && (
              <Link to={member.paths.signUp} className="font-semibold underline">
                Create an account
              </Link>
            )}
          </FormAlert>
        )}
        <EmailField
          registration={register('email')}
          error={errors.email?.message}
          autoFocus={!rememberedEmail}
        />
        <Button type="submit" className="w-full" disabled={requestCode.isPending}>
          {requestCode.isPending ? 'Sending code...' : 'Sign In'}
        </Button>
      </form>

      {member && <MemberLinks setup={member} />}
    </AuthLayout>
  )
}

function MemberLinks({ setup }: { setup: AccountKindSetup }) {
  return (
    <>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don’t have an account?{' '}
        <Link to={setup.paths.signUp} className={linkClass}>
          Sign up
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-slate-500">
        {setup.kind === 'company' ? (
          <Link to={paths.postInternships.href()} className={linkClass}>
            Find Internships
          </Link>
        ) : (
          <Link to={paths.findInternships.href()} className={linkClass}>
            Browse internships
          </Link>
        )}
        <span aria-hidden="true"> · </span>
        <Link to={setup.other.signIn} className={linkClass}>
          Sign in as {setup.other.label === 'intern' ? 'an' : 'a'} {setup.other.label}
        </Link>
      </p>
    </>
  )
}

export const CompanySignInPage = () => <SignInPage kind="company" />
export const InternSignInPage = () => <SignInPage kind="intern" />
export const AdminSignInPage = () => <SignInPage kind="admin" />
