import { ROLE_TYPE_LABELS, type RoleType } from '@app/domain'
import { formatPlaceAndType } from '../../lib/screen-format'

/** 'Abuja FCT · Hybrid' for a role's location and work type. */
export const placeAndType = (location: string, type: RoleType) =>
  formatPlaceAndType(location, ROLE_TYPE_LABELS[type])
