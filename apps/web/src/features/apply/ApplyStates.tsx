import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { Button, buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { Skeleton } from '../../components/ui/Skeleton'

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

export function RoleMissing() {
  return (
    <EmptyState
      title="Role not found."
      description="It may have been closed or removed by the company."
      action={
        <Link to={paths.intern.roles.href()} className={buttonClass('primary')}>
          See recommended roles
        </Link>
      }
    />
  )
}
