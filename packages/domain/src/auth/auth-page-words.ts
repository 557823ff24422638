import type { AccountKind } from './auth-words.js'

/*
 * The words of the sign-up, sign-in and code pages, shown by the web app's pages (AuthLayout and
 * its forms) and by the server's pages for browsers without JavaScript (issue 33): one place, so
 * the app takes a server page over with the same words.
 */

export interface AuthPageWords {
  label: string
  signInPitch: string
  /** The brand side of the page: who it is for, a headline, reasons to trust us. */
  audience: string
  headline: string
  highlights: readonly string[]
}

export interface MemberAuthPageWords extends AuthPageWords {
  signUpTitle: string
  signUpPitch: string
}

export const MEMBER_AUTH_WORDS = {
  company: {
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
  },
  intern: {
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
  },
} as const satisfies Record<Exclude<AccountKind, 'admin'>, MemberAuthPageWords>

export const ADMIN_AUTH_WORDS: AuthPageWords = {
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

/** The line at the foot of the brand panel. */
export const AUTH_PANEL_FOOTNOTE =
  'Students, SIWES/IT candidates, NYSC members and graduates across Nigeria.'
