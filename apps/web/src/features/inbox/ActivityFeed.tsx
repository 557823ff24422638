import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { EmptyState } from '../../components/ui/EmptyState'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { formatDateTime } from '../../lib/screen-format'
import { notificationQueries } from './notification-queries'
import { useOpenNotification } from './useInboxNotifications'

const FEED_SIZE = 5
/** Spec §8: the feed tries twice more before it says it failed. */
const FEED_RETRIES = 2
const FEED_RETRY_DELAY_MS = 1_000

/** The intern's most recent notifications. */
export function ActivityFeed() {
  const notifications = useQuery({
    ...notificationQueries.list('intern'),
    retry: FEED_RETRIES,
    retryDelay: FEED_RETRY_DELAY_MS,
  })
  const failedAt = notifications.isError ? notifications.errorUpdatedAt : 0
  useEffect(() => {
    if (failedAt) toast.error('Failed to load activity feed. Please try again.')
  }, [failedAt])
  const open = useOpenNotification('intern')
  const recent = notifications.data?.docs.slice(0, FEED_SIZE) ?? []
  return (
    <section
      aria-labelledby="activity-feed-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="activity-feed-title" className="text-lg font-semibold text-brand-900">
        Activity Feed
      </h2>
      {notifications.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-500">
          Loading activity…
        </p>
      ) : notifications.isError ? (
        <div role="alert" className="mt-4 flex flex-col items-center gap-3 py-6 text-center">
          <p className="text-sm text-red-700">Failed to load activity feed.</p>
          <Button variant="secondary" onClick={() => void notifications.refetch()}>
            Retry
          </Button>
        </div>
      ) : recent.length === 0 ? (
        <EmptyState title="No recent activity." className="mt-4" />
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {recent.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                onClick={() => open(notification)}
                className="flex w-full items-start gap-3 py-3 text-left hover:bg-slate-50"
              >
                <span
                  aria-hidden="true"
                  className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${
                    notification.read ? 'bg-slate-300' : 'bg-accent-500'
                  }`}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{notification.title}</span>
                  <span className="block text-sm text-slate-600">{notification.description}</span>
                  <time dateTime={notification.createdAt} className="text-xs text-slate-500">
                    {formatDateTime(notification.createdAt)}
                  </time>
                </span>
                {!notification.read && <span className="sr-only">Unread</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
