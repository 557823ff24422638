import { Link } from 'react-router'
import { APPLY_PAGE_WORDS, type InternRole } from '@app/domain'
import { paths } from '../../lib/paths'
import { placeAndType } from '../../components/roles/role-place'
import { CompanyMark } from '../../components/roles/CompanyMark'
import { formatRoleDuration, formatStipend } from '../../lib/screen-format'

/** The role being applied to, in brief, with a way to read it in full. */
export function RoleSummaryCard({ role }: { role: InternRole }) {
  return (
    <section
      aria-labelledby="applying-for"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {APPLY_PAGE_WORDS.applyingFor}
      </p>
      <div className="mt-2 flex items-start gap-3">
        <CompanyMark company={role.company} size="h-12 w-12" />
        <div className="min-w-0 flex-1">
          <h2 id="applying-for" className="text-lg font-semibold break-words text-brand-900">
            {role.title}
          </h2>
          <p className="text-sm text-slate-700">{role.company.companyName}</p>
          <p className="mt-1 text-sm text-slate-600">
            {placeAndType(role.location, role.type)} · {formatRoleDuration(role)}
          </p>
          <p className="mt-1 text-sm font-semibold text-slate-900">
            {formatStipend(role.minimumSalary, role.maximumSalary)}
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-slate-700">{role.roleSummary}</p>
      <Link
        to={paths.intern.role.href(role.id)}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {APPLY_PAGE_WORDS.learnMore}
        <span className="sr-only"> about {role.title}</span>
      </Link>
    </section>
  )
}
