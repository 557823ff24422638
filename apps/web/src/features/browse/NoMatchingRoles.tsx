import { BROWSE_WORDS, turnOffLabel } from '@app/domain'
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
      title={BROWSE_WORDS.noMatchTitle}
      description={
        filters.length > 0 ? (
          <p>{`${noMatchSentence(criteria)}.`}</p>
        ) : (
          <p>{BROWSE_WORDS.noMatchOtherPage}</p>
        )
      }
      action={
        filters.length > 0 && (
          <div
            role="group"
            aria-label={BROWSE_WORDS.turnOffLabel}
            className="flex flex-wrap justify-center gap-2"
          >
            {filters.map((filter) => (
              <button
                key={filter.key}
                type="button"
                onClick={() => onTurnOff(filter.key)}
                className={buttonClass('secondary', 'px-3')}
              >
                <span aria-hidden="true">×</span> {turnOffLabel(filter.label)}
              </button>
            ))}
            {filters.length > 1 && (
              <button
                type="button"
                onClick={onClearFilters}
                className={buttonClass('primary', 'px-3')}
              >
                {BROWSE_WORDS.clearFilters}
              </button>
            )}
          </div>
        )
      }
    />
  )
}
