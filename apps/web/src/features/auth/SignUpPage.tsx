import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { MemberKind, RegisterInputSchema } from '@app/domain'
import type { z } from 'zod'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { pendingEmail, rememberPendingEmail } from '../../lib/session'
import { paths } from '../../lib/paths'
import { ACCOUNT_KIND_SETUP } from './account-kinds'
import { AUTH_FALLBACKS, serverMessageOr, signUpResolver, useRegister } from './auth.api'
import { AuthLayout, KindBadge } from './AuthLayout'
import { EmailField } from './EmailField'
import { FormAlert } from './FormAlert'

interface SignUpForm {
  email: string
  acceptPolicies: boolean
}
type SignUpInput = z.output<typeof RegisterInputSchema>

interface SignUpFailure {
  message: string
  isEmailTaken: boolean
}

const policyLinkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline'

function SignUpPage({ kind }: { kind: MemberKind }) {
  const setup = ACCOUNT_KIND_SETUP[kind]
  const navigate = useNavigate()
  const registration = useRegister(setup)
  const [failure, setFailure] = useState<SignUpFailure | null>(null)
  const policiesBoxId = useId()
  const policiesErrorId = useId()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpForm, unknown, SignUpInput>({
    resolver: signUpResolver,
    defaultValues: { email: '', acceptPolicies: false },
  })

  const onSubmit = handleSubmit((input) => {
    setFailure(null)
    registration.mutate(input, {
      onSuccess: () => {
        rememberPendingEmail(input.email)
        toast.success('You have successfully signed up, proceed to sign in.')
        void navigate(setup.paths.signIn)
      },
      onError: (error) => {
        const fieldError = error instanceof ApiError ? error.errors?.email : undefined
        if (fieldError) setError('email', { message: fieldError }, { shouldFocus: true })
        setFailure({
          message: serverMessageOr(error, AUTH_FALLBACKS.registration),
          isEmailTaken: error instanceof ApiError && error.code === 'EMAIL_TAKEN',
        })
      },
    })
  })

  const policiesError = errors.acceptPolicies?.message
  return (
    <AuthLayout setup={setup}>
      <KindBadge setup={setup} />
      <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">{setup.signUpTitle}</h1>
      <p className="mt-2 text-slate-600">{setup.signUpPitch}</p>

      <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
        {failure && (
          <FormAlert>
            {failure.message}{' '}
            {failure.isEmailTaken && (
              <Link to={setup.paths.signIn} className="font-semibold underline">
                Sign in
              </Link>
            )}
          </FormAlert>
        )}
        <EmailField
          registration={register('email')}
          error={errors.email?.message}
          autoFocus={!pendingEmail()}
        />

        <div>
          <div className="flex items-start gap-3">
            <input
              id={policiesBoxId}
              type="checkbox"
              aria-invalid={policiesError ? true : undefined}
              aria-describedby={policiesError ? policiesErrorId : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-900"
              {...register('acceptPolicies')}
            />
            <label htmlFor={policiesBoxId} className="text-sm text-slate-700">
              I agree to the{' '}
              <Link
                to={paths.termsOfService.href()}
                target="_blank"
                rel="noreferrer"
                className={policyLinkClass}
              >
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link
                to={paths.privacyPolicy.href()}
                target="_blank"
                rel="noreferrer"
                className={policyLinkClass}
              >
                Privacy Policy
              </Link>
              .
            </label>
          </div>
          {policiesError && (
            <p id={policiesErrorId} className="mt-1.5 text-sm text-red-600">
              {policiesError}
            </p>
          )}
        </div>

        <Button type="submit" className="w-full" disabled={registration.isPending}>
          {registration.isPending ? 'Signing Up...' : 'Sign Up'}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={setup.paths.signIn} className={policyLinkClass}>
          Sign in
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-slate-500">
        Signing up as {setup.other.label === 'intern' ? 'an' : 'a'} {setup.other.label}?{' '}
        <Link to={setup.other.signUp} className={policyLinkClass}>
          Sign up here
        </Link>
      </p>
    </AuthLayout>
  )
}

export const CompanySignUpPage = () => <SignUpPage kind="company" />
export const InternSignUpPage = () => <SignUpPage kind="intern" />
