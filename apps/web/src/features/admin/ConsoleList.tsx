import { formatCount } from '@app/domain'
import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { PageMeta } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { LoadError } from '../../components/ui/LoadError'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { hasMessageForPeople } from '../../lib/api-client'

interface ConsoleListProps<T> {
  query: UseQueryResult<{ docs: T[]; meta: PageMeta }>
  /** Names the list for screen readers: 'Companies waiting for verification'. */
  label: string
  /**
   * What an empty list says. `pastEnd` is said instead on a page past the last one (an old link, a
   * list that shrank): 'No more actions on this page'.
   */
  empty: { title: string; description?: ReactNode; action?: ReactNode; pastEnd?: string }
  onPageChange: (page: number) => void
  renderItem: (item: T) => ReactNode
  itemKey: (item: T) => string
}

const LOAD_FAILED = 'This list could not be loaded.'

/** A page of a console list: loading, error, empty, the rows, and paging. */
export function ConsoleList<T>({
  query,
  label,
  empty,
  onPageChange,
  renderItem,
  itemKey,
}: ConsoleListProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`} className="space-y-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-28 w-full rounded-2xl" />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return (
      <LoadError
        message={hasMessageForPeople(query.error) ? query.error.message : LOAD_FAILED}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const { docs, meta } = query.data
  if (docs.length === 0 && meta.page > 1)
    return <PastTheEnd meta={meta} empty={empty} onPageChange={onPageChange} />
  if (docs.length === 0) {
    return <EmptyState title={empty.title} description={empty.description} action={empty.action} />
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        {meta.totalDocsCapped
          ? `${formatCount(meta.totalDocs, 'result').replace(' ', '+ ')}`
          : formatCount(meta.totalDocs, 'result')}
      </p>
      <ul aria-label={label} className={`space-y-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        {docs.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pagination
        page={meta.page}
        totalPages={meta.totalPages}
        onPageChange={onPageChange}
        label={`${label}, pages`}
      />
    </div>
  )
}

/** A page past the last: says so, and leads to the last page there is (or the first). */
function PastTheEnd({
  meta,
  empty,
  onPageChange,
}: {
  meta: PageMeta
  empty: ConsoleListProps<unknown>['empty']
  onPageChange: (page: number) => void
}) {
  const hasAny = meta.totalDocs > 0
  return (
    <EmptyState
      title={empty.pastEnd ?? 'Nothing more on this page'}
      description={
        hasAny
          ? `This list has ${formatCount(meta.totalDocs, 'result')} on ${formatCount(meta.totalPages, 'page')}.`
          : empty.title
      }
      action={
        <Button variant="secondary" onClick={() => onPageChange(hasAny ? meta.totalPages : 1)}>
          {hasAny ? `Go to page ${meta.totalPages}` : 'Go to the first page'}
        </Button>
      }
    />
  )
}
