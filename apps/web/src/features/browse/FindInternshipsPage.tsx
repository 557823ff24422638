import { BROWSE_WORDS } from '@app/domain'
import { BROWSE_PILLS } from './browse.api'
import { DebouncedSearchField } from '../../components/roles/DebouncedSearchField'
import { FilterPills } from '../../components/roles/FilterPills'
import { PlacementFilter } from '../../components/roles/PlacementFilter'
import { pinIcon, searchIcon } from '../../components/roles/field-icons'
import { RoleResults } from './RoleResults'
import { useBrowseParams } from './useBrowseParams'

export function FindInternshipsPage() {
  const browse = useBrowseParams()
  /** Each filter an empty list names, turned off ('Most Relevant' narrows by no work type). */
  const turnOff = {
    search: () => browse.setSearch(''),
    location: () => browse.setLocation(''),
    pill: () => browse.setPill('relevant'),
    placementType: () => browse.setPlacementType(''),
  }
  return (
    <>
      <title>{BROWSE_WORDS.title}</title>
      <div className="surface-dark bg-brand-900">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h1 className="text-3xl font-bold text-white sm:text-4xl">{BROWSE_WORDS.heading}</h1>
          <p className="mt-2 text-brand-100">{BROWSE_WORDS.intro}</p>
          <div role="search" className="mt-6 flex flex-col gap-3 sm:flex-row">
            <DebouncedSearchField
              label={BROWSE_WORDS.searchLabel}
              placeholder={BROWSE_WORDS.searchPlaceholder}
              icon={searchIcon}
              value={browse.search}
              onCommit={browse.setSearch}
            />
            <DebouncedSearchField
              label={BROWSE_WORDS.locationLabel}
              placeholder={BROWSE_WORDS.locationPlaceholder}
              icon={pinIcon}
              value={browse.location}
              onCommit={browse.setLocation}
            />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6">
        <div className="space-y-3">
          <PlacementFilter value={browse.placementType} onChange={browse.setPlacementType} />
          <FilterPills pills={BROWSE_PILLS} active={browse.pill} onChange={browse.setPill} />
        </div>
        <RoleResults
          filters={browse.filters}
          criteria={browse}
          onPageChange={browse.setPage}
          onTurnOff={(key) => turnOff[key]()}
          onClearFilters={() => browse.clearFilters('relevant')}
        />
      </div>
    </>
  )
}
