import { EmptyState } from '../../components/ui/EmptyState'

/** Recent notifications; they arrive with the notifications work, until then the empty state. */
export function ActivityFeed() {
  return (
    <section
      aria-labelledby="activity-feed-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="activity-feed-title" className="text-lg font-semibold text-brand-900">
        Activity Feed
      </h2>
      <EmptyState title="No recent activity." className="mt-4" />
    </section>
  )
}
