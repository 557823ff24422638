import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { InternMe } from '@app/domain'
import { DashboardSkeleton } from '../../components/dashboard/DashboardStatus'
import { LoadError } from '../../components/ui/LoadError'
import { GatedLink } from '../../components/dashboard/GatedLink'
import { OnboardingChecklist } from '../../components/dashboard/OnboardingChecklist'
import { VerificationNotice } from '../../components/dashboard/VerificationNotice'
import { buttonClass } from '../../components/ui/Button'
import { UpcomingInterviewsCard } from '../../components/interviews/UpcomingInterviewsCard'
import { paths } from '../../lib/paths'
import { internQueries } from '../../lib/account-queries'
import { applicationQueries } from '../../lib/intern-application-queries'
import { RecommendedRolesCard } from './RecommendedRolesCard'

/**
 * The parts the inbox feature owns, given by app/ so that features do not import each other; the
 * inbox is told whether the profile still locks it.
 */
export interface InternDashboardParts {
  inbox: (isLocked: boolean) => ReactNode
  activityFeed: ReactNode
}

function InternDashboard({ intern, parts }: { intern: InternMe; parts: InternDashboardParts }) {
  const isLocked = !intern.profileComplete
  // The applications page's first page, shared with it through the cache.
  const applications = useQuery(applicationQueries.list({ page: 1 }))
  const hasApplied = (applications.data?.meta.totalDocs ?? 0) > 0
  return (
    <div className="space-y-6">
      <title>Dashboard — Internplace</title>
      <section className="surface-dark relative overflow-hidden rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 h-48 w-48 rounded-full bg-accent-500/25 blur-3xl"
        />
        <div className="relative flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">
              Hi {intern.firstName || 'there'}, welcome to Internplace
            </h1>
            <p className="mt-2 max-w-xl text-brand-100">
              Verified internships, SIWES/IT placements, NYSC roles and entry-level jobs, matched to
              your profile.
            </p>
          </div>
          <GatedLink
            to={paths.intern.roles.href()}
            isLocked={isLocked}
            className={buttonClass(isLocked ? 'locked' : 'accent', 'shrink-0')}
          >
            Find Internship
          </GatedLink>
        </div>
      </section>

      {isLocked && (
        <VerificationNotice
          title="Profile Verification Required"
          text="You need a complete profile to apply for internships, SIWES placements, NYSC roles or entry-level jobs. It only takes a few minutes."
          profileWizard={paths.intern.profileWizard.href()}
        />
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <OnboardingChecklist
            title="Get started"
            steps={[
              {
                label: 'Account Registration',
                description: 'Your account is set up.',
                isDone: true,
              },
              {
                label: 'Profile Registration',
                description: 'Your email is verified.',
                isDone: true,
              },
              {
                label: 'Build Profile',
                description: 'Your details, education, preferences and resume.',
                to: paths.intern.profileWizard.href(),
                isDone: intern.profileComplete,
              },
              {
                label: 'Start Applying',
                description: 'Apply to roles in one click and track your applications.',
                to: paths.intern.applications.href(),
                isLocked,
                isDone: hasApplied,
              },
            ]}
          />
          <UpcomingInterviewsCard side="intern" isLocked={isLocked} />
        </div>
        {parts.inbox(isLocked)}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecommendedRolesCard isLocked={isLocked} />
        </div>
        {parts.activityFeed}
      </div>
    </div>
  )
}

export function InternDashboardPage(parts: InternDashboardParts) {
  const intern = useQuery(internQueries.me())
  if (intern.isPending) return <DashboardSkeleton />
  if (intern.isError)
    return (
      <LoadError
        message={`Error loading dashboard: ${intern.error.message.replace(/\.$/, '')}. Please try again.`}
        onRetry={() => void intern.refetch()}
      />
    )
  return <InternDashboard intern={intern.data} parts={parts} />
}
