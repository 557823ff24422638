import { INTERN_ROLE_PILLS, INTERN_ROLES_WORDS as WORDS, resultsText } from '@app/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { DebouncedSearchField } from '../../components/roles/DebouncedSearchField'
import { FilterPills } from '../../components/roles/FilterPills'
import { PlacementFilter } from '../../components/roles/PlacementFilter'
import { pinIcon, searchIcon } from '../../components/roles/field-icons'
import { EmptyState } from '../../components/ui/EmptyState'
import { internRoleQueries } from '../../lib/intern-role-queries'
import { AlertMeButton } from './AlertMeButton'
import { RoleCardList } from './RoleCardList'
import { useRoleParams } from './useRoleParams'

function ResultsCount({ total }: { total: number | undefined }) {
  return (
    <p aria-live="polite" className="text-sm text-slate-600">
      {total !== undefined && (
        <span className="font-semibold text-slate-900">{resultsText(total)}</span>
      )}
      {total !== undefined && <span aria-hidden="true"> · </span>}
      {WORDS.basedOnPreference}
    </p>
  )
}

/** /intern/roles: open roles ranked for the signed-in intern (spec §2 'Recommended roles'). */
export function RecommendedRolesPage() {
  const params = useRoleParams()
  const query = useQuery(internRoleQueries.list(params.filters))
  return (
    <div className="space-y-5">
      <title>{`${WORDS.recommendedTitle} — Internplace`}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {WORDS.recommendedTitle}
          </h1>
          <ResultsCount total={query.data?.meta.totalDocs} />
        </div>
        <Link
          to={paths.intern.savedRoles.href()}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {WORDS.savedLink}
        </Link>
      </header>
      <div role="search" className="flex flex-col gap-3 sm:flex-row">
        <DebouncedSearchField
          label={WORDS.searchLabel}
          placeholder={WORDS.searchLabel}
          icon={searchIcon}
          value={params.search}
          onCommit={params.setSearch}
        />
        <div className="sm:max-w-xs sm:flex-1">
          <DebouncedSearchField
            label={WORDS.locationLabel}
            placeholder={WORDS.locationPlaceholder}
            icon={pinIcon}
            value={params.location}
            onCommit={params.setLocation}
          />
        </div>
      </div>
      <PlacementFilter value={params.placementType} onChange={params.setPlacementType} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterPills pills={INTERN_ROLE_PILLS} active={params.pill} onChange={params.setPill} />
        <AlertMeButton criteria={params.filters} />
      </div>
      <RoleCardList
        query={query}
        label="Recommended roles"
        errorText={(message) => `Failed to load roles: ${message}`}
        empty={<EmptyState title={WORDS.noRoles} description={WORDS.noRolesHint} />}
        onPageChange={params.setPage}
      />
    </div>
  )
}
