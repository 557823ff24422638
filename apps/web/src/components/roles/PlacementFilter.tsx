import { PLACEMENT_TYPE_LABELS, PLACEMENT_TYPES, type PlacementType } from '@app/domain'
import { FilterPills } from './FilterPills'

const PLACEMENT_PILLS = [
  { id: 'all', label: 'All placements' },
  ...PLACEMENT_TYPES.map((id) => ({ id, label: PLACEMENT_TYPE_LABELS[id] })),
] as const satisfies readonly { id: PlacementType | 'all'; label: string }[]

/** The placement-type chips of a role list: all placements, or one type. */
export function PlacementFilter({
  value,
  onChange,
}: {
  value: PlacementType | ''
  onChange: (value: PlacementType | '') => void
}) {
  return (
    <FilterPills
      label="Placement type"
      pills={PLACEMENT_PILLS}
      active={value || 'all'}
      onChange={(id) => onChange(id === 'all' ? '' : id)}
    />
  )
}
