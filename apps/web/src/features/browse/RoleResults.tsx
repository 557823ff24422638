import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { BROWSE_WORDS, buttonClass, pastLastPageText, rolesFoundText } from '@app/domain'
import { EmptyState } from '../../components/ui/EmptyState'
import { Pagination } from '../../components/ui/Pagination'
import {
  browseQueries,
  hasCriteria,
  type BrowseCriteria,
  type BrowseFilterKey,
  type BrowseFilters,
} from './browse.api'
import { NoMatchingRoles } from './NoMatchingRoles'
import { RoleCard, roleCardId } from './RoleCard'
import { RoleDetail } from './RoleDetail'
import { useSavedRoles } from './useSavedRoles'
import { isSingleColumn } from '../../lib/screen'

interface RoleResultsProps {
  filters: BrowseFilters
  /** The criteria as the page shows them, so an empty list can name and undo them. */
  criteria: BrowseCriteria
  onPageChange: (page: number) => void
  onTurnOff: (key: BrowseFilterKey) => void
  onClearFilters: () => void
}

/** The list of role cards beside the selected role; on small screens one replaces the other. */
export function RoleResults({
  filters,
  criteria,
  onPageChange,
  onTurnOff,
  onClearFilters,
}: RoleResultsProps) {
  const query = useQuery(browseQueries.list(filters))
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [isDetailOpen, setDetailOpen] = useState(false)
  const { isSaved, toggleSaved } = useSavedRoles()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const listTopRef = useRef<HTMLHeadingElement>(null)

  // A screen tall, so the footer does not jump down when the list arrives (layout shift).
  if (query.isPending)
    return (
      <p role="status" className="min-h-dvh py-10 text-center text-slate-600">
        Loading...
      </p>
    )
  if (query.isError) {
    return (
      <p
        role="alert"
        className="rounded-lg border-l-4 border-red-600 bg-red-50 px-4 py-3 text-red-900"
      >
        Error loading jobs: {query.error.message}
      </p>
    )
  }

  const { docs, meta } = query.data
  const selected = docs.find((role) => role.id === selectedId) ?? docs[0]

  const select = (id: string) => {
    setSelectedId(id)
    if (!isSingleColumn()) return
    setDetailOpen(true)
    requestAnimationFrame(() => headingRef.current?.focus())
  }
  const backToList = () => {
    setDetailOpen(false)
    requestAnimationFrame(
      () => selected && document.getElementById(roleCardId(selected.id))?.focus(),
    )
  }
  const changePage = (page: number) => {
    onPageChange(page)
    listTopRef.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <div
      aria-busy={query.isPlaceholderData}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <section aria-labelledby="results-title" className={isDetailOpen ? 'hidden lg:block' : ''}>
        <h2
          id="results-title"
          ref={listTopRef}
          className="mb-3 scroll-mt-20 text-sm text-slate-600"
          aria-live="polite"
        >
          {rolesFoundText(meta.totalDocs, meta.totalDocsCapped)}
        </h2>
        {docs.length === 0 &&
          (meta.totalDocs > 0 ? (
            <EmptyState
              title={BROWSE_WORDS.pastLastPageTitle}
              description={pastLastPageText(meta.totalPages)}
              action={
                <button
                  type="button"
                  onClick={() => changePage(1)}
                  className={buttonClass('primary')}
                >
                  {BROWSE_WORDS.firstPage}
                </button>
              }
            />
          ) : hasCriteria(filters) || filters.page > 1 ? (
            <NoMatchingRoles
              criteria={criteria}
              onTurnOff={onTurnOff}
              onClearFilters={onClearFilters}
            />
          ) : (
            <EmptyState title={BROWSE_WORDS.noRolesTitle} description={BROWSE_WORDS.noRolesText} />
          ))}
        <ul
          aria-label="Roles"
          className={`space-y-3 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {docs.map((role) => (
            <li key={role.id}>
              <RoleCard
                role={role}
                isSelected={role.id === selected?.id}
                isSaved={isSaved(role.id)}
                onSelect={() => select(role.id)}
                onToggleSaved={() => toggleSaved(role.id)}
              />
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <Pagination
            page={meta.page}
            totalPages={meta.totalPages}
            onPageChange={changePage}
            label={BROWSE_WORDS.pagesLabel}
          />
        </div>
      </section>
      <div
        className={`lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto ${isDetailOpen ? '' : 'hidden lg:block'}`}
      >
        <button
          type="button"
          onClick={backToList}
          className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-900 lg:hidden"
        >
          <span aria-hidden="true">←</span> Back to roles
        </button>
        {selected ? (
          <RoleDetail role={selected} headingRef={headingRef} />
        ) : (
          <p className="hidden rounded-xl border border-dashed border-slate-300 py-16 text-center text-slate-600 lg:block">
            {BROWSE_WORDS.selectRole}
          </p>
        )}
      </div>
    </div>
  )
}
