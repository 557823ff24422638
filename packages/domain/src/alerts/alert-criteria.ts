// The alert form's fields and the rule of what an alert must watch, without zod: the settings form
// and the roles page's dialog use them, and the API's schema checks the same rule.

/** The alert form's fields as the intern sees them; every message about a field names it so. */
export const ALERT_FIELD_LABELS = {
  search: 'Role or skill',
  location: 'Location',
  type: 'Work type',
  placementType: 'Placement type',
  frequency: 'How often',
} as const

interface AlertCriteriaFields {
  search?: string | null
  location?: string | null
  type?: string | null
  placementType?: string | null
}

/**
 * Whether an alert watches something: a search, a location, a work type or a placement type. One
 * with none would mail the intern every new role, which nobody asking for alerts means.
 */
export const hasAlertCriteria = (alert: AlertCriteriaFields): boolean =>
  Boolean(alert.search?.trim() || alert.location?.trim() || alert.type || alert.placementType)
