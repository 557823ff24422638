import type { CompanyMe } from '@app/domain'
import { WEEKDAYS } from '@app/domain'

/** Each working day with its hours, in week order: 'Monday: 09:00 - 17:00'. */
export function WorkHoursList({ company }: { company: Pick<CompanyMe, 'workHours'> }) {
  const rows = [...(company.workHours ?? [])].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.day as (typeof WEEKDAYS)[number]) -
      WEEKDAYS.indexOf(b.day as (typeof WEEKDAYS)[number]),
  )
  if (rows.length === 0) return <p className="text-sm text-slate-500">No work hours set yet.</p>
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {rows.map((row) => (
        <li
          key={row.day}
          className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm"
        >
          <span className="font-medium text-slate-800">{row.day}</span>
          <span className="text-slate-600 tabular-nums">
            {row.start} - {row.end}
          </span>
        </li>
      ))}
    </ul>
  )
}
