import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { paths } from '../../lib/paths'
import { ApplicationStatusBadge } from '../../components/applications/ApplicationStatusBadge'
import { DetailList } from '../../components/profile/DetailList'
import { Skeleton } from '../../components/ui/Skeleton'
import { companyApplicationQueries } from '../../lib/company-application-queries'
import { ApplicantAvatar } from './ApplicantAvatar'
import { ApplicationLoadError } from './ApplicationLoadError'
import { Media } from './ApplicantDetail'
import { MessageApplicantLink } from './MessageApplicantLink'
import { NOT_SPECIFIED, applicantName, educationDates, personalDetailItems } from './applicant'

/** /view/applicant/:applicationId: the applicant's profile as they applied, read-only. */
export function ApplicantProfilePage() {
  const { applicationId = '' } = useParams()
  const query = useQuery(companyApplicationQueries.detail(applicationId))
  const application = query.data
  const name = application ? applicantName(application.user) : null

  return (
    <div className="space-y-4">
      <title>{name ? `${name} — Internplace` : 'Applicant — Internplace'}</title>
      <Link
        to={paths.company.applications.href(applicationId)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <span aria-hidden="true">←</span> Back to application
      </Link>
      {query.isPending ? (
        <div role="status" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
          <span className="sr-only">Loading applicant…</span>
          <Skeleton className="h-16 w-64 max-w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <ApplicationLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        application && (
          <article className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
            <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <ApplicantAvatar user={application.user} size="h-20 w-20 text-xl" />
              <div className="min-w-0 sm:flex-1">
                <h1 className="text-2xl font-bold break-words text-brand-900">{name}</h1>
                <p className="text-sm break-all text-slate-600">{application.user.email}</p>
                <p className="mt-1 text-sm text-slate-600">
                  Applied for {application.role.title}{' '}
                  <ApplicationStatusBadge status={application.status} />
                </p>
              </div>
              <MessageApplicantLink application={application} className="w-full sm:w-auto" />
            </header>

            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-lg font-semibold text-brand-900">
                About
              </h2>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
                {application.user.bio || NOT_SPECIFIED}
              </p>
            </section>

            <section aria-labelledby="details-heading">
              <h2 id="details-heading" className="text-lg font-semibold text-brand-900">
                Personal Details
              </h2>
              <DetailList items={personalDetailItems(application.user)} />
            </section>

            <section aria-labelledby="education-heading">
              <h2 id="education-heading" className="text-lg font-semibold text-brand-900">
                Education
              </h2>
              <DetailList
                items={[
                  {
                    label: 'Field of study',
                    value: application.user.fieldOfStudy || NOT_SPECIFIED,
                  },
                  { label: 'School', value: application.user.institutionName || NOT_SPECIFIED },
                  { label: 'Dates', value: educationDates(application.user) },
                ]}
              />
            </section>

            <section aria-labelledby="skills-heading">
              <h2 id="skills-heading" className="text-lg font-semibold text-brand-900">
                Skills
              </h2>
              {application.user.skills.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500">{NOT_SPECIFIED}</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {application.user.skills.map((skill) => (
                    <li
                      key={skill}
                      className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="resume-heading">
              <h2 id="resume-heading" className="mb-2 text-lg font-semibold text-brand-900">
                Resume
              </h2>
              <Media application={application} />
            </section>
          </article>
        )
      )}
    </div>
  )
}
