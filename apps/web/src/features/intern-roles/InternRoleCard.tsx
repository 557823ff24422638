import { Link } from 'react-router'
import {
  ROLE_TYPE_LABELS,
  postedAgoLabel,
  roleState,
  type InternRole,
  INTERN_ROLES_WORDS as WORDS,
} from '@app/domain'
import { paths } from '../../lib/paths'
import { buttonClass } from '../../components/ui/Button'
import { CompanyMark, VerifiedBadge } from '../../components/roles/CompanyMark'
import { DeadlineLabel, ResponseTime } from '../../components/roles/RoleTimes'
import { PaysOnTime } from '../../components/roles/PaysOnTime'
import { PlacesLeft } from '../../components/roles/PlacesLeft'
import { MatchScoreBadge } from '../../components/roles/MatchScore'
import { RolePlacementFacts } from '../../components/roles/RolePlacement'
import { formatRoleDuration, locationRepeatsType } from '../../lib/screen-format'
import { ActivelyReviewingBadge } from '../../components/roles/RoleFreshness'

interface InternRoleCardProps {
  role: InternRole
  onSave: () => void
  onUnsave: () => void
  /** A save or unsave of this role is on its way. */
  isSaveBusy?: boolean
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="truncate">{value}</dd>
    </div>
  )
}

function SaveControl({ role, onSave, onUnsave, isSaveBusy }: InternRoleCardProps) {
  if (!role.isSaved) {
    return (
      <button
        type="button"
        onClick={onSave}
        disabled={isSaveBusy}
        className={buttonClass('ghost', 'px-3')}
      >
        {WORDS.save}
        <span className="sr-only">: {role.title}</span>
      </button>
    )
  }
  return (
    <span className="inline-flex items-center gap-1">
      <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-accent-500/15 px-3 text-xs font-semibold text-green-800">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
          <path d="M4 1.5h8a1 1 0 0 1 1 1v12l-5-3-5 3v-12a1 1 0 0 1 1-1z" />
        </svg>
        {WORDS.saved}
      </span>
      <button
        type="button"
        onClick={onUnsave}
        disabled={isSaveBusy}
        className="min-h-11 rounded-lg px-2 text-xs font-semibold text-slate-600 underline hover:text-brand-900 disabled:text-slate-400"
      >
        {WORDS.unsave}
        <span className="sr-only">: {role.title}</span>
      </button>
    </span>
  )
}

/** A role on the intern's lists: who, what, where, pay, fit, and the ways forward. */
export function InternRoleCard(props: InternRoleCardProps) {
  const { role } = props
  const titleId = `intern-role-${role.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <CompanyMark company={role.company} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-800">
            <span className="break-words">{role.company.companyName}</span>
            {role.company.verified && <VerifiedBadge />}
          </p>
          <p className="text-xs text-slate-500">
            {role.company.industryType ?? 'Industry not specified'}
          </p>
        </div>
        <MatchScoreBadge
          match={role.match}
          className="flex-none rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-900"
        />
      </div>
      <h2 id={titleId} className="mt-3 text-lg font-semibold break-words text-brand-900">
        {role.title}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-600">
        <Fact label="Location" value={role.location} />
        {!locationRepeatsType(role.location, ROLE_TYPE_LABELS[role.type]) && (
          <Fact label="Work type" value={ROLE_TYPE_LABELS[role.type]} />
        )}
        <Fact label="Duration" value={formatRoleDuration(role)} />
        <Fact label="Posted" value={postedAgoLabel(role.postedAt)} />
      </dl>
      <DeadlineLabel deadline={role.applicationDeadline} state={roleState(role)} className="mt-2" />
      <PlacesLeft placesLeft={role.placesLeft} className="mt-1" />
      <ResponseTime days={role.company.medianResponseDays} className="mt-1" />
      <PaysOnTime paysOnTime={role.company.paysOnTime} className="mt-1" />
      {role.activelyReviewing && <ActivelyReviewingBadge className="mt-1 self-start" />}
      <RolePlacementFacts role={role} className="mt-2" />
      {/* Pushes the actions to the bottom, so cards side by side line them up. */}
      <div aria-hidden="true" className="min-h-4 flex-1" />
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        {role.applicationId ? (
          <Link
            to={paths.intern.application.href(role.applicationId)}
            className={buttonClass('secondary', 'px-4')}
          >
            {WORDS.applied}
            <span className="sr-only">: view your application for {role.title}</span>
          </Link>
        ) : (
          <Link to={paths.intern.apply.href(role.id)} className={buttonClass('primary', 'px-4')}>
            {WORDS.apply}
            <span className="sr-only"> for {role.title}</span>
          </Link>
        )}
        <Link to={paths.intern.role.href(role.id)} className={buttonClass('ghost', 'px-3')}>
          {WORDS.learnMore}
          <span className="sr-only"> about {role.title}</span>
        </Link>
        <span className="ml-auto">
          <SaveControl {...props} />
        </span>
      </div>
    </article>
  )
}
