/** A page of the web app: its route template, and the address of one such page. */
export interface WebPage<Args extends unknown[] = []> {
  path: string
  href: (...args: Args) => string
}

/**
 * The web app's pages that the server links to, from mail and from the pages it writes for
 * browsers without JavaScript (issue 33). The web app's route table
 * (apps/web/src/lib/paths.ts) uses these too, so a link in a mail and the route cannot drift apart.
 */
export const WEB_PAGES = {
  home: { path: '/', href: () => '/' },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  postInternships: { path: '/post-internships', href: () => '/post-internships' },
  /** Where a visitor chooses intern or company before signing up. */
  onboarding: { path: '/onboarding', href: () => '/onboarding' },
  termsOfService: { path: '/termofservice', href: () => '/termofservice' },
  privacyPolicy: { path: '/privacypolicy', href: () => '/privacypolicy' },
  cookies: { path: '/cookies', href: () => '/cookies' },
  /** The one-tap sign-in link mailed with each sign-in code; the page reads the token and drops it. */
  signInLink: {
    path: '/sign-in/link',
    href: (token: string) => `/sign-in/link?token=${token}`,
  },
  /** Members' sign-in pages: a restored account is mailed its own. */
  internSignIn: { path: '/intern/sign-in', href: () => '/intern/sign-in' },
  companySignIn: { path: '/company/sign-in', href: () => '/company/sign-in' },
  /** The code pages after the email; the server's sign-in forms answer with these (decision 075). */
  internVerification: { path: '/verification/intern', href: () => '/verification/intern' },
  companyVerification: { path: '/verification/company', href: () => '/verification/company' },
  /** Where a form signs out (a POST only, never a page): it ends the cookie's session (075). */
  signOut: { path: '/sign-out', href: () => '/sign-out' },
  /** The operator console's sign-in; the admin:create command prints it. */
  adminSignIn: { path: '/admin/sign-in', href: () => '/admin/sign-in' },
  /** Where a company is sent by mail about its verification. */
  companyDashboard: { path: '/company/dashboard', href: () => '/company/dashboard' },
  internDashboard: { path: '/intern/dashboard', href: () => '/intern/dashboard' },
  companyChat: {
    path: '/chat/:applicationId?',
    href: (applicationId: string) => `/chat/${applicationId}`,
  },
  internChat: {
    path: '/internchat/:applicationId?',
    href: (applicationId: string) => `/internchat/${applicationId}`,
  },
  /** The intern's chats, each with its newest message (the same route as one chat, no id). */
  internConversations: { path: '/internchat', href: () => '/internchat' },
  internApplication: {
    path: '/intern/applications/:applicationId',
    href: (applicationId: string) => `/intern/applications/${applicationId}`,
  },
  /**
   * Applying to a role, then the review that sends it: pages of the app and of the server (080).
   * A visitor's 'Apply' signs in and comes back to the first.
   */
  internApply: { path: '/roles/apply/:roleId', href: (roleId: string) => `/roles/apply/${roleId}` },
  internReviewApplication: {
    path: '/application/review/:roleId',
    href: (roleId: string) => `/application/review/${roleId}`,
  },
  internApplications: { path: '/intern/applications', href: () => '/intern/applications' },
  /** The company behind a role the intern applied to. */
  internCompanyDetails: {
    path: '/company-details/:roleId',
    href: (roleId: string) => `/company-details/${roleId}`,
  },
  /** A role as a signed-in intern sees it: alert mail and deadline reminders link here. */
  internRole: { path: '/roles/:roleId', href: (roleId: string) => `/roles/${roleId}` },
  findInternships: { path: '/find-internships', href: () => '/find-internships' },
  /** A role's own page for anyone (issue 33): the server writes it whole, the app takes it over. */
  publicRole: {
    path: '/find-internships/:roleId',
    href: (roleId: string) => `/find-internships/${encodeURIComponent(roleId)}`,
  },
  /** The company of a role on the public browse (decision 009). */
  publicCompany: {
    path: '/find-internships/:roleId/company',
    href: (roleId: string) => `/find-internships/${encodeURIComponent(roleId)}/company`,
  },
  /** The intern's sign-up: the guides' pages invite readers to it. */
  internSignUp: { path: '/intern/sign-up', href: () => '/intern/sign-up' },
  companySignUp: { path: '/company/sign-up', href: () => '/company/sign-up' },
  /** Where a new account goes once signed in, to fill in its profile. */
  internProfileWizard: { path: '/profile/intern', href: () => '/profile/intern' },
  companyProfileWizard: { path: '/profile/company', href: () => '/profile/company' },
  /** The signed-in intern's recommended roles and saved roles (server pages too, decision 079). */
  internRoles: { path: '/intern/roles', href: () => '/intern/roles' },
  internSavedRoles: { path: '/intern/roles/saved', href: () => '/intern/roles/saved' },
  /**
   * The guides (decision 066): pages the server writes, not the web app's; the app links to them
   * with plain links, so the browser loads them whole.
   */
  guides: {
    path: '/guides/:slug?',
    href: (slug?: string) => (slug ? `/guides/${slug}` : '/guides'),
  },
  internSettings: {
    path: '/intern/settings/:section?',
    href: (section?: string) => (section ? `/intern/settings/${section}` : '/intern/settings'),
  },
  /** The rest of the intern area's pages: the app's only (its navigation links them). */
  internProfile: { path: '/intern/profile', href: () => '/intern/profile' },
  internPreview: { path: '/intern/preview', href: () => '/intern/preview' },
  internCv: { path: '/intern/cv', href: () => '/intern/cv' },
  /** The intern's application letters (decision 065); a role's page links here with the role. */
  internLetters: {
    path: '/intern/letters',
    href: (roleId?: string) =>
      roleId ? `/intern/letters?roleId=${encodeURIComponent(roleId)}` : '/intern/letters',
  },
  internAppReview: { path: '/app-review', href: () => '/app-review' },
  internAppEdit: { path: '/app-edit', href: () => '/app-edit' },
  /** One of the company's roles, with its Close/Reopen and 'Keep it open' (decision 070). */
  companyEditRole: {
    path: '/role/edit',
    href: (roleId?: string) =>
      roleId ? `/role/edit?id=${encodeURIComponent(roleId)}` : '/role/edit',
  },
  companyApplications: {
    path: '/company/applications/:applicationId?',
    href: (applicationId?: string) =>
      applicationId ? `/company/applications/${applicationId}` : '/company/applications',
  },
  /** Placements after the offer (issue 29): each side's list and one placement. */
  internPlacements: { path: '/intern/placements', href: () => '/intern/placements' },
  internPlacement: {
    path: '/intern/placements/:placementId',
    href: (placementId: string) => `/intern/placements/${placementId}`,
  },
  companyPlacements: { path: '/company/placements', href: () => '/company/placements' },
  companyPlacement: {
    path: '/company/placements/:placementId',
    href: (placementId: string) => `/company/placements/${placementId}`,
  },
  /** Where the industry supervisor reads and signs a logbook week, without an account (061). */
  logbookSign: {
    path: '/logbook/sign',
    href: (token: string) => `/logbook/sign?token=${token}`,
  },
  /** One-click unsubscribe from a mail (no sign-in): the page posts the link's token. */
  unsubscribe: {
    path: '/unsubscribe',
    href: (kind: string, id: string, token: string) =>
      `/unsubscribe?kind=${kind}&id=${id}&token=${token}`,
  },
  /** The double opt-in link of the home page's email box. */
  confirmSubscription: {
    path: '/subscribe/confirm',
    href: (id: string, token: string) => `/subscribe/confirm?id=${id}&token=${token}`,
  },
} as const satisfies Record<string, WebPage<never[]>>

/**
 * A page of this site to go back to after signing in, or null: a path on this host only (not
 * `//host` or `/\host`, which browsers read as another host), so a link cannot send a person
 * elsewhere once they are signed in.
 */
export function ownPageAddress(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  if (!/^\/(?![/\\])/.test(value)) return null
  const hasControl = [...value].some((char) => char.charCodeAt(0) < 32 || char === '\u007f')
  return hasControl ? null : value
}
