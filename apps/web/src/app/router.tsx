import { createBrowserRouter, type RouteObject } from 'react-router'
import { paths } from './paths'

type PageModule = Record<string, React.ComponentType>
/** Each page is its own chunk, so a phone downloads only the page it opens. */
const page =
  (load: () => Promise<PageModule>, name: string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] })

export const routes: RouteObject[] = [
  {
    lazy: page(() => import('../components/layout/PublicLayout'), 'PublicLayout'),
    children: [
      { path: paths.home, lazy: page(() => import('../features/public/HomePage'), 'HomePage') },
      {
        path: paths.findInternships,
        lazy: page(() => import('../features/browse/FindInternshipsPage'), 'FindInternshipsPage'),
      },
      {
        path: paths.publicCompany(':roleId'),
        lazy: page(
          () => import('../features/intern-applications/CompanyDetailsPage'),
          'PublicCompanyDetailsPage',
        ),
      },
      {
        path: paths.postInternships,
        lazy: page(() => import('../features/public/PostInternshipsPage'), 'PostInternshipsPage'),
      },
      { path: paths.about, lazy: page(() => import('../features/public/AboutPage'), 'AboutPage') },
      {
        path: paths.contact,
        lazy: page(() => import('../features/contact/ContactPage'), 'ContactPage'),
      },
      {
        path: paths.onboarding,
        lazy: page(() => import('../features/public/OnboardingPage'), 'OnboardingPage'),
      },
      {
        path: paths.termsOfService,
        lazy: page(() => import('../features/legal/TermsPage'), 'TermsPage'),
      },
      {
        path: paths.privacyPolicy,
        lazy: page(() => import('../features/legal/PrivacyPage'), 'PrivacyPage'),
      },
      {
        path: paths.cookies,
        lazy: page(() => import('../features/legal/CookiesPage'), 'CookiesPage'),
      },
      { path: '*', lazy: page(() => import('../features/public/NotFoundPage'), 'NotFoundPage') },
    ],
  },
  {
    path: paths.company.signUp,
    lazy: page(() => import('../features/auth/SignUpPage'), 'CompanySignUpPage'),
  },
  {
    path: paths.company.signIn,
    lazy: page(() => import('../features/auth/SignInPage'), 'CompanySignInPage'),
  },
  {
    path: paths.company.verification,
    lazy: page(() => import('../features/auth/VerificationPage'), 'CompanyVerificationPage'),
  },
  {
    path: paths.intern.signUp,
    lazy: page(() => import('../features/auth/SignUpPage'), 'InternSignUpPage'),
  },
  {
    path: paths.intern.signIn,
    lazy: page(() => import('../features/auth/SignInPage'), 'InternSignInPage'),
  },
  {
    path: paths.intern.verification,
    lazy: page(() => import('../features/auth/VerificationPage'), 'InternVerificationPage'),
  },
  {
    lazy: page(() => import('./RequireAccount'), 'RequireCompany'),
    children: [
      {
        path: paths.company.profileWizard,
        lazy: page(
          () => import('../features/company-profile/CompanyProfileWizardPage'),
          'CompanyProfileWizardPage',
        ),
      },
      {
        path: paths.company.publishRole,
        lazy: page(() => import('../features/company-roles/PublishRolePage'), 'PublishRolePage'),
      },
      {
        // The sidebar shell of the company area.
        lazy: page(() => import('../components/layout/CompanyLayout'), 'CompanyLayout'),
        children: [
          {
            path: paths.company.dashboard,
            lazy: page(
              () => import('../features/company-dashboard/CompanyDashboardPage'),
              'CompanyDashboardPage',
            ),
          },
          {
            path: `${paths.company.applications}/:applicationId?`,
            lazy: page(
              () => import('../features/company-applications/CompanyApplicationsPage'),
              'CompanyApplicationsPage',
            ),
          },
          {
            path: '/view/applicant/:applicationId',
            lazy: page(
              () => import('../features/company-applications/ApplicantProfilePage'),
              'ApplicantProfilePage',
            ),
          },
          {
            path: '/chat/:applicationId?',
            lazy: page(() => import('../features/chat/CompanyChatPage'), 'CompanyChatPage'),
          },
          {
            path: paths.company.profile,
            lazy: page(
              () => import('../features/company-profile/CompanyProfilePage'),
              'CompanyProfilePage',
            ),
          },
          {
            path: paths.company.preview,
            lazy: page(
              () => import('../features/company-profile/CompanyPreviewPage'),
              'CompanyPreviewPage',
            ),
          },
          {
            path: paths.company.jobBoards,
            lazy: page(() => import('../features/company-roles/JobBoardsPage'), 'JobBoardsPage'),
          },
          {
            path: paths.company.postInternship,
            lazy: page(
              () => import('../features/company-roles/PostInternshipPage'),
              'PostInternshipPage',
            ),
          },
          {
            path: paths.company.editRole,
            lazy: page(() => import('../features/company-roles/EditRolePage'), 'EditRolePage'),
          },
          {
            path: `${paths.company.settings}/:section?`,
            lazy: page(
              () => import('../features/account-settings/AccountSettingsPage'),
              'CompanySettingsPage',
            ),
          },
        ],
      },
    ],
  },
  {
    lazy: page(() => import('./RequireAccount'), 'RequireIntern'),
    children: [
      {
        path: paths.intern.profileWizard,
        lazy: page(
          () => import('../features/intern-profile/InternProfileWizardPage'),
          'InternProfileWizardPage',
        ),
      },
      {
        // The sidebar shell of the intern area.
        lazy: page(() => import('../components/layout/InternLayout'), 'InternLayout'),
        children: [
          {
            path: paths.intern.dashboard,
            lazy: page(
              () => import('../features/intern-dashboard/InternDashboardPage'),
              'InternDashboardPage',
            ),
          },
          {
            path: '/internchat/:applicationId?',
            lazy: page(() => import('../features/chat/InternChatPage'), 'InternChatPage'),
          },
          {
            path: paths.intern.profile,
            lazy: page(
              () => import('../features/intern-profile/InternProfilePage'),
              'InternProfilePage',
            ),
          },
          {
            path: paths.intern.preview,
            lazy: page(
              () => import('../features/intern-profile/InternPreviewPage'),
              'InternPreviewPage',
            ),
          },
          {
            path: `${paths.intern.settings}/:section?`,
            lazy: page(
              () => import('../features/account-settings/AccountSettingsPage'),
              'InternSettingsPage',
            ),
          },
          {
            path: paths.intern.roles,
            lazy: page(
              () => import('../features/intern-roles/RecommendedRolesPage'),
              'RecommendedRolesPage',
            ),
          },
          {
            path: paths.intern.savedRoles,
            lazy: page(() => import('../features/intern-roles/SavedRolesPage'), 'SavedRolesPage'),
          },
          {
            path: '/roles/:roleId',
            lazy: page(() => import('../features/intern-roles/RoleDetailsPage'), 'RoleDetailsPage'),
          },
          {
            path: '/roles/apply/:roleId',
            lazy: page(() => import('../features/apply/ApplyPage'), 'ApplyPage'),
          },
          {
            path: '/application/review/:roleId',
            lazy: page(
              () => import('../features/apply/ReviewApplicationPage'),
              'ReviewApplicationPage',
            ),
          },
          {
            path: paths.intern.appReview,
            lazy: page(() => import('../features/apply/AppReviewPage'), 'AppReviewPage'),
          },
          {
            path: paths.intern.appEdit,
            lazy: page(() => import('../features/apply/AppEditPage'), 'AppEditPage'),
          },
          {
            path: paths.intern.applications,
            lazy: page(
              () => import('../features/intern-applications/ApplicationsPage'),
              'ApplicationsPage',
            ),
          },
          {
            path: '/intern/applications/:applicationId',
            lazy: page(
              () => import('../features/intern-applications/ApplicationDetailPage'),
              'ApplicationDetailPage',
            ),
          },
          {
            path: '/company-details/:roleId',
            lazy: page(
              () => import('../features/intern-applications/CompanyDetailsPage'),
              'CompanyDetailsPage',
            ),
          },
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(routes)
