import { useEffect, useRef, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { InternRole, PageMeta } from '@app/domain'
import { InternRoleCard } from './InternRoleCard'
import { Button } from '../../components/ui/Button'
import { Pagination } from '../../components/ui/Pagination'
import { Skeleton } from '../../components/ui/Skeleton'
import { SavedBanner } from './SavedBanner'
import { useRoleSaving } from './useRoleSaving'

interface RoleCardListProps {
  query: UseQueryResult<{ docs: InternRole[]; meta: PageMeta }>
  /** Names the list and its paging for screen readers. */
  label: string
  errorText: (message: string) => string
  empty: ReactNode
  onPageChange: (page: number) => void
}

function LoadingCards() {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">Loading roles…</span>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex gap-3">
            <Skeleton className="h-10 w-10" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-10 w-1/2" />
        </div>
      ))}
    </div>
  )
}

/** Role cards with loading, error, empty and paging, and save / unsave on each card. */
export function RoleCardList({ query, label, errorText, empty, onPageChange }: RoleCardListProps) {
  const saving = useRoleSaving()
  const topRef = useRef<HTMLDivElement>(null)
  const meta = query.data?.meta
  // Unsaving the last role of the last page leaves an empty page: step back to one that exists.
  const lastPage =
    meta && !query.isPlaceholderData && meta.page > meta.totalPages ? meta.totalPages : 0
  const onPageChangeRef = useRef(onPageChange)
  useEffect(() => {
    onPageChangeRef.current = onPageChange
  })
  useEffect(() => {
    if (lastPage > 0) onPageChangeRef.current(lastPage)
  }, [lastPage])

  if (query.isPending) return <LoadingCards />
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-center">
        <p className="text-red-900">{errorText(query.error.message)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    )
  }
  const { docs } = query.data
  const changePage = (page: number) => {
    onPageChange(page)
    topRef.current?.scrollIntoView?.({ block: 'start' })
  }
  return (
    <div ref={topRef} className="scroll-mt-20 space-y-6">
      {docs.length === 0 ? (
        empty
      ) : (
        <ul
          aria-label={label}
          aria-busy={query.isPlaceholderData}
          className={`grid gap-4 transition-opacity md:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {docs.map((role) => (
            <li key={role.id}>
              <InternRoleCard
                role={role}
                onSave={() => saving.save(role.id)}
                onUnsave={() => saving.unsave(role.id)}
                isSaveBusy={saving.isBusy(role.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={query.data.meta.page}
        totalPages={query.data.meta.totalPages}
        onPageChange={changePage}
        label={`${label} pages`}
      />
      <SavedBanner text={saving.bannerText} />
    </div>
  )
}
