import { PLACEMENT_TYPES, pageFromAddress, type PlacementType } from '@app/domain'
import { useAddressParams } from '../../lib/address-params'

type RoleSearchParam = 'search' | 'location' | 'filter' | 'placementType' | 'page'

const isPlacementType = (value: string | null): value is PlacementType =>
  PLACEMENT_TYPES.includes(value as PlacementType)

/**
 * Role search criteria kept in the address (search, location, filter pill, placement type, page),
 * so a refresh, Back or a shared link keeps them. The public browse and the intern's roles differ only in pills.
 */
export function useRoleSearchParams<Pill extends string>(
  isPill: (value: string | null) => value is Pill,
  /** The pill without one in the address; it may depend on the placement type (decision 038). */
  defaultPill: Pill | ((placementType: PlacementType | '') => Pill),
) {
  const [params, update] = useAddressParams<RoleSearchParam>()
  const defaultOf = (type: PlacementType | '') =>
    typeof defaultPill === 'function' ? defaultPill(type) : defaultPill
  const search = params.get('search') ?? ''
  const location = params.get('location') ?? ''
  const rawPlacementType = params.get('placementType')
  /** '' for every placement type. */
  const placementType: PlacementType | '' = isPlacementType(rawPlacementType)
    ? rawPlacementType
    : ''
  const rawPill = params.get('filter')
  const pill: Pill = isPill(rawPill) ? rawPill : defaultOf(placementType)
  const page = pageFromAddress(params.get('page'))
  /**
   * The address names a pill unless it is the default with and without the placement type, so
   * a pill chosen beside a placement type stays when that type is turned off.
   */
  const pillParam = (value: Pill, type: PlacementType | '') =>
    value === defaultOf(type) && value === defaultOf('') ? '' : value

  return {
    pill,
    search,
    location,
    placementType,
    page,
    setSearch: (value: string) => update({ search: value }, true),
    setLocation: (value: string) => update({ location: value }, true),
    setPill: (value: Pill) => update({ filter: pillParam(value, placementType) }, false),
    setPlacementType: (value: PlacementType | '') => update({ placementType: value }, false),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : '' }, false),
    /** Turns every criterion off: no words, no place, every placement, and `pill`. */
    clearFilters: (value: Pill) =>
      update({ search: '', location: '', placementType: '', filter: pillParam(value, '') }, false),
  }
}
