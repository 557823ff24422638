import { useId, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import {
  AUTH_MESSAGES,
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  OTP_RESEND_COUNTDOWN_S,
  type AccountKind,
} from '@app/domain'
import { Button, buttonClass } from '../../components/ui/Button'
import { OtpInput, type OtpInputHandle } from '../../components/ui/OtpInput'
import { toast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { pendingEmail, returnToOf } from '../../lib/session'
import { SIGN_IN_SETUP, type SignInSetup } from './account-kinds'
import {
  AUTH_FALLBACKS,
  serverMessageOr,
  signInChallenge,
  useRequestCode,
  useVerifyCode,
} from './auth.api'
import { AuthLayout, KindBadge } from './AuthLayout'
import { useCountdown } from '../../lib/use-countdown'
import { VerifiedDialog } from './VerifiedDialog'

const emptyCode = () => Array<string>(OTP_LENGTH).fill('')

function verificationFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'CODE_EXPIRED') {
    // An expired or used-up code needs a new one, which the server's message says.
    return error.message
  }
  // Anything else wrong with what was typed is, for the user, a wrong code.
  if (
    error instanceof ApiError &&
    (error.code === 'WRONG_CODE' || error.code === 'VALIDATION_FAILED')
  ) {
    return AUTH_MESSAGES.wrongCode
  }
  return serverMessageOr(error, AUTH_FALLBACKS.verification)
}

function NoCodeRequested({ setup }: { setup: SignInSetup }) {
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-brand-900">No code requested yet</h1>
      <p className="mt-2 text-slate-600">
        Sign in with your email first and we’ll send you a 4-digit code.
      </p>
      <Link to={setup.paths.signIn} className={buttonClass('primary', 'mt-8 w-full')}>
        Back to Sign In
      </Link>
    </>
  )
}

function CodeForm({ setup }: { setup: SignInSetup }) {
  const [email] = useState(pendingEmail)
  const [digits, setDigits] = useState(emptyCode)
  const [error, setError] = useState<string | null>(null)
  const returnTo = returnToOf(useLocation().state)
  const [isVerified, setIsVerified] = useState(false)
  const otp = useRef<OtpInputHandle>(null)
  const errorId = useId()
  const countdown = useCountdown(OTP_RESEND_COUNTDOWN_S)
  const verify = useVerifyCode(setup)
  const resend = useRequestCode(setup)

  const startOver = () => {
    setDigits(emptyCode())
    otp.current?.focus(0)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const code = digits.join('')
    if (code.length < OTP_LENGTH) {
      setError(AUTH_MESSAGES.otpIncomplete)
      otp.current?.focus(digits.indexOf(''))
      return
    }
    const id = signInChallenge.read(setup.kind)
    if (!id) {
      setError(AUTH_MESSAGES.otpMissing)
      return
    }
    setError(null)
    verify.mutate(
      { otp: code, id },
      {
        onSuccess: () => {
          toast.success('OTP verified successfully.')
          setIsVerified(true)
        },
        onError: (failure) => {
          setError(verificationFailure(failure))
          startOver()
        },
      },
    )
  }

  const onResend = () => {
    const address = pendingEmail()
    if (!address) {
      toast.error(AUTH_FALLBACKS.resendWithoutEmail)
      return
    }
    resend.mutate(
      { email: address },
      {
        onSuccess: () => {
          toast.success('New verification code sent!')
          countdown.restart()
          setError(null)
          startOver()
        },
        onError: (failure) => toast.error(serverMessageOr(failure, AUTH_FALLBACKS.resend)),
      },
    )
  }

  const isBusy = verify.isPending || isVerified
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">Enter your code</h1>
      <p className="mt-2 text-slate-600">
        We sent a 4-digit code to{' '}
        {email ? (
          <strong className="font-semibold break-all text-slate-900">{email}</strong>
        ) : (
          'your email'
        )}
        . It expires in {OTP_LIFETIME_MS / 60_000} minutes.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Or open the sign-in link in the same email, on this device.
      </p>

      <form onSubmit={onSubmit} noValidate className="mt-8">
        <fieldset>
          <legend className="sr-only">Verification code</legend>
          <OtpInput
            ref={otp}
            value={digits}
            onChange={(next) => {
              setDigits(next)
              if (error) setError(null)
            }}
            readOnly={isBusy}
            isInvalid={!!error}
            describedBy={error ? errorId : undefined}
            autoFocus
          />
        </fieldset>
        <p id={errorId} role="alert" className="mt-3 min-h-5 text-center text-sm text-red-600">
          {error}
        </p>
        <Button type="submit" className="mt-4 w-full" disabled={isBusy}>
          {verify.isPending ? 'Verifying...' : 'Proceed'}
        </Button>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-x-2 text-sm text-slate-600">
        <span>Didn’t get the code?</span>
        <Button
          variant="ghost"
          className="px-2"
          onClick={onResend}
          disabled={countdown.isRunning || isBusy || resend.isPending}
        >
          {countdown.isRunning ? `Wait (${countdown.secondsLeft}s)` : 'Request Code again'}
        </Button>
      </div>
      <p className="mt-2 text-center text-sm text-slate-500">
        Wrong email?{' '}
        <Link
          to={setup.paths.signIn}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Sign in again
        </Link>
      </p>

      <VerifiedDialog isOpen={isVerified} dashboard={returnTo ?? setup.paths.dashboard} />
    </>
  )
}

function VerificationPage({ kind }: { kind: AccountKind }) {
  const setup = SIGN_IN_SETUP[kind]
  const [hasChallenge] = useState(() => signInChallenge.read(kind) !== null)
  return (
    <AuthLayout setup={setup}>
      <KindBadge setup={setup} />
      {hasChallenge ? <CodeForm setup={setup} /> : <NoCodeRequested setup={setup} />}
    </AuthLayout>
  )
}

export const CompanyVerificationPage = () => <VerificationPage kind="company" />
export const InternVerificationPage = () => <VerificationPage kind="intern" />
export const AdminVerificationPage = () => <VerificationPage kind="admin" />
