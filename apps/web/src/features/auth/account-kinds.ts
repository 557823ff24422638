import type { AccountKind, MemberKind } from '@app/domain'
import { paths } from '../../lib/paths'

/** What differs between the sign-in journeys of the kinds of account (admins included). */
export interface SignInSetup {
  kind: AccountKind
  /** The API's prefix for this kind's sign-in calls. */
  apiPrefix: '/company' | '/auth' | '/admin'
  paths: { signIn: string; verification: string; dashboard: string }
  label: string
  signInPitch: string
  /** The brand side of the page: who it is for, a headline, reasons to trust us. */
  audience: string
  headline: string
  highlights: string[]
}

/** What differs between the intern and the company journeys, sign-up included. */
export interface AccountKindSetup extends SignInSetup {
  kind: MemberKind
  apiPrefix: '/company' | '/auth'
  paths: SignInSetup['paths'] & { signUp: string }
  signUpTitle: string
  signUpPitch: string
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
    audience: 'companies',
    headline: 'Hire Nigeria’s next generation of talent.',
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
    audience: 'interns',
    headline: 'Your first role starts with a verified listing.',
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

/** The operator's console: admins are made from the command line, so they only sign in. */
export const ADMIN_SIGN_IN_SETUP: SignInSetup = {
  kind: 'admin',
  apiPrefix: '/admin',
  paths: {
    signIn: paths.admin.signIn.href(),
    verification: paths.admin.verification.href(),
    dashboard: paths.admin.dashboard.href(),
  },
  label: 'Admin',
  signInPitch: 'Verify companies, answer reports and keep the marketplace safe.',
  audience: 'the team',
  headline: 'Trust is the product.',
  highlights: [
    'Verify companies from their CAC documents',
    'Answer reports and flagged conversations',
    'Every action is kept in the audit log',
  ],
}

export const SIGN_IN_SETUP: Record<AccountKind, SignInSetup> = {
  ...ACCOUNT_KIND_SETUP,
  admin: ADMIN_SIGN_IN_SETUP,
}
