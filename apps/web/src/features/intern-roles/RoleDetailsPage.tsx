import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import {
  APPLICANT_CAP_MESSAGES,
  APPLICATION_LETTER_LABELS,
  INTERN_ROLES_WORDS as WORDS,
  PLACEMENT_TYPE_LABELS,
  roleState,
  type InternRole,
  placementBadgeDetail,
} from '@app/domain'
import { paths } from '../../lib/paths'
import { GuideLink } from '../../components/guides/GuideLink'
import { NoFeePolicy } from '../../components/safety/SafetyNotices'
import { ReportButton } from '../../components/safety/ReportButton'
import { placeAndType } from '../../components/roles/role-place'
import {
  RoleCompanyLine,
  RoleDetailLayout,
  RoleTextSections,
} from '../../components/roles/RoleDetailLayout'
import { RoleSignals } from '../../components/roles/RoleSignals'
import { BackButton } from '../../components/ui/BackButton'
import { Button, buttonClass } from '../../components/ui/Button'
import { RoleMissing } from '../../components/roles/RoleMissing'
import { Skeleton } from '../../components/ui/Skeleton'
import { internRoleQueries } from '../../lib/intern-role-queries'
import { formatDate, formatRoleDuration, formatStipend } from '../../lib/screen-format'
import { hasPerks, PerkLabels } from '../../components/roles/RolePlacement'

const takesApplications = (role: InternRole) => roleState(role) === 'open'

function ApplyAction({ role }: { role: InternRole }) {
  if (role.applicationId) {
    return (
      <Link
        to={paths.intern.application.href(role.applicationId)}
        className={buttonClass('secondary', 'w-full sm:w-auto')}
      >
        {WORDS.appliedViewApplication}
      </Link>
    )
  }
  return (
    <Link
      to={paths.intern.apply.href(role.id)}
      className={buttonClass('primary', 'w-full sm:w-auto')}
    >
      {WORDS.apply}
    </Link>
  )
}

/** Instead of Apply: the role takes no more applications (closed early, past its deadline, full). */
function ClosedNotice({ role }: { role: InternRole }) {
  return (
    <p role="note" className="text-sm font-medium text-red-700">
      {role.closedAt
        ? WORDS.closedEarly(role.company.companyName, formatDate(role.closedAt))
        : roleState(role) === 'full'
          ? APPLICANT_CAP_MESSAGES.fullNotice
          : WORDS.deadlinePassed}
    </p>
  )
}

function RoleDetails({ role }: { role: InternRole }) {
  return (
    <RoleDetailLayout titleId="role-title" match={role.match}>
      <header className="space-y-4">
        <RoleCompanyLine company={role.company} isVerified={role.company.verified} />
        <Link
          to={paths.intern.companyDetails.href(role.id)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          About {role.company.companyName}
        </Link>
        <div>
          <h1 id="role-title" className="text-2xl font-bold break-words text-brand-900 sm:text-3xl">
            {role.title}
          </h1>
          <p className="mt-1 text-slate-600">{placeAndType(role.location, role.type)}</p>
          <RoleSignals role={role} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {role.applicationId || takesApplications(role) ? (
            <ApplyAction role={role} />
          ) : (
            <ClosedNotice role={role} />
          )}
          <ReportButton
            target={{ type: 'role', id: role.id, name: 'this role' }}
            label={WORDS.reportRole}
          />
        </div>
        {role.placementType === 'siwes' && (
          <Link
            to={paths.intern.letters.href(role.id)}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {APPLICATION_LETTER_LABELS.siwesRoleLink}
          </Link>
        )}
      </header>
      <NoFeePolicy audience="intern" />
      <RoleTextSections
        summary={role.roleSummary}
        responsibilities={role.responsibilities}
        requirements={role.requirements}
      />
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-500">Duration</dt>
          <dd className="font-semibold text-slate-900">{formatRoleDuration(role)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-500">Stipend</dt>
          <dd className="font-semibold text-slate-900">
            {formatStipend(role.minimumSalary, role.maximumSalary)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-500">Placement type</dt>
          <dd className="font-semibold text-slate-900">
            {PLACEMENT_TYPE_LABELS[role.placementType]}
            {placementBadgeDetail(role) && (
              <span className="font-normal text-slate-600"> · {placementBadgeDetail(role)}</span>
            )}
            {role.placementType === 'siwes' && (
              <span className="block">
                <GuideLink guide="siwesProcess" />
              </span>
            )}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-500">Perks</dt>
          <dd className="mt-1 text-slate-900">
            {hasPerks(role.perks) ? <PerkLabels perks={role.perks} /> : WORDS.noPerks}
          </dd>
        </div>
      </dl>
    </RoleDetailLayout>
  )
}

function DetailsSkeleton() {
  return (
    <div role="status" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
      <span className="sr-only">Loading role…</span>
      <Skeleton className="h-12 w-48" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-24 w-full" />
    </div>
  )
}

/** /roles/:roleId: one role in full, with how well the intern fits it. */
export function RoleDetailsPage() {
  const { roleId = '' } = useParams()
  const query = useQuery(internRoleQueries.detail(roleId))
  return (
    <div className="space-y-4">
      <title>{`${query.data?.title ?? WORDS.roleDetailsTitle} — Internplace`}</title>
      <BackButton fallback={paths.intern.roles.href()} />
      {query.isPending ? (
        <DetailsSkeleton />
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-medium text-red-900">Failed to load role details.</p>
          <p className="mt-1 text-sm text-red-800">Error: {query.error.message}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : query.data === null ? (
        <RoleMissing />
      ) : (
        <RoleDetails role={query.data} />
      )}
    </div>
  )
}
