import { formatDeadline, formatResponseTime } from '../../lib/format'

/**
 * A role's deadline: 'Closes 5 Dec · in 3 days' in the muted colour, amber in its last three
 * days, red once closed; nothing without a deadline.
 */
export function DeadlineLabel({
  deadline,
  className = '',
}: {
  deadline: string | null
  className?: string
}) {
  const label = formatDeadline(deadline)
  if (!label) return null
  const isClosed = label === 'Closed'
  const isSoon = label === 'Closes today' || /· (tomorrow|in [23] days)$/.test(label)
  const tone = isClosed ? 'text-red-700' : isSoon ? 'text-amber-800' : 'text-slate-600'
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
