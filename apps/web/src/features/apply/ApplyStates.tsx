import type { ReactNode } from 'react'
import type { InternMe, InternRole } from '@app/domain'
import { RoleMissing } from '../../components/roles/RoleMissing'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import type { useApplyData } from './useApplyData'

export function ApplyLoading() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  )
}

/** Spec §8: 'Error: {message}', or 'Failed to load data' without one. */
export function ApplyError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-red-900">{message ? `Error: ${message}` : 'Failed to load data'}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}

/**
 * An apply page's role and profile once both are loaded; until then a skeleton, the error with
 * Retry, or 'Role not found'.
 */
export function WithApplyData({
  data,
  children,
}: {
  data: ReturnType<typeof useApplyData>
  children: (role: InternRole, me: InternMe) => ReactNode
}) {
  if (data.isPending) return <ApplyLoading />
  if (data.error) return <ApplyError message={data.error.message} onRetry={data.retry} />
  if (!data.role || !data.me) return <RoleMissing />
  return children(data.role, data.me)
}
