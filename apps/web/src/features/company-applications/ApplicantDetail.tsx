import { useEffect, useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { CompanyApplication } from '@app/domain'
import { paths } from '../../lib/paths'
import { ReportButton } from '../../components/safety/ReportButton'
import { ApplicationStatusBadge } from '../../components/applications/ApplicationStatusBadge'
import { DetailList } from '../../components/profile/DetailList'
import { buttonClass } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { Tabs } from '../../components/ui/Tabs'
import { companyApplicationQueries } from '../../lib/company-application-queries'
import { ApplicantAvatar } from './ApplicantAvatar'
import { ApplicantCoverNote } from './ApplicantCoverNote'
import { ApplicantAnswers } from './ApplicantAnswers'
import { ApplicationLoadError } from './ApplicationLoadError'
import { DecisionControls } from './DecisionControls'
import { InterviewPanel } from './InterviewPanel'
import { LetterPanel } from './LetterPanel'
import { MessageApplicantLink } from './MessageApplicantLink'
import { NyscRejectionPanel } from './NyscRejectionPanel'
import { NOT_SPECIFIED, applicantName, educationDates, personalDetailItems } from './applicant'

export const TAB_SKELETON_MS = 500

export function PersonalDetails({ application }: { application: CompanyApplication }) {
  const { user } = application
  return (
    <div className="space-y-4">
      <p className="text-sm whitespace-pre-line text-slate-700">{user.bio || NOT_SPECIFIED}</p>
      <DetailList items={personalDetailItems(user)} />
    </div>
  )
}

export function Education({ application }: { application: CompanyApplication }) {
  const { user } = application
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold text-brand-900">{user.fieldOfStudy || NOT_SPECIFIED}</p>
      <p className="text-sm text-slate-700">{user.institutionName || NOT_SPECIFIED}</p>
      <p className="mt-1 text-sm text-slate-500">{educationDates(user)}</p>
    </div>
  )
}

export function Media({ application }: { application: CompanyApplication }) {
  if (!application.resumeUrl) return <p className="text-sm text-slate-500">No resume uploaded.</p>
  return (
    <a
      href={application.resumeUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('secondary')}
    >
      View Resume<span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

function TabSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-5 w-2/3" />
    </div>
  )
}

function ApplicantCard({ application }: { application: CompanyApplication }) {
  const [tab, setTab] = useState('personal')
  const [isSwitching, setIsSwitching] = useState(false)
  const name = applicantName(application.user)

  useEffect(() => {
    if (!isSwitching) return
    const timer = setTimeout(() => setIsSwitching(false), TAB_SKELETON_MS)
    return () => clearTimeout(timer)
  }, [isSwitching, tab])

  const select = (id: string) => {
    if (id === tab) return
    setTab(id)
    setIsSwitching(true)
  }
  const panel = (content: ReactNode) => (isSwitching ? <TabSkeleton /> : content)

  return (
    <article aria-labelledby="applicant-name" className="space-y-5">
      <header className="flex flex-wrap items-center gap-4">
        <ApplicantAvatar user={application.user} size="h-16 w-16 text-lg" />
        <div className="min-w-0 flex-1">
          <h2 id="applicant-name" className="text-xl font-bold break-words text-brand-900">
            {name}
          </h2>
          <p className="text-sm break-words text-slate-600">Applied for {application.role.title}</p>
          <div className="mt-1">
            <ApplicationStatusBadge status={application.status} />
          </div>
        </div>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.company.applicant.href(application.id)}
          className={buttonClass('secondary')}
        >
          View profile
        </Link>
        <MessageApplicantLink application={application} />
        <ReportButton
          target={{ type: 'intern', id: application.user.id, name: name }}
          label="Report applicant"
          className="sm:ml-auto"
        />
      </div>
      <ApplicantCoverNote application={application} />
      <ApplicantAnswers application={application} />
      <Tabs
        label="Applicant details"
        selectedId={tab}
        onSelect={select}
        tabs={[
          {
            id: 'personal',
            label: 'Personal Details',
            panel: panel(<PersonalDetails application={application} />),
          },
          {
            id: 'education',
            label: 'Education',
            panel: panel(<Education application={application} />),
          },
          { id: 'media', label: 'Media', panel: panel(<Media application={application} />) },
        ]}
      />
      <InterviewPanel application={application} />
      <DecisionControls application={application} />
      <LetterPanel application={application} />
      <NyscRejectionPanel application={application} />
    </article>
  )
}

/** One application in full; the first open moves it from pending to in review on the server. */
export function ApplicantDetail({ applicationId }: { applicationId: string }) {
  const queryClient = useQueryClient()
  const query = useQuery(companyApplicationQueries.detail(applicationId))
  const status = query.data?.status

  // Opening it may have moved it to in review: show that in any list already loaded.
  useEffect(() => {
    if (!status) return
    queryClient.setQueriesData<{ docs: CompanyApplication[] }>(
      { queryKey: companyApplicationQueries.lists() },
      (page) =>
        page && {
          ...page,
          docs: page.docs.map((doc) => (doc.id === applicationId ? { ...doc, status } : doc)),
        },
    )
  }, [applicationId, status, queryClient])

  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading application…</span>
        <Skeleton className="h-16 w-64 max-w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    )
  }
  if (query.isError) {
    return <ApplicationLoadError error={query.error} onRetry={() => void query.refetch()} />
  }
  return <ApplicantCard key={query.data.id} application={query.data} />
}
