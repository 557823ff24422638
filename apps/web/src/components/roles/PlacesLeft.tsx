import { placesLeftLabel } from '@app/domain'

/**
 * '3 places left in the queue' once a capped role has fewer than 20 places left (domain
 * placesLeftLabel, decision 071); nothing otherwise. A full role reads as closed through its state.
 */
export function PlacesLeft({
  placesLeft,
  className = '',
}: {
  placesLeft: number | null
  className?: string
}) {
  const label = placesLeftLabel(placesLeft)
  if (!label) return null
  return (
    <p data-testid="places-left" className={`text-sm font-medium text-amber-800 ${className}`}>
      {label}
    </p>
  )
}
