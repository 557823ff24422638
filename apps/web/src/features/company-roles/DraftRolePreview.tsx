import { ROLE_TYPE_LABELS, roleDurationMonths, type RoleValues, formatDay } from '@app/domain'
import { formatRoleDuration, formatPlaceAndType, formatStipend } from '../../lib/screen-format'
import { PerkLabels, PlacementBadge } from '../../components/roles/RolePlacement'

/** A draft role as candidates will read it. */
export function DraftRolePreview({ role }: { role: RoleValues }) {
  return (
    <article
      aria-labelledby="draft-role-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div>
        <h2 id="draft-role-title" className="text-xl font-semibold break-words text-brand-900">
          {role.title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-500">
          {formatPlaceAndType(role.location, ROLE_TYPE_LABELS[role.type])}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PlacementBadge role={role} />
        <PerkLabels perks={role.perks} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Stipend</dt>
          <dd className="font-medium">{formatStipend(role.minimumSalary, role.maximumSalary)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Duration</dt>
          <dd className="font-medium">
            {formatRoleDuration({ ...role, duration: roleDurationMonths(role) })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Application Deadline</dt>
          <dd className="font-medium">
            {role.applicationDeadline ? formatDay(role.applicationDeadline) : 'No deadline'}
          </dd>
        </div>
      </dl>
      <section>
        <h3 className="text-sm font-semibold text-slate-800">Role Summary</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{role.roleSummary}</p>
      </section>
      {(
        [
          ['Responsibilities', role.responsibilities],
          ['Requirements', role.requirements],
        ] as const
      ).map(([heading, items]) => (
        <section key={heading}>
          <h3 className="text-sm font-semibold text-slate-800">{heading}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  )
}
