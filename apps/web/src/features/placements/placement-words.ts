import { formatDay, PLACEMENT_TYPE_LABELS, type Placement } from '@app/domain'

/** '4 May 2026 – 16 October 2026', or what is missing. */
export function placementDates(placement: Pick<Placement, 'startDate' | 'endDate'>): string {
  if (!placement.startDate || !placement.endDate) return 'Dates not set yet'
  return `${formatDay(placement.startDate)} – ${formatDay(placement.endDate)}`
}

/** 'SIWES/IT · 2 of 24 weeks'. */
export function placementKindAndWeeks(placement: Placement): string {
  const kind = PLACEMENT_TYPE_LABELS[placement.kind]
  if (placement.weeksTotal === null) return kind
  return `${kind} · ${placement.weeksDone} of ${placement.weeksTotal} weeks`
}
