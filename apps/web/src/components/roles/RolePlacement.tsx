import {
  PERK_LABELS,
  PERKS,
  PLACEMENT_BADGE_CLASS,
  PLACEMENT_TYPE_LABELS,
  isUnpaid,
  placementBadgeDetail,
  type PlacementBadgeFacts,
  type PublicRole,
  type RolePerks,
} from '@app/domain'
import { formatStipend } from '../../lib/screen-format'

/** What a role, a company's role or a draft says of its placement and pay. */
type PlacementFacts = Pick<
  PublicRole,
  'placementType' | 'siwesWeeks' | 'siwesProgrammes' | 'nyscState' | 'minimumSalary'
> & { maximumSalary: number | null; perks: RolePerks }

/** The placement type as a small badge, with its SIWES weeks and programmes or NYSC state. */
export function PlacementBadge({ role }: { role: PlacementBadgeFacts }) {
  const detail = placementBadgeDetail(role)
  return (
    <span
      className={`inline-flex max-w-full items-center rounded-full px-2 py-0.5 text-xs font-semibold ${PLACEMENT_BADGE_CLASS[role.placementType]}`}
    >
      <span className="sr-only">Placement type: </span>
      <span className="truncate">
        {PLACEMENT_TYPE_LABELS[role.placementType]}
        {detail && <span className="font-normal"> · {detail}</span>}
      </span>
    </span>
  )
}

/** The monthly stipend in NGN, or 'Unpaid' plainly marked. */
export function Stipend({ role, className = '' }: { role: PlacementFacts; className?: string }) {
  const unpaid = isUnpaid(role.minimumSalary, role.maximumSalary)
  return (
    <span className={`${unpaid ? 'text-amber-800' : 'text-slate-900'} ${className}`}>
      <span className="sr-only">Stipend: </span>
      {formatStipend(role.minimumSalary, role.maximumSalary)}
    </span>
  )
}

export const hasPerks = (perks: RolePerks) => PERKS.some((perk) => perks[perk])

/** The perks a role offers as small labels; nothing when it offers none. */
export function PerkLabels({
  perks,
  className = '',
}: Pick<PlacementFacts, 'perks'> & { className?: string }) {
  const offered = PERKS.filter((perk) => perks[perk])
  if (offered.length === 0) return null
  return (
    <ul aria-label="Perks" className={`flex flex-wrap gap-1.5 ${className}`}>
      {offered.map((perk) => (
        <li
          key={perk}
          className="rounded-md border border-slate-200 bg-white px-2 py-0.5 text-xs text-slate-700"
        >
          {PERK_LABELS[perk]}
        </li>
      ))}
    </ul>
  )
}

/** Badge, stipend and perks in one wrapping row, as role cards show them. */
export function RolePlacementFacts({
  role,
  className = '',
}: {
  role: PlacementFacts
  className?: string
}) {
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm ${className}`}>
      <PlacementBadge role={role} />
      <Stipend role={role} className="font-semibold" />
      <PerkLabels perks={role.perks} />
    </div>
  )
}
