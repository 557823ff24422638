import { WEB_PAGES } from '../shared/web-pages.js'

/*
 * The words of the public browse, a role's own page and a company's public page, shown by the web
 * app's pages and by the server's pages for browsers without JavaScript (issue 33, decision 077):
 * one place, so the app takes a server page over with the same words.
 */
export const BROWSE_WORDS = {
  title: 'Find internships — Internplace',
  heading: 'Find your next internship',
  intro: 'Verified internships, SIWES placements and entry-level roles across Nigeria.',
  searchLabel: 'Search by role title',
  searchPlaceholder: 'Role title, e.g. Data Analyst',
  locationLabel: 'Location',
  locationPlaceholder: 'City or state, e.g. Lagos',
  /** The search form's button, shown only without JavaScript (the app searches as you type). */
  searchButton: 'Search',
  rolesLabel: 'Roles',
  pagesLabel: 'Role pages',
  pillsLabel: 'Filter roles',
  placementLabel: 'Placement type',
  allPlacements: 'All placements',
  noRolesTitle: 'No jobs available',
  noRolesText: 'Try another title, a different city or another filter.',
  noMatchTitle: 'No jobs match your criteria',
  noMatchOtherPage: 'Try another page, or come back soon for new roles.',
  /** A page past the last one (an old link, a hand-typed address): the roles are before it. */
  pastLastPageTitle: 'No more roles on this page',
  firstPage: 'Back to page 1',
  turnOffLabel: 'Turn filters off',
  clearFilters: 'Clear filters',
  selectRole: 'Select a job to view details',
  backToRoles: 'Back to roles',
  apply: 'Apply',
  /** A role that closed, was removed or never was. */
  roleNotFoundTitle: 'This role is not open',
  roleNotFoundText:
    'It may have closed or been removed, or the link may be wrong. Find another role like it.',
  companyNotFoundTitle: 'Company not found.',
  companyNotFoundText:
    'Sign in as an intern to see this company: some companies show their profile to interns only, and the role may have closed.',
} as const

/** Where a page past the last one says the roles found are. */
export const pastLastPageText = (totalPages: number) =>
  `The roles found fit on ${totalPages === 1 ? '1 page' : `${totalPages} pages`}.`

/** 'Turn off Remote': the button (or link) that drops one filter from an empty list. */
export const turnOffLabel = (filterLabel: string) => `Turn off ${filterLabel}`

/** A visitor's 'Apply': the intern's sign-in, coming back to the role's application. */
export const signInToApplyHref = (roleId: string) =>
  `${WEB_PAGES.internSignIn.href()}?returnTo=${encodeURIComponent(WEB_PAGES.internApply.href(roleId))}`

/** The page title of a role's own page. */
export const publicRoleTitle = (role: { title: string; company: { companyName: string } }) =>
  `${role.title} at ${role.company.companyName} — Internplace`

/** The no-fee policy, worded for the side reading it (issue 12): on role pages and role forms. */
export const NO_FEE_POLICY = {
  title: 'No fees, ever.',
  intern:
    'Internplace never charges interns, and no company may ask you for a registration, training or placement fee, a deposit or any payment. If one does, report it.',
  company:
    'Roles on Internplace are free to apply for. Do not ask applicants for any fee, deposit or payment: a role whose wording asks for money is held for review and does not go public.',
} as const

/**
 * The colour class of a role's deadline line (roleDeadlineNote): red once it takes no
 * applications, amber in its last three days, else muted. The app's and the server's pages share it.
 */
export function deadlineToneClass(isActive: boolean, label: string) {
  if (!isActive) return 'text-red-700'
  const isSoon = label === 'Closes today' || /· (tomorrow|in [23] days)$/.test(label)
  return isSoon ? 'text-amber-800' : 'text-slate-600'
}
