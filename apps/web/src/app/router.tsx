import { createBrowserRouter, redirect, type RouteObject } from 'react-router'
import { paths, specAliases } from '../lib/paths'
import { PageCodeUnavailable, PageLoadError } from './PageLoadError'

type PageModule = Record<string, React.ComponentType>
/**
 * Each page is its own chunk, so a phone downloads only the page it opens. A chunk that cannot be
 * fetched (offline, never opened online) is a PageCodeUnavailable, which the error page explains.
 */
export const page =
  (load: () => Promise<PageModule>, name: string): RouteObject['lazy'] =>
  async () => {
    let module: PageModule
    try {
      module = await load()
    } catch (cause) {
      throw new PageCodeUnavailable(cause)
    }
    return { Component: module[name] }
  }

const pageRoutes: RouteObject[] = [
  ...specAliases.map(([alias, target]) => ({ path: alias, loader: () => redirect(target) })),
  {
    lazy: page(() => import('../components/layout/PublicLayout'), 'PublicLayout'),
    children: [
      {
        path: paths.home.path,
        lazy: page(() => import('../features/public/HomePage'), 'HomePage'),
      },
      {
        path: paths.findInternships.path,
        lazy: page(() => import('../features/browse/FindInternshipsPage'), 'FindInternshipsPage'),
      },
      {
        path: paths.publicRole.path,
        lazy: page(() => import('../features/browse/PublicRolePage'), 'PublicRolePage'),
      },
      {
        path: paths.publicCompany.path,
        lazy: page(
          () => import('../features/intern-applications/CompanyDetailsPage'),
          'PublicCompanyDetailsPage',
        ),
      },
      {
        path: paths.postInternships.path,
        lazy: page(() => import('../features/public/PostInternshipsPage'), 'PostInternshipsPage'),
      },
      {
        path: paths.about.path,
        lazy: page(() => import('../features/public/AboutPage'), 'AboutPage'),
      },
      {
        path: paths.contact.path,
        lazy: page(() => import('../features/contact/ContactPage'), 'ContactPage'),
      },
      {
        path: paths.onboarding.path,
        lazy: page(() => import('../features/public/OnboardingPage'), 'OnboardingPage'),
      },
      {
        path: paths.unsubscribe.path,
        lazy: page(() => import('../features/public/MailLinkPage'), 'UnsubscribePage'),
      },
      {
        path: paths.confirmSubscription.path,
        lazy: page(() => import('../features/public/MailLinkPage'), 'ConfirmSubscriptionPage'),
      },
      {
        path: paths.logbookSign.path,
        lazy: page(() => import('../features/placements/LogbookSignPage'), 'LogbookSignPage'),
      },
      {
        path: paths.signInLink.path,
        lazy: page(() => import('../features/auth/SignInLinkPage'), 'SignInLinkPage'),
      },
      {
        path: paths.termsOfService.path,
        lazy: page(() => import('../features/legal/TermsPage'), 'TermsPage'),
      },
      {
        path: paths.privacyPolicy.path,
        lazy: page(() => import('../features/legal/PrivacyPage'), 'PrivacyPage'),
      },
      {
        path: paths.cookies.path,
        lazy: page(() => import('../features/legal/CookiesPage'), 'CookiesPage'),
      },
      { path: '*', lazy: page(() => import('../features/public/NotFoundPage'), 'NotFoundPage') },
    ],
  },
  {
    path: paths.company.signUp.path,
    lazy: page(() => import('../features/auth/SignUpPage'), 'CompanySignUpPage'),
  },
  {
    path: paths.company.signIn.path,
    lazy: page(() => import('../features/auth/SignInPage'), 'CompanySignInPage'),
  },
  {
    path: paths.company.verification.path,
    lazy: page(() => import('../features/auth/VerificationPage'), 'CompanyVerificationPage'),
  },
  {
    path: paths.intern.signUp.path,
    lazy: page(() => import('../features/auth/SignUpPage'), 'InternSignUpPage'),
  },
  {
    path: paths.intern.signIn.path,
    lazy: page(() => import('../features/auth/SignInPage'), 'InternSignInPage'),
  },
  {
    path: paths.intern.verification.path,
    lazy: page(() => import('../features/auth/VerificationPage'), 'InternVerificationPage'),
  },
  {
    path: paths.admin.signIn.path,
    lazy: page(() => import('../features/auth/SignInPage'), 'AdminSignInPage'),
  },
  {
    path: paths.admin.verification.path,
    lazy: page(() => import('../features/auth/VerificationPage'), 'AdminVerificationPage'),
  },
  {
    lazy: page(() => import('./RequireAccount'), 'RequireAdmin'),
    children: [
      {
        lazy: page(() => import('../features/admin/AdminLayout'), 'AdminLayout'),
        children: [
          {
            path: paths.admin.companies.path,
            lazy: page(() => import('../features/admin/CompaniesPage'), 'CompaniesPage'),
          },
          {
            path: paths.admin.accounts.path,
            lazy: page(() => import('../features/admin/AccountsPage'), 'AccountsPage'),
          },
          {
            path: paths.admin.roles.path,
            lazy: page(() => import('../features/admin/RolesPage'), 'RolesPage'),
          },
          {
            path: paths.admin.reports.path,
            lazy: page(() => import('../features/admin/ReportsPage'), 'ReportsPage'),
          },
          {
            path: paths.admin.reportConversation.path,
            lazy: page(
              () => import('../features/admin/ReportConversationPage'),
              'ReportConversationPage',
            ),
          },
          {
            path: paths.admin.contacts.path,
            lazy: page(() => import('../features/admin/ContactsPage'), 'ContactsPage'),
          },
          {
            path: paths.admin.audit.path,
            lazy: page(() => import('../features/admin/AuditPage'), 'AuditPage'),
          },
          {
            path: paths.admin.jobs.path,
            lazy: page(() => import('../features/admin/BackgroundWorkPage'), 'BackgroundWorkPage'),
          },
          {
            path: paths.admin.stipendDisputes.path,
            lazy: page(
              () => import('../features/admin/StipendDisputesPage'),
              'StipendDisputesPage',
            ),
          },
        ],
      },
    ],
  },
  {
    lazy: page(() => import('./RequireAccount'), 'RequireCompany'),
    children: [
      {
        path: paths.company.profileWizard.path,
        lazy: page(
          () => import('../features/company-profile/CompanyProfileWizardPage'),
          'CompanyProfileWizardPage',
        ),
      },
      {
        lazy: page(() => import('./RequireCompleteProfile'), 'RequireCompleteCompany'),
        children: [
          {
            path: paths.company.publishRole.path,
            lazy: page(
              () => import('../features/company-roles/PublishRolePage'),
              'PublishRolePage',
            ),
          },
        ],
      },
      {
        // The sidebar shell of the company area.
        lazy: page(() => import('../components/layout/CompanyLayout'), 'CompanyLayout'),
        children: [
          {
            path: paths.company.dashboard.path,
            lazy: page(() => import('./CompanyDashboardRoute'), 'CompanyDashboardRoute'),
          },
          {
            path: paths.company.profile.path,
            lazy: page(
              () => import('../features/company-profile/CompanyProfilePage'),
              'CompanyProfilePage',
            ),
          },
          {
            path: paths.company.preview.path,
            lazy: page(
              () => import('../features/company-profile/CompanyPreviewPage'),
              'CompanyPreviewPage',
            ),
          },
          {
            path: paths.company.settings.path,
            lazy: page(
              () => import('../features/account-settings/AccountSettingsPage'),
              'CompanySettingsPage',
            ),
          },
          {
            // Locked until the company profile is complete, as their links are.
            lazy: page(() => import('./RequireCompleteProfile'), 'RequireCompleteCompany'),
            children: [
              {
                path: paths.company.applications.path,
                lazy: page(
                  () => import('../features/company-applications/CompanyApplicationsPage'),
                  'CompanyApplicationsPage',
                ),
              },
              {
                path: paths.company.placements.path,
                lazy: page(
                  () => import('../features/placements/PlacementsPage'),
                  'CompanyPlacementsPage',
                ),
              },
              {
                path: paths.company.placement.path,
                lazy: page(
                  () => import('../features/placements/PlacementPage'),
                  'CompanyPlacementPage',
                ),
              },
              {
                path: paths.company.applicant.path,
                lazy: page(
                  () => import('../features/company-applications/ApplicantProfilePage'),
                  'ApplicantProfilePage',
                ),
              },
              {
                path: paths.company.chat.path,
                lazy: page(() => import('../features/inbox/CompanyChatPage'), 'CompanyChatPage'),
              },
              {
                path: paths.company.jobBoards.path,
                lazy: page(
                  () => import('../features/company-roles/JobBoardsPage'),
                  'JobBoardsPage',
                ),
              },
              {
                path: paths.company.postInternship.path,
                lazy: page(
                  () => import('../features/company-roles/PostInternshipPage'),
                  'PostInternshipPage',
                ),
              },
              {
                path: paths.company.editRole.path,
                lazy: page(() => import('../features/company-roles/EditRolePage'), 'EditRolePage'),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    lazy: page(() => import('./RequireAccount'), 'RequireIntern'),
    children: [
      {
        path: paths.intern.profileWizard.path,
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
            path: paths.intern.dashboard.path,
            lazy: page(() => import('./InternDashboardRoute'), 'InternDashboardRoute'),
          },
          {
            path: paths.intern.profile.path,
            lazy: page(() => import('./InternProfileRoute'), 'InternProfileRoute'),
          },
          {
            path: paths.intern.preview.path,
            lazy: page(
              () => import('../features/intern-profile/InternPreviewPage'),
              'InternPreviewPage',
            ),
          },
          {
            path: paths.intern.settings.path,
            lazy: page(
              () => import('../features/account-settings/AccountSettingsPage'),
              'InternSettingsPage',
            ),
          },
          {
            path: paths.intern.savedRoles.path,
            lazy: page(() => import('../features/intern-roles/SavedRolesPage'), 'SavedRolesPage'),
          },
          {
            path: paths.intern.role.path,
            lazy: page(() => import('../features/intern-roles/RoleDetailsPage'), 'RoleDetailsPage'),
          },
          {
            path: paths.intern.apply.path,
            lazy: page(() => import('../features/apply/ApplyPage'), 'ApplyPage'),
          },
          {
            path: paths.intern.reviewApplication.path,
            lazy: page(
              () => import('../features/apply/ReviewApplicationPage'),
              'ReviewApplicationPage',
            ),
          },
          {
            path: paths.intern.appReview.path,
            lazy: page(() => import('../features/apply/AppReviewPage'), 'AppReviewPage'),
          },
          {
            path: paths.intern.appEdit.path,
            lazy: page(() => import('../features/apply/AppEditPage'), 'AppEditPage'),
          },
          {
            path: paths.intern.applications.path,
            lazy: page(() => import('./InternApplicationsRoute'), 'InternApplicationsRoute'),
          },
          {
            path: paths.intern.application.path,
            lazy: page(
              () => import('../features/intern-applications/ApplicationDetailPage'),
              'ApplicationDetailPage',
            ),
          },
          {
            path: paths.intern.placements.path,
            lazy: page(
              () => import('../features/placements/PlacementsPage'),
              'InternPlacementsPage',
            ),
          },
          {
            path: paths.intern.placement.path,
            lazy: page(() => import('../features/placements/PlacementPage'), 'InternPlacementPage'),
          },
          {
            path: paths.intern.cv.path,
            lazy: page(() => import('../features/career/CvBuilderPage'), 'CvBuilderPage'),
          },
          {
            path: paths.intern.letters.path,
            lazy: page(
              () => import('../features/career/ApplicationLettersPage'),
              'ApplicationLettersPage',
            ),
          },
          {
            path: paths.intern.companyDetails.path,
            lazy: page(
              () => import('../features/intern-applications/CompanyDetailsPage'),
              'CompanyDetailsPage',
            ),
          },
          {
            // Finding roles and the inbox wait for a complete profile (spec).
            lazy: page(() => import('./RequireCompleteProfile'), 'RequireCompleteIntern'),
            children: [
              {
                path: paths.intern.chat.path,
                lazy: page(() => import('../features/inbox/InternChatPage'), 'InternChatPage'),
              },
              {
                path: paths.intern.roles.path,
                lazy: page(
                  () => import('../features/intern-roles/RecommendedRolesPage'),
                  'RecommendedRolesPage',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
]

/** Every page under one error page, which needs no chunk of its own (PageLoadError). */
export const routes: RouteObject[] = [{ ErrorBoundary: PageLoadError, children: pageRoutes }]

export const router = createBrowserRouter(routes)
