import { GatedLink } from '../../components/dashboard/GatedLink'
import { paths } from '../../app/paths'

/** The company's open roles at a glance. */
export function ActiveRolesCard({ isLocked }: { isLocked: boolean }) {
  return (
    <section
      aria-labelledby="active-roles-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="active-roles-title" className="text-lg font-semibold text-brand-900">
          Active Roles
        </h2>
        <GatedLink
          to={paths.company.jobBoards}
          isLocked={isLocked}
          className="text-sm font-semibold text-brand-700 hover:underline"
          lockedClassName="text-slate-400 hover:no-underline"
        >
          View all<span className="sr-only"> roles</span>
        </GatedLink>
      </div>
      <p className="py-8 text-center text-sm text-slate-500">No active roles yet.</p>
    </section>
  )
}
