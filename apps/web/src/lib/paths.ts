import { WEB_PAGES, type WebPage } from '@app/domain'

/** A page whose address never changes. */
const page = (path: string): WebPage => ({ path, href: () => path })

/** A page with an optional last part: the router matches both, links may give it or not. */
const withOptional = (base: string, param: string): WebPage<[part?: string]> => ({
  path: `${base}/:${param}?`,
  href: (part) => (part ? `${base}/${part}` : base),
})

/**
 * Every page of the app (spec route table), in one place below the features: the router reads
 * `path`, links and redirects call `href(...)`. Pages mail links to come from WEB_PAGES.
 */
export const paths = {
  home: WEB_PAGES.home,
  findInternships: page('/find-internships'),
  /** A role's own page for anyone (issue 33); the server writes it for browsers without JS. */
  publicRole: WEB_PAGES.publicRole,
  /** The company of a role on the public browse (decision 009). */
  publicCompany: WEB_PAGES.publicCompany,
  postInternships: WEB_PAGES.postInternships,
  about: WEB_PAGES.about,
  contact: WEB_PAGES.contact,
  onboarding: WEB_PAGES.onboarding,
  signInLink: WEB_PAGES.signInLink,
  unsubscribe: WEB_PAGES.unsubscribe,
  confirmSubscription: WEB_PAGES.confirmSubscription,
  logbookSign: WEB_PAGES.logbookSign,
  /** Served by the API, not the router: link with a plain <a href> (decision 066). */
  guides: WEB_PAGES.guides,
  termsOfService: WEB_PAGES.termsOfService,
  privacyPolicy: WEB_PAGES.privacyPolicy,
  cookies: WEB_PAGES.cookies,
  intern: {
    signUp: WEB_PAGES.internSignUp,
    signIn: WEB_PAGES.internSignIn,
    verification: WEB_PAGES.internVerification,
    dashboard: WEB_PAGES.internDashboard,
    profileWizard: WEB_PAGES.internProfileWizard,
    profile: WEB_PAGES.internProfile,
    preview: WEB_PAGES.internPreview,
    settings: WEB_PAGES.internSettings,
    roles: WEB_PAGES.internRoles,
    savedRoles: WEB_PAGES.internSavedRoles,
    role: WEB_PAGES.internRole,
    apply: WEB_PAGES.internApply,
    reviewApplication: WEB_PAGES.internReviewApplication,
    appReview: WEB_PAGES.internAppReview,
    appEdit: WEB_PAGES.internAppEdit,
    applications: WEB_PAGES.internApplications,
    application: WEB_PAGES.internApplication,
    companyDetails: WEB_PAGES.internCompanyDetails,
    chat: WEB_PAGES.internChat,
    placements: WEB_PAGES.internPlacements,
    placement: WEB_PAGES.internPlacement,
    cv: WEB_PAGES.internCv,
    letters: WEB_PAGES.internLetters,
  },
  company: {
    signUp: WEB_PAGES.companySignUp,
    signIn: WEB_PAGES.companySignIn,
    verification: WEB_PAGES.companyVerification,
    dashboard: WEB_PAGES.companyDashboard,
    profileWizard: WEB_PAGES.companyProfileWizard,
    profile: page('/company/profile'),
    jobBoards: page('/company/job-boards'),
    applications: withOptional('/company/applications', 'applicationId'),
    applicant: {
      path: '/view/applicant/:applicationId',
      href: (applicationId: string) => `/view/applicant/${applicationId}`,
    },
    chat: WEB_PAGES.companyChat,
    placements: WEB_PAGES.companyPlacements,
    placement: WEB_PAGES.companyPlacement,
    preview: page('/company/preview'),
    settings: withOptional('/company/settings', 'section'),
    postInternship: page('/post-internship'),
    publishRole: page('/publish-internship-role'),
    editRole: WEB_PAGES.companyEditRole,
  },
  /** The operator's console (DESIGN.md §10): its own sign-in and its own protected layout. */
  admin: {
    signIn: WEB_PAGES.adminSignIn,
    verification: page('/verification/admin'),
    home: page('/admin'),
    dashboard: page('/admin/companies'),
    companies: page('/admin/companies'),
    accounts: page('/admin/accounts'),
    roles: page('/admin/roles'),
    reports: page('/admin/reports'),
    /** A reported chat, read only (decision 049). */
    reportConversation: {
      path: '/admin/reports/:reportId/conversation',
      href: (reportId: string) => `/admin/reports/${reportId}/conversation`,
    },
    contacts: page('/admin/contacts'),
    audit: page('/admin/audit'),
    jobs: page('/admin/jobs'),
    stipendDisputes: page('/admin/stipend-disputes'),
  },
} as const

/**
 * Addresses of the spec's route table whose job another page does (docs/decisions/012-protected-pages.md):
 * each redirects there, keeping old links and bookmarks working.
 */
export const specAliases: [alias: string, target: string][] = [
  ['/role-details', paths.findInternships.href()],
  ['/intern/basic-info', paths.intern.settings.href('basic-info')],
  ['/intern/notification', paths.intern.settings.href('notification')],
  ['/intern/security', paths.intern.settings.href('security')],
  ['/intern/privacy', paths.intern.settings.href('privacy')],
  ['/intern/post-Int', paths.intern.roles.href()],
  ['/company/edit-information', paths.company.profile.href()],
  ['/company/basic-info', paths.company.settings.href('basic-info')],
  ['/company/notification', paths.company.settings.href('notification')],
  ['/company/security', paths.company.settings.href('security')],
  ['/company/privacy', paths.company.settings.href('privacy')],
  [paths.admin.home.path, paths.admin.companies.href()],
]
