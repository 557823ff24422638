import { ADMIN_AUTH_WORDS, MEMBER_AUTH_WORDS, type AccountKind, type MemberKind } from '@app/domain'
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
  highlights: readonly string[]
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
    ...MEMBER_AUTH_WORDS.company,
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
    ...MEMBER_AUTH_WORDS.intern,
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
  ...ADMIN_AUTH_WORDS,
}

export const SIGN_IN_SETUP: Record<AccountKind, SignInSetup> = {
  ...ACCOUNT_KIND_SETUP,
  admin: ADMIN_SIGN_IN_SETUP,
}
