import {
  deadlineToneClass,
  isRoleActive,
  roleDeadlineNote,
  roleState,
  type RoleState,
} from '@app/domain'
import { formatResponseTime } from '../../lib/screen-format'

/**
 * A role's deadline as its state allows (domain roleDeadlineNote): 'Closes 5 Dec · in 3 days' in
 * the muted colour, amber in its last three days, while it takes applications; red 'Closed early',
 * 'Deadline passed' or 'Removed by Internplace' once it does not; nothing without a deadline.
 * Without a `state`, the deadline alone decides (a role in a public list is open).
 */
export function DeadlineLabel({
  deadline,
  state,
  className = '',
}: {
  deadline: string | null
  state?: RoleState | undefined
  className?: string
}) {
  const current = state ?? roleState({ applicationDeadline: deadline })
  const label = roleDeadlineNote(current, deadline)
  if (!label) return null
  const tone = deadlineToneClass(isRoleActive(current), label)
  return <p className={`text-sm font-medium ${tone} ${className}`}>{label}</p>
}

/** 'Usually responds within N days'; nothing when the company has too few responses. */
export function ResponseTime({
  days,
  className = '',
}: {
  days: number | null
  className?: string
}) {
  const label = formatResponseTime(days)
  if (!label) return null
  return <p className={`text-sm text-slate-600 ${className}`}>{label}</p>
}
