import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { AUTH_MESSAGES } from '@app/domain'
import { sessionEndedOf } from '../../lib/session'
import { paths } from '../../lib/paths'
import { Button } from '../../components/ui/Button'
import { AccountKindCard } from './AccountKindCard'
import { StrokeIcon } from '../../components/ui/StrokeIcon'

const kinds = [
  {
    value: 'intern',
    title: 'Intern',
    description:
      'I am a student, SIWES/IT candidate, corps member or graduate looking for a placement.',
    to: paths.intern.signUp.href(),
    icon: (
      <StrokeIcon viewBox="0 0 24 24" strokeWidth="2" className="h-6 w-6">
        <path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5" strokeLinejoin="round" />
      </StrokeIcon>
    ),
  },
  {
    value: 'company',
    title: 'Company',
    description: 'We want to post internships and entry-level roles and review applicants.',
    to: paths.company.signUp.href(),
    icon: (
      <StrokeIcon viewBox="0 0 24 24" strokeWidth="2" className="h-6 w-6">
        <path
          d="M4 21V5l8-2v18M12 9h8v12M8 8h.01M8 12h.01M8 16h.01M16 13h.01M16 17h.01M2 21h20"
          strokeLinecap="round"
        />
      </StrokeIcon>
    ),
  },
] as const

export function OnboardingPage() {
  const navigate = useNavigate()
  const ended = sessionEndedOf(useLocation().state)
  const [kind, setKind] = useState<string>('company')

  const proceed = (event: FormEvent) => {
    event.preventDefault()
    const chosen = kinds.find((option) => option.value === kind)
    if (chosen) void navigate(chosen.to)
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_1fr]">
      <title>Get started — Internplace</title>
      <form onSubmit={proceed} className="space-y-6">
        {ended && (
          <p
            role="status"
            className="rounded-lg border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {/* The cards below lead to sign-up, so whoever was signed in gets their sign-in here. */}
            {ended.reason === 'suspended' ? (
              <>
                {AUTH_MESSAGES.signedOutSuspended} If you think this is a mistake,{' '}
                <Link
                  to={paths.contact.href()}
                  className="font-semibold underline hover:text-amber-950"
                >
                  write to us
                </Link>
                .
              </>
            ) : ended.accountKind ? (
              <>
                Your session ended.{' '}
                <Link
                  to={paths[ended.accountKind].signIn.href()}
                  className="font-semibold underline hover:text-amber-950"
                >
                  Sign in again
                </Link>
              </>
            ) : (
              'Your session ended. Please sign in again.'
            )}
          </p>
        )}
        <h1 className="text-3xl font-bold text-brand-900">How will you use Internplace?</h1>
        <fieldset>
          <legend className="mb-4 text-slate-600">
            Choose the account that fits you. You can create the other one later.
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {kinds.map((option) => (
              <AccountKindCard
                key={option.value}
                {...option}
                isChecked={kind === option.value}
                onSelect={setKind}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="w-full sm:w-auto sm:min-w-40">
          Proceed
        </Button>
      </form>
      <aside
        aria-labelledby="story-title"
        className="rounded-2xl bg-brand-900 p-6 text-brand-100 sm:p-8"
      >
        <h2 id="story-title" className="text-xl font-bold text-white">
          Why we started Internplace
        </h2>
        <blockquote className="mt-4 space-y-4">
          <p>
            “In my third year, I sent forty letters for a SIWES placement and got two replies — both
            from firms where a relative worked. My course-mates with no such luck did their IT at
            business centres, learning nothing.”
          </p>
          <p>
            “We built Internplace so that a student in Nsukka or Maiduguri can find a verified
            company, apply with one profile and hear back — the same way a student in Lekki can.”
          </p>
        </blockquote>
        <p className="mt-6 font-semibold text-white">Adaeze Okonkwo</p>
        <p className="text-sm">Co-founder and CEO</p>
      </aside>
    </div>
  )
}
