import type { MemberKind } from '@app/domain'
import { paths } from '../../lib/paths'

/** What differs between the intern and the company sign-in journeys. */
export interface AccountKindSetup {
  kind: MemberKind
  /** The API's prefix for this kind's sign-up and sign-in calls. */
  apiPrefix: '/company' | '/auth'
  paths: { signUp: string; signIn: string; verification: string; dashboard: string }
  label: string
  signUpTitle: string
  signUpPitch: string
  signInPitch: string
  /** Reasons to trust us, on the brand side of the page. */
  highlights: string[]
  other: { label: string; signIn: string; signUp: string }
}

export const ACCOUNT_KIND_SETUP: Record<MemberKind, AccountKindSetup> = {
  company: {
    kind: 'company',
    apiPrefix: '/company',
    paths: {
      signUp: paths.company.signUp.href(),
      signIn: paths.company.signIn.href(),
      verification: paths.company.verification.href(),
      dashboard: paths.company.dashboard.href(),
    },
    label: 'Company',
    signUpTitle: 'Create your company account',
    signUpPitch: 'Post verified internships, SIWES placements and NYSC roles for free.',
    signInPitch: 'Review applicants and manage your roles.',
    highlights: [
      'Posting internships is free right now',
      'Reach students, SIWES/IT candidates, NYSC members and graduates',
      'Review applicants and chat with them in one place',
    ],
    other: {
      label: 'intern',
      signIn: paths.intern.signIn.href(),
      signUp: paths.intern.signUp.href(),
    },
  },
  intern: {
    kind: 'intern',
    apiPrefix: '/auth',
    paths: {
      signUp: paths.intern.signUp.href(),
      signIn: paths.intern.signIn.href(),
      verification: paths.intern.verification.href(),
      dashboard: paths.intern.dashboard.href(),
    },
    label: 'Intern',
    signUpTitle: 'Create your intern account',
    signUpPitch: 'Find verified internships, SIWES/IT placements and NYSC roles across Nigeria.',
    signInPitch: 'Pick up where you left off with your applications.',
    highlights: [
      'Verified listings only, from companies we have checked',
      'Apply in one click with your saved profile and resume',
      'Alerts for new roles and deadlines you care about',
    ],
    other: {
      label: 'company',
      signIn: paths.company.signIn.href(),
      signUp: paths.company.signUp.href(),
    },
  },
}
