import type { Ref } from 'react'
import { Link } from 'react-router'
import {
  APPLICANT_CAP_MESSAGES,
  BROWSE_WORDS,
  signInToApplyHref,
  PLACEMENT_TYPE_LABELS,
  ROLE_TYPE_LABELS,
  isRoleFull,
  type PublicRole,
  placementBadgeDetail,
} from '@app/domain'
import { paths } from '../../lib/paths'
import { GuideLink } from '../../components/guides/GuideLink'
import { NoFeePolicy } from '../../components/safety/SafetyNotices'
import { buttonClass } from '../../components/ui/Button'
import { CompanyMark, VerifiedBadge } from '../../components/roles/CompanyMark'
import { RoleSignals } from '../../components/roles/RoleSignals'
import { PerkLabels } from '../../components/roles/RolePlacement'
import { formatRoleDuration, formatStipend } from '../../lib/screen-format'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{value}</dd>
    </div>
  )
}

/** 'SIWES/IT · 24 weeks · ND, HND', 'NYSC (PPA) · Kano', 'Internship'. */
export const placementLabel = (role: PublicRole) =>
  [PLACEMENT_TYPE_LABELS[role.placementType], placementBadgeDetail(role)]
    .filter(Boolean)
    .join(' · ')

/** The heading takes focus on small screens, where the detail replaces the list. */
export function RoleDetail({
  role,
  headingRef,
  heading: Heading = 'h2',
}: {
  role: PublicRole
  headingRef?: Ref<HTMLHeadingElement>
  /** h1 on the role's own page, h2 beside the list. */
  heading?: 'h1' | 'h2'
}) {
  // Sections sit one level below the title: h2 on the role's own page, h3 beside the list.
  const Section = Heading === 'h1' ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={`role-title-${role.id}`}
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <CompanyMark company={role.company} size="h-12 w-12" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-800">{role.company.companyName}</p>
            {role.company.verified && <VerifiedBadge />}
            {/* A company with a private profile has no page visitors may open. */}
            {role.company.profilePublic && (
              <Link
                to={paths.publicCompany.href(role.id)}
                className="block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                About {role.company.companyName}
              </Link>
            )}
          </div>
        </div>
        {isRoleFull(role.placesLeft) ? (
          <p role="note" className="text-sm font-medium text-red-700">
            {APPLICANT_CAP_MESSAGES.fullNotice}
          </p>
        ) : (
          // A visitor signs in as an intern and comes back to apply (issue 33).
          <Link
            to={signInToApplyHref(role.id)}
            className={buttonClass('primary', 'w-full sm:w-auto')}
          >
            {BROWSE_WORDS.apply}
          </Link>
        )}
      </div>
      <div>
        <Heading
          id={`role-title-${role.id}`}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 focus:outline-none"
        >
          {role.title}
        </Heading>
        <p className="mt-1 text-slate-600">{role.location}</p>
        <RoleSignals role={role} />
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Fact label="Placement type" value={placementLabel(role)} />
        <Fact label="Work type" value={ROLE_TYPE_LABELS[role.type]} />
        <Fact label="Stipend" value={formatStipend(role.minimumSalary, role.maximumSalary)} />
        <Fact label="Duration" value={formatRoleDuration(role)} />
      </dl>
      <PerkLabels perks={role.perks} />
      {role.placementType === 'siwes' && <GuideLink guide="siwesProcess" />}
      <NoFeePolicy audience="intern" />
      <section>
        <Section className="font-semibold text-brand-900">Role Summary</Section>
        <p className="mt-2 whitespace-pre-line text-slate-700">{role.roleSummary}</p>
      </section>
      <section>
        <Section className="font-semibold text-brand-900">Responsibilities</Section>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
          {role.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      {role.requirements.length > 0 && (
        <section>
          <Section className="font-semibold text-brand-900">Requirements</Section>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
            {role.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
