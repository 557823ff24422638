import { EmptyState } from '../../components/ui/EmptyState'
import { buttonClass } from '../../components/ui/Button'
import {
  narrowingFilters,
  noMatchSentence,
  type BrowseCriteria,
  type BrowseFilterKey,
} from './browse.api'

interface NoMatchingRolesProps {
  criteria: BrowseCriteria
  onTurnOff: (key: BrowseFilterKey) => void
  onClearFilters: () => void
}

/**
 * An empty list that names the filters that emptied it ('No roles match Remote + SIWES/IT') and
 * offers to turn each off, or all of them (decision 038): the default Remote pill stays on beside
 * a placement type someone chose, and would otherwise hide why nothing shows.
 */
export function NoMatchingRoles({ criteria, onTurnOff, onClearFilters }: NoMatchingRolesProps) {
  const filters = narrowingFilters(criteria)
  return (
    <EmptyState
      title="No jobs match your criteria"
      description={
        filters.length > 0 ? (
          <p>{`${noMatchSentence(criteria)}.`}</p>
        ) : (
          <p>Try another page, or come back soon for new roles.</p>
        )
      }
      action={
        filters.length > 0 && (
          <div
            role="group"
            aria-label="Turn filters off"
            className="flex flex-wrap justify-center gap-2"
          >
            {filters.map((filter) => (
              <button
                key={filter.key}
                type="button"
                onClick={() => onTurnOff(filter.key)}
                className={buttonClass('secondary', 'px-3')}
              >
                <span aria-hidden="true">×</span> Turn off {filter.label}
              </button>
            ))}
            {filters.length > 1 && (
              <button
                type="button"
                onClick={onClearFilters}
                className={buttonClass('primary', 'px-3')}
              >
                Clear filters
              </button>
            )}
          </div>
        )
      }
    />
  )
}
