import { PAYS_ON_TIME_LABEL } from '@app/domain'

/**
 * 'Pays stipends on time' (decision 063): shown only when true. Null (below 3 confirmed months)
 * and false (a month reported unpaid in the last 6) show nothing, as a missing badge says enough.
 */
export function PaysOnTime({
  paysOnTime,
  className = '',
}: {
  paysOnTime: boolean | null
  className?: string
}) {
  if (paysOnTime !== true) return null
  return (
    <p
      className={`inline-flex items-center gap-1 rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
        <path d="M6.5 11.2 3.3 8l-1 1 4.2 4.2 8-8-1-1z" />
      </svg>
      {PAYS_ON_TIME_LABEL}
    </p>
  )
}
