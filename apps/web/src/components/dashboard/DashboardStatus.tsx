/** Placeholder blocks while the dashboard loads, announced once to screen readers. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Loading your dashboard…
      </p>
      <div className="h-24 animate-pulse rounded-2xl bg-slate-200/70" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="h-64 animate-pulse rounded-2xl bg-slate-200/70 lg:col-span-2" />
        <div className="h-64 animate-pulse rounded-2xl bg-slate-200/70" />
      </div>
    </div>
  )
}
