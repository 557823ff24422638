import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { CompanyMe } from '@app/domain'
import { DashboardSkeleton } from '../../components/dashboard/DashboardStatus'
import { LoadError } from '../../components/ui/LoadError'
import { GatedLink } from '../../components/dashboard/GatedLink'
import { OnboardingChecklist } from '../../components/dashboard/OnboardingChecklist'
import { VerificationNotice } from '../../components/dashboard/VerificationNotice'
import { CompanyVerificationStatus } from '../../components/dashboard/CompanyVerificationStatus'
import { buttonClass } from '../../components/ui/Button'
import { UpcomingInterviewsCard } from '../../components/interviews/UpcomingInterviewsCard'
import { paths } from '../../lib/paths'
import { ActiveRolesCard, useDashboardRoles } from './ActiveRolesCard'
import { companyQueries } from '../../lib/account-queries'
import { WAITING_APPLICANTS_QUERY } from '../../lib/company-application-queries'

/**
 * The parts other features own (the applications table, the inbox), given by app/ so that features
 * do not import each other; each is told whether the profile still locks it.
 */
export interface CompanyDashboardParts {
  applications: (isLocked: boolean) => ReactNode
  inbox: (isLocked: boolean) => ReactNode
}

function CompanyDashboard({
  company,
  parts,
}: {
  company: CompanyMe
  parts: CompanyDashboardParts
}) {
  const isLocked = !company.profileComplete
  const roles = useDashboardRoles(isLocked)
  const hasLiveRole = (roles.data?.takingApplications ?? 0) > 0
  return (
    <div className="space-y-6">
      <title>Dashboard — Internplace</title>
      {isLocked && (
        <VerificationNotice
          title="Verify your company to start hiring"
          text="Complete your company profile, including your CAC document, before you can post roles, review applicants or use your inbox."
          profileWizard={paths.company.profileWizard.href()}
        />
      )}
      {!isLocked && <CompanyVerificationStatus company={company} />}

      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">Welcome,</p>
          <h1 className="text-2xl font-bold break-words text-brand-900 sm:text-3xl">
            {company.companyName || 'New Company'}
          </h1>
        </div>
        <GatedLink
          to={paths.company.postInternship.href()}
          isLocked={isLocked}
          className={buttonClass(isLocked ? 'locked' : 'primary', 'shrink-0')}
        >
          Post a Role
        </GatedLink>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <OnboardingChecklist
            title="Company Onboarding"
            steps={[
              {
                label: 'Account Registration',
                description: 'Your company account is set up.',
                isDone: true,
              },
              {
                label: 'Profile Registration',
                description: 'Your email is verified.',
                isDone: true,
              },
              {
                label: 'Build Company Profile',
                description: 'Add your details, logo, work hours and CAC document.',
                to: paths.company.profileWizard.href(),
                isDone: company.profileComplete,
              },
              {
                label: 'Start Hiring',
                description: 'Post your first internship or entry-level role.',
                to: paths.company.postInternship.href(),
                isLocked,
                isDone: hasLiveRole,
              },
            ]}
          />
          <WaitingApplicants count={roles.data?.waitingApplicants ?? 0} />
          {parts.applications(isLocked)}
        </div>
        <div className="min-w-0 space-y-6">
          <UpcomingInterviewsCard side="company" isLocked={isLocked} />
          {parts.inbox(isLocked)}
          <ActiveRolesCard isLocked={isLocked} />
        </div>
      </div>
    </div>
  )
}

/**
 * Applicants undecided for more than 7 days (decision 025): a company that answers keeps them
 * from being closed as 'No response' and keeps its response time short.
 */
function WaitingApplicants({ count }: { count: number }) {
  if (count === 0) return null
  const who =
    count === 1 ? '1 applicant has' : `${count >= 1000 ? '1,000+' : count} applicants have`
  return (
    <section
      aria-label="Waiting applicants"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-amber-950">
        <strong className="font-semibold">{who} waited more than 7 days</strong> for your answer. A
        quick yes or no helps them move on.
      </p>
      <Link
        to={`${paths.company.applications.href()}${WAITING_APPLICANTS_QUERY}`}
        className={buttonClass('secondary', 'shrink-0')}
      >
        Review applicants
      </Link>
    </section>
  )
}

export function CompanyDashboardPage(parts: CompanyDashboardParts) {
  const company = useQuery(companyQueries.me())
  if (company.isPending) return <DashboardSkeleton />
  if (company.isError) {
    return (
      <LoadError message="Failed to load company profile." onRetry={() => void company.refetch()} />
    )
  }
  return <CompanyDashboard company={company.data} parts={parts} />
}
