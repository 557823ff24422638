/*
 * The words of the intern's recommended and saved roles pages, shown by the web app
 * (features/intern-roles) and by the server's pages for browsers without JavaScript (decision
 * 079): one place, so the app takes a server page over with the same words.
 */
export const INTERN_ROLES_WORDS = {
  recommendedTitle: 'Recommended Roles',
  basedOnPreference: 'Based on your preference',
  /** Saves the list's criteria as a job alert (a dialog: the app only). */
  alertMe: 'Alert me about roles like these',
  savedLink: 'Saved roles',
  searchLabel: 'Find the perfect Internship',
  locationLabel: 'Location',
  locationPlaceholder: 'Location, e.g. Lagos',
  noRoles: 'No roles found.',
  noRolesHint: 'Try another search, a different location or another filter.',
  savedTitle: 'Saved Roles',
  noSaved: 'No saved roles found.',
  noSavedHint: 'Save a role from your recommendations to find it here later.',
  browseRecommended: 'Browse recommended roles',
  backToRecommended: 'Back to Recommended Roles',
  save: 'Save for later',
  saved: 'Saved',
  unsave: 'Unsave',
  apply: 'Apply',
  applied: 'Applied',
  learnMore: 'Learn More',
  completeProfile: 'Complete your profile',
  /** A role's own page. */
  roleDetailsTitle: 'Role details',
  appliedViewApplication: 'Applied — view application',
  reportRole: 'Report role',
  noPerks: 'None listed',
  /** A role the intern opened is gone: closed, removed, or never there. */
  roleMissing: 'Role not found.',
  roleMissingHint: 'It may have been closed or removed by the company.',
  seeRecommended: 'See recommended roles',
  closedEarly: (companyName: string, day: string) =>
    `${companyName} closed this role on ${day}. It no longer takes applications.`,
  deadlinePassed: 'This role’s deadline has passed. It no longer takes applications.',
} as const

/** '3 results', '1 result'. */
export const resultsText = (total: number) => `${total} ${total === 1 ? 'result' : 'results'}`

/** '3 saved roles', '1 saved role'. */
export const savedRolesText = (total: number) => `${total} saved ${total === 1 ? 'role' : 'roles'}`
