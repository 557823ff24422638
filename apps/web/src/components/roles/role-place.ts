import { ROLE_TYPE_LABELS, type RoleType } from '@app/domain'

/** 'Abuja FCT · Hybrid'; a location that repeats the work type ('Remote') is said once. */
export function placeAndType(location: string, type: RoleType): string {
  const label = ROLE_TYPE_LABELS[type]
  return location.trim().toLowerCase() === label.toLowerCase() ? label : `${location} · ${label}`
}
