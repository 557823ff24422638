import { roleState, type PublicRole } from '@app/domain'
import { CompanyMark, VerifiedBadge } from '../../components/roles/CompanyMark'
import { DeadlineLabel, ResponseTime } from '../../components/roles/RoleTimes'
import { PaysOnTime } from '../../components/roles/PaysOnTime'
import { PlacesLeft } from '../../components/roles/PlacesLeft'
import { RolePlacementFacts } from '../../components/roles/RolePlacement'
import { RoleFreshness } from '../../components/roles/RoleFreshness'

const REQUIREMENTS_SHOWN = 3

interface RoleCardProps {
  role: PublicRole
  isSelected: boolean
  isSaved: boolean
  onSelect: () => void
  onToggleSaved: () => void
}

export const roleCardId = (roleId: string) => `role-card-${roleId}`

/** The title button stretches over the card, so the whole card selects it; Save sits above it. */
export function RoleCard({ role, isSelected, isSaved, onSelect, onToggleSaved }: RoleCardProps) {
  const shown = role.requirements.slice(0, REQUIREMENTS_SHOWN)
  const hidden = role.requirements.length - shown.length
  return (
    <article
      aria-current={isSelected || undefined}
      className={`relative rounded-xl border bg-white p-4 shadow-sm transition-colors has-[button:hover]:border-brand-500 ${
        isSelected
          ? 'border-slate-200 lg:border-brand-900 lg:ring-1 lg:ring-brand-900'
          : 'border-slate-200'
      }`}
    >
      <div className="flex items-start gap-3">
        <CompanyMark company={role.company} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="truncate">{role.company.companyName}</span>
            {role.company.verified && <VerifiedBadge />}
          </p>
          <h3 className="mt-0.5 text-base font-semibold text-brand-900">
            <button
              id={roleCardId(role.id)}
              type="button"
              onClick={onSelect}
              className="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-brand-500"
            >
              {role.title}
            </button>
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">{role.location}</p>
          <DeadlineLabel
            deadline={role.applicationDeadline}
            state={roleState(role)}
            className="mt-0.5"
          />
          <PlacesLeft placesLeft={role.placesLeft} className="mt-0.5" />
          <ResponseTime days={role.company.medianResponseDays} className="mt-0.5" />
          <PaysOnTime paysOnTime={role.company.paysOnTime} className="mt-1" />
        </div>
        <button
          type="button"
          aria-pressed={isSaved}
          aria-label={`${isSaved ? 'Saved' : 'Save'}: ${role.title}`}
          onClick={onToggleSaved}
          className={`relative z-10 min-h-9 rounded-full border px-3 text-xs font-semibold ${
            isSaved
              ? 'border-accent-600 bg-accent-500/15 text-green-800'
              : 'border-slate-300 text-slate-700 hover:border-brand-500'
          }`}
        >
          {isSaved ? 'Saved' : 'Save'}
        </button>
      </div>
      <RolePlacementFacts role={role} className="mt-3" />
      {shown.length > 0 && (
        <ul aria-label="Requirements" className="mt-3 flex flex-wrap gap-1.5">
          {shown.map((requirement) => (
            <li
              key={requirement}
              className="max-w-full truncate rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700"
            >
              {requirement}
            </li>
          ))}
          {hidden > 0 && <li className="px-1 py-1 text-xs text-slate-500">+{hidden} more</li>}
        </ul>
      )}
      <RoleFreshness role={role} className="mt-3" />
    </article>
  )
}
