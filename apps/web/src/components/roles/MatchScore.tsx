import { useId } from 'react'

const RADIUS = 42
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** The sentence the ring stands for (spec §2 'Role details'). */
export const compatibilityText = (percent: number) =>
  `You meet ${percent}% of the requirements for this role`

interface CompatibilityRingProps {
  /** 0–100, from the compatibility rule on the server. */
  percent: number
  /** The sentence beside the ring; the role page's by default. */
  describe?: (percent: number) => string
  className?: string
}

/** A ring filled to the intern's compatibility with a role, with the sentence it means beside it. */
export function CompatibilityRing({
  percent,
  describe = compatibilityText,
  className = '',
}: CompatibilityRingProps) {
  const textId = useId()
  const clamped = Math.max(0, Math.min(100, Math.round(percent)))
  const filled = (clamped / 100) * CIRCUMFERENCE
  return (
    <figure aria-labelledby={textId} className={`flex items-center gap-4 ${className}`}>
      <div className="relative h-24 w-24 flex-none">
        <svg viewBox="0 0 100 100" aria-hidden="true" className="h-full w-full -rotate-90">
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            className="stroke-slate-200"
          />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
            className="stroke-accent-500 transition-[stroke-dasharray] duration-700"
          />
        </svg>
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center text-xl font-bold text-brand-900"
        >
          {clamped}%
        </span>
      </div>
      <figcaption id={textId} className="text-sm text-slate-700">
        {describe(clamped)}
      </figcaption>
    </figure>
  )
}
