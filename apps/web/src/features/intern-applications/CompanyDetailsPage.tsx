import type { ReactNode } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { WEEKDAYS, type CompanyDetails, formatMonthYear } from '@app/domain'
import { paths } from '../../lib/paths'
import { ReportButton } from '../../components/safety/ReportButton'
import { DetailList } from '../../components/profile/DetailList'
import { CompanyMark, VerifiedBadge } from '../../components/roles/CompanyMark'
import { ResponseTime } from '../../components/roles/RoleTimes'
import { PaysOnTime } from '../../components/roles/PaysOnTime'
import { BackButton } from '../../components/ui/BackButton'
import { Button, buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { Skeleton } from '../../components/ui/Skeleton'
import { Tabs } from '../../components/ui/Tabs'
import { ApiError } from '../../lib/api-client'
import { applicationQueries, publicCompanyQuery } from '../../lib/intern-application-queries'
import { socialNetworkLabel } from '../../lib/screen-format'

const NOT_SPECIFIED = 'Not specified'

const dayOrder = (day: string) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])

function WorkHours({ hours }: { hours: CompanyDetails['workHours'] }) {
  if (!hours?.length) return NOT_SPECIFIED
  const sorted = [...hours].sort((a, b) => dayOrder(a.day) - dayOrder(b.day))
  return (
    <ul className="space-y-0.5">
      {sorted.map((row) => (
        <li key={row.day}>
          {row.day}: {row.start} - {row.end}
        </li>
      ))}
    </ul>
  )
}

function SocialLinks({ links }: { links: CompanyDetails['socialMedia'] }) {
  const entries = Object.entries(links ?? {}).filter(([, url]) => url)
  if (entries.length === 0) return NOT_SPECIFIED
  return (
    <ul className="space-y-1">
      {entries.map(([platform, url]) => (
        <li key={platform} className="min-w-0">
          <span className="font-medium">{socialNetworkLabel(platform)}: </span>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand-700 underline hover:text-brand-900"
          >
            {url}
          </a>
        </li>
      ))}
    </ul>
  )
}

function DetailsPanel({ company }: { company: CompanyDetails }) {
  return (
    <DetailList
      items={[
        { label: 'About', value: company.bio || NOT_SPECIFIED },
        {
          label: 'Established',
          value: formatMonthYear(company.establishedDate) || NOT_SPECIFIED,
        },
        { label: 'Industry', value: company.industryType || NOT_SPECIFIED },
        { label: 'Work hours', value: <WorkHours hours={company.workHours} /> },
        {
          label: 'Active weekdays',
          value: company.activeWeekDays?.length ? company.activeWeekDays.join(', ') : NOT_SPECIFIED,
        },
        { label: 'Social media', value: <SocialLinks links={company.socialMedia} /> },
      ]}
    />
  )
}

function MediaPanel({ company }: { company: CompanyDetails }) {
  if (company.media.length === 0)
    return <p className="text-sm text-slate-500">No media available</p>
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {company.media.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="block">
            <img
              src={url}
              alt={`${company.companyName} image ${index + 1}`}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}

function CompanyProfile({ company, canReport }: { company: CompanyDetails; canReport: boolean }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
      <header className="flex flex-wrap items-center gap-4">
        <CompanyMark company={company} size="h-16 w-16 text-lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-brand-900">{company.companyName}</h1>
          <p className="text-sm text-slate-600">{company.industryType || NOT_SPECIFIED}</p>
          {company.verified && <VerifiedBadge />}
          <ResponseTime days={company.medianResponseDays} className="mt-1" />
          <PaysOnTime paysOnTime={company.paysOnTime} className="mt-1" />
        </div>
        {canReport && (
          <ReportButton
            target={{ type: 'company', id: company.id, name: company.companyName }}
            label="Report company"
          />
        )}
      </header>
      <Tabs
        label="Company profile"
        className="mt-6"
        tabs={[
          { id: 'details', label: 'Company Details', panel: <DetailsPanel company={company} /> },
          { id: 'media', label: 'Media', panel: <MediaPanel company={company} /> },
        ]}
      />
    </article>
  )
}

function CompanyDetailsView({
  query,
  back,
  notFound,
  canReport = false,
}: {
  query: UseQueryResult<CompanyDetails>
  back: string
  /** Signed-in interns may report the company (decision 022). */
  canReport?: boolean
  /** What a 404 says; the error message by default. */
  notFound?: ReactNode
}) {
  const isMissing = query.error instanceof ApiError && query.error.status === 404
  return (
    <div className="space-y-4">
      <title>
        {query.data ? `${query.data.companyName} — Internplace` : 'Company — Internplace'}
      </title>
      <BackButton fallback={back} />
      {query.isPending ? (
        <div role="status" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
          <span className="sr-only">Loading company…</span>
          <Skeleton className="h-16 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : isMissing && notFound ? (
        notFound
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-center">
          <p className="text-red-900">Error loading company details: {query.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <CompanyProfile company={query.data} canReport={canReport} />
      )}
    </div>
  )
}

/** /company-details/:roleId: the company behind an open role, or one the intern applied to. */
export function CompanyDetailsPage() {
  const { roleId = '' } = useParams()
  return (
    <CompanyDetailsView
      query={useQuery(applicationQueries.company(roleId))}
      back={paths.intern.applications.href()}
      canReport
    />
  )
}

/** /find-internships/:roleId/company: the company of a role on the public browse. */
export function PublicCompanyDetailsPage() {
  const { roleId = '' } = useParams()
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <CompanyDetailsView
        query={useQuery(publicCompanyQuery(roleId))}
        back={paths.findInternships.href()}
        notFound={
          <EmptyState
            title="Company not found."
            description="Sign in as an intern to see this company: some companies show their profile to interns only, and the role may have closed."
            action={
              <Link to={paths.intern.signIn.href()} className={buttonClass('primary')}>
                Sign in
              </Link>
            }
          />
        }
      />
    </div>
  )
}
